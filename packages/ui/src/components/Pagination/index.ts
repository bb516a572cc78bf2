export { Pagination, PAGE_SIZE_OPTIONS } from './Pagination';
export type { PaginationChangeEvent, PaginationProps } from './Pagination';
export { clampPage, pageAfterSizeChange, pageCountOf, paginationItems } from './paginationRange';
export type { PaginationItem } from './paginationRange';
