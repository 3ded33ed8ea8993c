import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH } from '@/features/dashboard/api/get-dashboard';
import { occurrencePath } from '@/features/jobs/api/get-occurrence';
import { firstLocationsPath } from '@/features/locations/api/get-locations';
import { START_PAGES } from './start-pages';

/** A start page's `data` with its path's parameters filled in, as index.html's first script fills it. */
const dataOf = (path: string, params: Record<string, string> = {}) =>
  START_PAGES.find((page) => page.path === path)?.data?.replace(/:(\w+)/g, (_, name) => params[name] ?? '');

describe("the first data index.html's script asks for is what the page asks for first", () => {
  it('for the dashboard, the locations list without filters and a job', () => {
    expect(dataOf('/')).toBe(DASHBOARD_PATH);
    expect(dataOf('/locations')).toBe(firstLocationsPath(''));
    expect(dataOf('/tasks/jobs/:occurrenceId', { occurrenceId: '9d30aaa4' })).toBe(
      occurrencePath('9d30aaa4'),
    );
  });
});
