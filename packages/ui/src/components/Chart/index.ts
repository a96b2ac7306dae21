// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Chart, chartMessages, type ChartDatum, type ChartMessages, type ChartProps } from './Chart';
