// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export {
  ThemeProvider,
  useTheme,
  lightThemeClassName,
  type Theme,
  type ThemeContextValue,
  type ThemeProviderProps,
} from './ThemeProvider';
export { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';
export { useOverlayContainer } from './overlayContainer';
