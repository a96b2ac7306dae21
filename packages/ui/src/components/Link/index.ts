// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Link, PlainLink, type LinkProps, type PlainLinkProps } from './Link';
export { RouterProvider, type RouterProviderProps } from './RouterProvider';
