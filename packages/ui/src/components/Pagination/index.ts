export { Pagination, getPageCount, type PaginationProps } from './Pagination';
