import type { TPhotoReportQuery } from '@cleanops/contracts';
import { readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { dayRangeQuery, daysFromToday, readDate, readId, today } from './dates';

/** Reports look back: the last seven days, today included. */
export const REPORT_DAYS_BACK = 6;

export interface PhotoReportParams {
  page: number;
  pageSize: number;
  employee?: string;
  locationId?: string;
  from: string;
  to: string;
}

function parse(search: URLSearchParams): PhotoReportParams {
  const { page, pageSize } = readListBasics(search);
  return {
    page,
    pageSize,
    employee: readId(search.get('employee')),
    locationId: readId(search.get('locationId')),
    from: readDate(search.get('from')) ?? daysFromToday(-REPORT_DAYS_BACK),
    to: readDate(search.get('to')) ?? today(),
  };
}

/** The photo reports tab's filters and page, kept in the address. */
export function usePhotoReportParams() {
  const { params, update } = useListParams(parse);
  const query: TPhotoReportQuery = {
    page: params.page,
    pageSize: params.pageSize,
    sortDir: 'desc',
    employeeId: params.employee,
    locationId: params.locationId,
    ...dayRangeQuery(params.from, params.to),
  };
  const filtered = Boolean(params.employee || params.locationId);
  return { params, query, update, filtered };
}
