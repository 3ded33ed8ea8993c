import { COMPLAINT_SOURCES, type TComplaintListQuery, type TComplaintSource } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, oneOf, readListBasics } from '@/shared/hooks/use-list-params';

/**
 * SPEC.md §9 "rating all or from 2 stars": the rating filter's choices, as `ratingFrom` values
 * (0 = every rating). One star needs no choice of its own: "from 1 star" is everything.
 */
export const RATING_FILTERS = [
  { value: 0, key: 'all' },
  { value: 2, key: 'from2' },
  { value: 3, key: 'from3' },
  { value: 4, key: 'from4' },
  { value: 5, key: 'only5' },
] as const;
export type RatingFrom = (typeof RATING_FILTERS)[number]['value'];

/** Newest first is SPEC.md §3's default (created_at, descending). */
export const COMPLAINT_SORTS = {
  newest: { sortBy: 'createdAt', sortDir: 'desc' },
  oldest: { sortBy: 'createdAt', sortDir: 'asc' },
  highest: { sortBy: 'rating', sortDir: 'desc' },
  lowest: { sortBy: 'rating', sortDir: 'asc' },
} as const;
export type ComplaintSort = keyof typeof COMPLAINT_SORTS;
const SORT_KEYS = Object.keys(COMPLAINT_SORTS) as ComplaintSort[];

export interface ComplaintListParams {
  page: number;
  pageSize: number;
  ratingFrom: RatingFrom;
  source?: TComplaintSource;
  locationId?: string;
  /** Only with a location: rooms mean something within their location. */
  roomId?: string;
  /** The viewer's days, "YYYY-MM-DD", both ends included; both or neither. */
  from?: string;
  to?: string;
  sort: ComplaintSort;
}

export const COMPLAINT_LIST_DEFAULTS = {
  ratingFrom: 0,
  sort: 'newest',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An id from the address, dropped when it is not a UUID (the API would refuse the whole query). */
const readId = (value: string | null) => (value && UUID.test(value) ? value : undefined);
/** A real "YYYY-MM-DD", or undefined for a hand-edited link. */
const readDate = (value: string | null) =>
  value && DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : undefined;

/** The complaints page's filters from the address; anything unknown falls back to its default. */
export function parseComplaintParams(search: URLSearchParams): ComplaintListParams {
  const { page, pageSize } = readListBasics(search);
  const rating = Number(search.get('ratingFrom'));
  const locationId = readId(search.get('locationId'));
  const from = readDate(search.get('from'));
  const to = readDate(search.get('to'));
  return {
    page,
    pageSize,
    ratingFrom: RATING_FILTERS.find((option) => option.value === rating)?.value ?? 0,
    source: oneOf(search.get('source'), COMPLAINT_SOURCES),
    locationId,
    roomId: locationId ? readId(search.get('roomId')) : undefined,
    ...(from && to ? (from <= to ? { from, to } : { from: to, to: from }) : {}),
    sort: oneOf(search.get('sort'), SORT_KEYS) ?? 'newest',
  };
}

/**
 * What GET /complaints is asked. The days are the viewer's, sent as [from, to) instants: the whole of
 * the last day counts, so "12–19 March" is midnight of the 12th to midnight of the 20th.
 */
export function toComplaintQuery(params: ComplaintListParams): TComplaintListQuery {
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...COMPLAINT_SORTS[params.sort],
    ratingFrom: params.ratingFrom,
    source: params.source,
    locationId: params.locationId,
    roomId: params.roomId,
    ...(params.from && params.to
      ? {
          from: dayjs(params.from).startOf('day').toISOString(),
          to: dayjs(params.to).add(1, 'day').startOf('day').toISOString(),
        }
      : {}),
  };
}

/** Any filter set: the empty state then offers to clear them instead of explaining the QR codes. */
export function isFiltered(params: ComplaintListParams): boolean {
  return Boolean(params.ratingFrom || params.source || params.locationId || params.from);
}
