import { describe, expect, it } from 'vitest';
import { figureLink } from './figure-links';

const range = { from: '2026-11-01', to: '2026-11-30' };
const LOCATION = '11111111-1111-4111-8111-111111111111';
const ROOM = '22222222-2222-4222-8222-222222222222';
const PERSON = '33333333-3333-4333-8333-333333333333';

describe('where a headline figure leads', () => {
  it('leads each count to the jobs or complaints it counts, in the same days and scope', () => {
    expect(figureLink('planned', { range })).toBe('/tasks/all?from=2026-11-01&to=2026-11-30');
    expect(figureLink('done', { range, locationId: LOCATION })).toBe(
      `/tasks/all?from=2026-11-01&to=2026-11-30&locationId=${LOCATION}&state=completed`,
    );
    expect(figureLink('missed', { range, locationId: LOCATION, roomId: ROOM })).toBe(
      `/tasks/all?from=2026-11-01&to=2026-11-30&locationId=${LOCATION}&rooms=${ROOM}&state=overdue`,
    );
    expect(figureLink('done', { range, employeeId: PERSON })).toBe(
      `/tasks/all?from=2026-11-01&to=2026-11-30&employees=${PERSON}&state=completed`,
    );
    expect(figureLink('complaints', { range, locationId: LOCATION, roomId: ROOM })).toBe(
      `/complaints?from=2026-11-01&to=2026-11-30&locationId=${LOCATION}&roomId=${ROOM}`,
    );
  });

  it('leaves rates and means, which count nothing one could list, without a link', () => {
    for (const key of ['completionRate', 'onTimeRate', 'meanWork', 'meanRating']) {
      expect(figureLink(key, { range })).toBeNull();
    }
    expect(figureLink('complaints', { range, employeeId: PERSON })).toBeNull();
  });
});
