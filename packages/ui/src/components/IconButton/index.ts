// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { IconButton, type IconButtonProps } from './IconButton';
