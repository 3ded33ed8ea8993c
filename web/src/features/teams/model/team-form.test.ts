import type { TPersonRef, TTeam } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyTeamValues,
  headAmong,
  toCreateTeamRequest,
  toTeamFormValues,
  toUpdateTeamRequest,
} from './team-form';

const person = (id: string, name: string): TPersonRef => ({
  id,
  name,
  surname: null,
  role: 'cleaner',
  level: 'regular',
  available: true,
  unavailableDate: null,
});
const ANN = '0b6f0c39-5f0e-4f6b-9d64-7c9b8a1e2d01';
const BOB = '0b6f0c39-5f0e-4f6b-9d64-7c9b8a1e2d02';
const CAT = '0b6f0c39-5f0e-4f6b-9d64-7c9b8a1e2d03';
const ABAY = '5d1c6e2a-8f0b-4c3d-a1e2-b3c4d5e6f701';
const DOSTYK = '5d1c6e2a-8f0b-4c3d-a1e2-b3c4d5e6f702';

const stored: TTeam = {
  id: '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  name: 'Morning crew',
  description: null,
  head: person(ANN, 'Ann'),
  members: [person(ANN, 'Ann'), person(BOB, 'Bob')],
  locations: [
    { id: ABAY, title: 'Abay 10' },
    { id: DOSTYK, title: 'Dostyk 5' },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('team form', () => {
  it('creates with trimmed text, no empty description, and a head only among the members', () => {
    expect(
      toCreateTeamRequest({
        ...emptyTeamValues(),
        name: '  Evening crew ',
        description: '   ',
        memberIds: [BOB],
        headId: ANN,
      }),
    ).toEqual({ name: 'Evening crew', description: null, memberIds: [BOB], headId: null, locationIds: [] });
  });

  it('sends nothing when only the order of members or locations changed', () => {
    const values = toTeamFormValues(stored);
    expect(
      toUpdateTeamRequest(stored, { ...values, memberIds: [BOB, ANN], locationIds: [DOSTYK, ABAY] }),
    ).toEqual({});
  });

  it('sends only the changed fields, and removing the head from the members clears the head', () => {
    const values = toTeamFormValues(stored);
    expect(
      toUpdateTeamRequest(stored, {
        ...values,
        description: 'Old town flats',
        memberIds: [BOB, CAT],
        locationIds: [ABAY],
      }),
    ).toEqual({ description: 'Old town flats', memberIds: [BOB, CAT], headId: null, locationIds: [ABAY] });
  });

  it('keeps a head who is a member and drops one who is not', () => {
    expect(headAmong(ANN, [ANN, BOB])).toBe(ANN);
    expect(headAmong(CAT, [ANN, BOB])).toBeNull();
    expect(headAmong(undefined, [ANN])).toBeNull();
  });
});
