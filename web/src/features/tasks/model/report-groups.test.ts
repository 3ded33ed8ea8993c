import type { TPersonRef, TPhotoReport } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { groupReports } from './report-groups';

const person = (id: string, name: string): TPersonRef => ({
  id,
  name,
  surname: null,
  role: 'cleaner',
  level: 'regular',
  available: true,
  unavailableDate: null,
});
const ANN = person('0b6f0c39-5f0e-4f6b-9d64-7c9b8a1e2d01', 'Ann');
const BOB = person('0b6f0c39-5f0e-4f6b-9d64-7c9b8a1e2d02', 'Bob');

const report = (id: string, employee: TPersonRef | null, finishedAt: string): TPhotoReport => ({
  occurrenceId: id,
  title: `Job ${id}`,
  titleKey: null,
  location: { id: '5d1c6e2a-8f0b-4c3d-a1e2-b3c4d5e6f701', title: 'Abay 10' },
  rooms: [],
  employee,
  finishedAt,
  before: [],
  after: [],
});

describe('photo reports by day and employee', () => {
  it('groups newest-first reports under their day, then their employee, keeping the order', () => {
    const days = groupReports(
      [
        report('a', ANN, '2025-03-12T16:00:00Z'),
        report('b', BOB, '2025-03-12T15:00:00Z'),
        report('c', ANN, '2025-03-12T09:00:00Z'),
        report('d', null, '2025-03-11T18:00:00Z'),
      ],
      (iso) => iso.slice(0, 10),
    );
    expect(
      days.map((day) => ({
        date: day.date,
        people: day.employees.map((group) => [group.key, group.reports.map((r) => r.occurrenceId)]),
      })),
    ).toEqual([
      {
        date: '2025-03-12',
        people: [
          [ANN.id, ['a', 'c']],
          [BOB.id, ['b']],
        ],
      },
      { date: '2025-03-11', people: [['none', ['d']]] },
    ]);
  });
});
