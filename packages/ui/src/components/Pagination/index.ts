// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Pagination, getPageCount, type PaginationProps } from './Pagination';
