import { describe, expect, it } from 'vitest';
import { asGuest, readGuestSession } from './guest-session';

const stored = (state: object) => JSON.stringify({ state, version: 1 });

describe('the session the guest page reads from the app', () => {
  it('is a guest with nothing stored, or with something unreadable', () => {
    for (const raw of [null, '', 'not json', '[]', stored({})]) {
      expect(readGuestSession(raw)).toEqual({ token: null, region: 'kz', worksHere: false });
    }
  });

  it('sends the token of a finished sign-in and offers staff their work', () => {
    const staff = readGuestSession(
      stored({ token: 'abc', isAuth: true, region: 'ru', user: { type: 'staff' }, rights: [] }),
    );
    expect(staff).toEqual({ token: 'abc', region: 'ru', worksHere: true });
    const owner = readGuestSession(
      stored({ token: 'abc', isAuth: true, user: { type: 'owner' }, rights: ['get_tasks'] }),
    );
    expect(owner.worksHere).toBe(true);
    const other = readGuestSession(
      stored({ token: 'abc', isAuth: true, user: { type: 'owner' }, rights: [] }),
    );
    expect(other).toEqual({ token: 'abc', region: 'kz', worksHere: false });
  });

  it('treats a sign-in still in progress as a guest, and a refused session as a guest too', () => {
    expect(
      readGuestSession(stored({ token: 'abc', isAuth: false, user: { type: 'staff' } })).token,
    ).toBeNull();
    const staff = readGuestSession(stored({ token: 'abc', isAuth: true, user: { type: 'staff' } }));
    expect(asGuest(staff)).toEqual({ token: null, region: 'kz', worksHere: false });
  });
});
