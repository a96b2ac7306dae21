// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './Footer';
