// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export {
  Table,
  sortRows,
  type Selection,
  type SortDescriptor,
  type TableColumn,
  type TableProps,
  type TableRowData,
} from './Table';
