import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import type { SorterResult, TableCurrentDataSource, TablePaginationConfig } from '@/shared/ui-kit/table';

/** The server-paged lists' pager: "{size} / page" (SPEC.md §9), a size change going back to page 1. */
export function listPagination(
  params: { page: number; pageSize: number },
  total: number | undefined,
  update: (patch: { page?: number; pageSize?: number }) => void,
): TablePaginationConfig {
  return {
    current: params.page,
    pageSize: params.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    hideOnSinglePage: (total ?? 0) <= PAGE_SIZES[0],
    onChange: (page, pageSize) => (pageSize === params.pageSize ? update({ page }) : update({ pageSize })),
  };
}

type SortDir = 'asc' | 'desc';

/**
 * The table's own change handler for a server-sorted list. antd calls it on every change, a page or
 * page-size click included, right after the pager's onChange; answering those with a sort update
 * would drop the page the pager has just put in the address (a sort change starts at page 1), so the
 * pager would do nothing. Only a click on a column header changes the sort here; `columns` maps a
 * sortable column's key to its sortBy, and clearing the sort goes back to `fallback`.
 */
export function listSortChange<T, S extends string>(
  columns: Partial<Record<string, S>>,
  fallback: { sortBy: S; sortDir: SortDir },
  update: (patch: { sortBy: S; sortDir: SortDir }) => void,
) {
  return (
    _pagination: unknown,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    { action }: TableCurrentDataSource<T>,
  ) => {
    if (action !== 'sort') return;
    const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
    const sortBy = columnKey === undefined ? undefined : columns[String(columnKey)];
    update(order && sortBy ? { sortBy, sortDir: order === 'ascend' ? 'asc' : 'desc' } : { ...fallback });
  };
}
