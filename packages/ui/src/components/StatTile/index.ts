// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export {
  StatTile,
  StatTileGrid,
  type StatTileGridProps,
  type StatTileProps,
  type StatTileTone,
  type StatTileTrend,
} from './StatTile';
