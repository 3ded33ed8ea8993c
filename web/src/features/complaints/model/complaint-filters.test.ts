import { describe, expect, it } from 'vitest';
import { isFiltered, parseComplaintParams, RATING_FILTERS, toComplaintQuery } from './complaint-filters';

const LOCATION = '5d1c9b0e-2f6a-4c1e-8b7d-3e2a1f0c9d82';
const ROOM = '0b4f2b1e-7f43-4a40-9a38-0d8a3f3e9c01';
const parse = (query: string) => parseComplaintParams(new URLSearchParams(query));

describe('complaint filters', () => {
  it('offers every rating, then from 2, 3 and 4 stars, then 5 stars only', () => {
    expect(RATING_FILTERS.map((option) => option.value)).toEqual([0, 2, 3, 4, 5]);
  });

  it('asks for all complaints, newest first, by default', () => {
    const params = parse('');
    expect(isFiltered(params)).toBe(false);
    expect(toComplaintQuery(params)).toEqual({
      page: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      sortDir: 'desc',
      ratingFrom: 0,
      source: undefined,
      locationId: undefined,
      roomId: undefined,
    });
  });

  it('reads the filters from a shared link', () => {
    const params = parse(
      `ratingFrom=2&source=google&locationId=${LOCATION}&roomId=${ROOM}&sort=lowest&page=3`,
    );
    expect(isFiltered(params)).toBe(true);
    expect(toComplaintQuery(params)).toMatchObject({
      page: 3,
      ratingFrom: 2,
      source: 'google',
      locationId: LOCATION,
      roomId: ROOM,
      sortBy: 'rating',
      sortDir: 'asc',
    });
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const params = parse(
      `ratingFrom=1&source=yelp&locationId=nope&roomId=${ROOM}&sort=random&from=2026-02-30&to=2026-03-01`,
    );
    expect(params).toMatchObject({ ratingFrom: 0, source: undefined, locationId: undefined, sort: 'newest' });
    // A room means nothing without its location, and one end of a range is no range.
    expect(params.roomId).toBeUndefined();
    expect(params.from).toBeUndefined();
  });

  it('sends a range of days as the instants from the first midnight to the one after the last day', () => {
    const query = toComplaintQuery(parse('from=2026-03-19&to=2026-03-12'));
    const from = new Date(query.from!);
    const to = new Date(query.to!);
    expect([from.getDate(), from.getHours()]).toEqual([12, 0]);
    expect([to.getDate(), to.getHours()]).toEqual([20, 0]);
  });
});
