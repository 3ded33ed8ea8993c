import { describe, expect, it } from 'vitest';
import { isFiltered, parseProblemParams, toProblemQuery } from './problem-filters';

const LOCATION = '7b0c4f7e-3a1d-4c55-9a43-5d8e0f6b2a11';

describe('the problems list filters in the address', () => {
  it('reads the chosen state, location, kind and severity and asks the server for them', () => {
    const params = parseProblemParams(
      new URLSearchParams({
        state: 'in_progress',
        locationId: LOCATION,
        kind: 'damage',
        severity: 'blocks_use',
      }),
    );
    expect(isFiltered(params)).toBe(true);
    expect(toProblemQuery(params)).toEqual({
      page: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      sortDir: 'desc',
      state: 'in_progress',
      locationId: LOCATION,
      kind: 'damage',
      severity: 'blocks_use',
    });
  });

  it('drops what a hand-edited link made up, so the list still opens', () => {
    const params = parseProblemParams(
      new URLSearchParams({ state: 'lost', locationId: 'nowhere', kind: 'fire', page: '-2' }),
    );
    expect(params).toEqual({
      page: 1,
      pageSize: 20,
      state: undefined,
      locationId: undefined,
      kind: undefined,
      severity: undefined,
    });
    expect(isFiltered(params)).toBe(false);
  });
});
