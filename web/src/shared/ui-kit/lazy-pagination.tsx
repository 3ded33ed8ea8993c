import type { PaginationProps } from 'antd';
import { lazyPart } from './lazy-dialog';

/**
 * antd's Pagination below a list, its code (with the Select of its page-size changer) fetched apart
 * from the page's: a list's first view is its rows, and a phone should not wait for the pager's code
 * to show them. Until it arrives its line keeps its height.
 */
export const LazyPagination = lazyPart<PaginationProps>(
  () => import('antd/es/pagination').then((m) => m.default),
  <div style={{ height: 32 }} />,
);
