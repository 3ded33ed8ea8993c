import type { TablePaginationConfig } from 'antd/es/table/interface';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';

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
