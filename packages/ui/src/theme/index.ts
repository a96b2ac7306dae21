// The contract and helpers only: no CSS. Style files of every package import this narrow entry; the theme's CSS
// itself comes with the package's main entry (see ../index.ts).
export { vars, themeTokens } from './contract.css';
export {
  darkThemeClassName,
  inMediakitLayer,
  lightThemeClassName,
  mediakitLayerName,
  overlayThemeAttribute,
  schemeProperty,
  systemThemeClassName,
} from './layer';
export { classPrefix } from './isolation';
export { lightThemeValues, darkThemeValues, type ThemeValues } from './tokens';
export { themeInitScript } from './themeInitScript';
