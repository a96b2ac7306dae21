// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Grid, Inline, Stack, type GridProps, type InlineProps, type Space, type StackProps } from './Layout';
