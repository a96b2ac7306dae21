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
