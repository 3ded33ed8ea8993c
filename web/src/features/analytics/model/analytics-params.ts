import { ANALYTICS_ENTITIES, ANALYTICS_RANGES, type TAnalyticsRange } from '@cleanops/contracts';
import dayjs from 'dayjs';
import type { AnalyticsEntity, AnalyticsRange } from '@/shared/stores/filters-store';

export { ANALYTICS_ENTITIES, ANALYTICS_RANGES } from '@cleanops/contracts';
/** SPEC.md §9's ranges plus a custom from–to (DECISIONS.md §10), as the address and the API name them. */
export type RangeChoice = TAnalyticsRange;

export interface AnalyticsParams {
  range: RangeChoice;
  /** "YYYY-MM-DD", both ends included; only with the custom range. */
  from?: string;
  to?: string;
  entity: AnalyticsEntity;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const readDate = (value: string | null) =>
  value && DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : undefined;

/** The filter store keeps the remembered range in SPEC.md §3's spelling (halfYear). */
export const toStoredRange = (range: RangeChoice): AnalyticsRange | null =>
  range === 'custom' ? null : range === 'half_year' ? 'halfYear' : range;
export const fromStoredRange = (range: AnalyticsRange): RangeChoice =>
  range === 'halfYear' ? 'half_year' : range;

/**
 * The range and entity from the address; what the address leaves out comes from the remembered filter
 * state (SPEC.md §3: currentAnalyticsEntity, selectedAnalyticsDate), so a hand-edited or bare link
 * still shows something sensible. A custom range without two real dates falls back to the month;
 * dates given the wrong way round are swapped.
 */
export function parseAnalyticsParams(
  search: URLSearchParams,
  remembered: { entity: AnalyticsEntity; range: AnalyticsRange },
): AnalyticsParams {
  const rangeText = search.get('range');
  const entityText = search.get('entity');
  const range = ANALYTICS_RANGES.find((item) => item === rangeText) ?? fromStoredRange(remembered.range);
  const entity = ANALYTICS_ENTITIES.find((item) => item === entityText) ?? remembered.entity;
  if (range !== 'custom') return { range, entity };
  const from = readDate(search.get('from'));
  const to = readDate(search.get('to'));
  if (!from || !to) return { range: 'month', entity };
  return from <= to ? { range, from, to, entity } : { range, from: to, to: from, entity };
}

/** What every analytics call is asked about the range. */
export function rangeQuery(params: AnalyticsParams): { range: RangeChoice; from?: string; to?: string } {
  return params.range === 'custom'
    ? { range: 'custom', from: params.from, to: params.to }
    : { range: params.range };
}

/** The same range in a link to another analytics page (a drill-down keeps the range it came from). */
export function rangeSearch(params: AnalyticsParams, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  search.set('range', params.range);
  if (params.range === 'custom' && params.from && params.to) {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return `?${search}`;
}
