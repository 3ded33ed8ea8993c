import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Page sizes every list offers ("{size} / page", SPEC.md §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The value when it is one of the allowed ones, else undefined (a hand-edited address stays harmless). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** Page, page size and search as every list reads them from the address. */
export function readListBasics(search: URLSearchParams) {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    search: search.get('search')?.trim() || undefined,
  };
}

const NO_DEFAULTS = {};

/**
 * A list's filters, sort and page live in the address, so Back, a reload or a shared link shows the
 * same rows. `parse` and `defaults` must be stable (defined at module level). Changing anything but the
 * page goes back to the first page; values equal to `defaults` are left out of the address.
 */
export function useListParams<T extends object>(
  parse: (search: URLSearchParams) => T,
  defaults: Partial<Record<keyof T, string | number>> = NO_DEFAULTS,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);

  const update = useCallback(
    (patch: Partial<T>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            const isDefault = defaults[key as keyof T] !== undefined && defaults[key as keyof T] === value;
            if (value === undefined || value === '' || isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [defaults, setSearchParams],
  );

  return { params, update };
}
