// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Table, sortRows, type SortDescriptor, type SortDirection, type TableColumn, type TableProps } from './Table';
