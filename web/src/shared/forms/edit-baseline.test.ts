import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changedFields, changedValues, rebaseValues, sameValue } from './edit-baseline';

interface LocationLike {
  title: string;
  teamId: string | null;
  checkoutTime: dayjs.Dayjs;
  roomIds: string[];
  schedule: { frequency: string; weekDays: number[] };
}

const stored = (): LocationLike => ({
  title: 'Seaside 12',
  teamId: null,
  checkoutTime: dayjs('2026-11-23T12:00:00'),
  roomIds: ['a', 'b'],
  schedule: { frequency: 'weekly', weekDays: [1, 3] },
});

describe('sameValue', () => {
  it('compares as a form shows values', () => {
    expect(sameValue(dayjs('2026-11-23T12:00:00'), dayjs('2026-11-23T12:00:00'))).toBe(true);
    expect(sameValue(dayjs('2026-11-23T12:00:00'), dayjs('2026-11-23T12:05:00'))).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(sameValue('', null)).toBe(false);
  });
});

describe('changedValues', () => {
  it('holds only what the user changed, so a PATCH carries nothing else', () => {
    const base = stored();
    const form = { ...stored(), title: 'Seaside 12, flat 4' };
    expect(changedFields(form, base)).toEqual(['title']);
    expect(changedValues(form, base)).toEqual({ title: 'Seaside 12, flat 4' });
    expect(changedValues(stored(), base)).toEqual({});
    // A form not rendered yet holds nothing: that is no change either.
    expect(changedValues({}, base)).toEqual({});
  });

  it('counts clearing a field as a change', () => {
    const base: LocationLike = { ...stored(), teamId: 'team-1' };
    expect(changedValues({ ...base, teamId: null }, base)).toEqual({ teamId: null });
  });
});

describe('rebaseValues', () => {
  it('takes fresh data for every untouched field: a team attached elsewhere is not wiped', () => {
    const stale = stored();
    const fresh: LocationLike = { ...stored(), teamId: 'team-1' };
    const merged = rebaseValues(stale, stale, fresh);
    expect(merged.teamId).toBe('team-1');
    // Nothing changed by the user: the rebased form has no changes to save.
    expect(changedValues(merged, fresh)).toEqual({});
  });

  it('keeps what the user typed, and takes the rest from the fresh data', () => {
    const base = stored();
    const typing = { ...stored(), title: 'New name' };
    const fresh: LocationLike = { ...stored(), teamId: 'team-1', roomIds: ['a', 'b', 'c'] };
    const merged = rebaseValues(typing, base, fresh);
    expect(merged).toMatchObject({ title: 'New name', teamId: 'team-1', roomIds: ['a', 'b', 'c'] });
    expect(changedValues(merged, fresh)).toEqual({ title: 'New name' });
  });

  it('merges nested settings field by field', () => {
    const base = stored();
    const typing = { ...stored(), schedule: { frequency: 'daily', weekDays: [1, 3] } };
    const fresh = { ...stored(), schedule: { frequency: 'weekly', weekDays: [2] } };
    expect(rebaseValues(typing, base, fresh).schedule).toEqual({ frequency: 'daily', weekDays: [2] });
  });
});
