import type { TPersonRef, TTask } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { dayjs } from '@/shared/time/zoned-time';
import {
  defaultSchedule,
  dueIssue,
  emptyTaskValues,
  formFieldOfPath,
  type ScheduleFormValues,
  scheduleIssues,
  type TaskFormValues,
  timeOfDay,
  toCreateTaskRequest,
  toTaskFormValues,
  toUpdateTaskRequest,
} from './task-form';

const LOCATION = '5d1c6e2a-8f0b-4c3d-a1e2-b3c4d5e6f701';
const KITCHEN = '6e2a5d1c-8f0b-4c3d-a1e2-b3c4d5e6f701';
const HALL = '6e2a5d1c-8f0b-4c3d-a1e2-b3c4d5e6f702';
const TEAM = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const ANN = '0b6f0c39-5f0e-4f6b-9d64-7c9b8a1e2d01';
const ITEM = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const TODAY = dayjs('2025-03-12');

const person = (id: string): TPersonRef => ({
  id,
  name: 'Ann',
  surname: null,
  role: 'cleaner',
  level: 'regular',
  available: true,
  unavailableDate: null,
});

const recurring: TTask = {
  id: '2b3c4d5e-6f70-4a1b-8c2d-3e4f5a6b7c8d',
  title: 'Lobby round',
  titleKey: null,
  description: null,
  type: 'working',
  kind: 'recurring',
  origin: 'manual',
  location: { id: LOCATION, title: 'Dostyk Plaza', timezone: 'Asia/Almaty' },
  rooms: [
    { id: KITCHEN, name: 'Kitchen' },
    { id: HALL, name: 'Hall' },
  ],
  startsAt: null,
  dueAt: null,
  schedule: {
    frequency: 'weekly',
    startDate: '2025-03-01',
    endDate: null,
    startTime: '09:00',
    endTime: null,
    interval: 1,
    weekDays: [1, 3],
    monthDay: null,
  },
  assignees: [person(ANN)],
  team: null,
  checklist: [{ id: ITEM, text: 'Mop the floor' }],
  complaint: null,
  photosBefore: false,
  photosAfter: true,
  requireScan: true,
  requirePhoto: false,
  emergency: false,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};

const schedule = (patch: Partial<ScheduleFormValues>): ScheduleFormValues => ({
  ...defaultSchedule(TODAY),
  ...patch,
});

describe('task form → POST /tasks', () => {
  it('reads the picked times as the location clock and sends trimmed text without blank lines', () => {
    const values: TaskFormValues = {
      ...emptyTaskValues(TODAY),
      title: '  Deep clean ',
      description: '   ',
      locationId: LOCATION,
      roomIds: [KITCHEN],
      startsAt: dayjs('2025-03-12T10:00:00'),
      dueAt: dayjs('2025-03-12T14:30:00'),
      checklist: [{ id: ITEM, text: ' Mop ' }, { text: '   ' }, { text: 'Dust the shelves' }],
      teamIds: [TEAM],
      requireScan: true,
    };
    expect(toCreateTaskRequest(values, 'Asia/Almaty')).toEqual({
      title: 'Deep clean',
      description: null,
      type: 'working',
      kind: 'one_time',
      locationId: LOCATION,
      roomIds: [KITCHEN],
      // Almaty is UTC+5.
      startsAt: '2025-03-12T05:00:00.000Z',
      dueAt: '2025-03-12T09:30:00.000Z',
      schedule: null,
      teamIds: [TEAM],
      assigneeIds: [],
      checklist: [{ id: ITEM, text: 'Mop' }, { text: 'Dust the shelves' }],
      photosBefore: false,
      photosAfter: false,
      requirePhoto: false,
      requireScan: true,
      emergency: false,
    });
  });

  it('leaves the start empty for "now", and sends a recurring task its schedule only', () => {
    const oneTime = toCreateTaskRequest({ ...emptyTaskValues(TODAY), locationId: LOCATION }, 'UTC');
    expect(oneTime.startsAt).toBeNull();
    const values = {
      ...emptyTaskValues(TODAY, 'recurring'),
      startsAt: dayjs('2025-03-12T10:00:00'),
      schedule: schedule({
        frequency: 'new_daily',
        interval: 2,
        endTime: timeOfDay('18:00'),
        weekDays: [5, 1, 2],
        monthDay: 12,
      }),
    };
    const body = toCreateTaskRequest(values, 'UTC');
    expect(body.startsAt).toBeNull();
    expect(body.schedule).toEqual({
      frequency: 'new_daily',
      startDate: '2025-03-12',
      endDate: null,
      startTime: '09:00',
      endTime: '18:00',
      interval: 2,
      weekDays: [1, 2, 5],
      // The month day means nothing to an hourly task.
      monthDay: null,
    });
  });
});

describe('task form → PATCH /tasks/{id}', () => {
  it('sends nothing when only the order of rooms changed', () => {
    const values = toTaskFormValues(recurring, TODAY);
    expect(toUpdateTaskRequest(recurring, { ...values, roomIds: [HALL, KITCHEN] })).toEqual({});
  });

  it('sends the whole schedule when one part of it changed, and the one team as teamId', () => {
    const values = toTaskFormValues(recurring, TODAY);
    const body = toUpdateTaskRequest(recurring, {
      ...values,
      schedule: { ...values.schedule, weekDays: [1, 3, 5] },
      teamIds: [TEAM],
      checklist: [...values.checklist, { text: 'Empty the bins' }],
      photosAfter: false,
    });
    expect(body).toEqual({
      schedule: { ...recurring.schedule, weekDays: [1, 3, 5] },
      teamId: TEAM,
      checklist: [{ id: ITEM, text: 'Mop the floor' }, { text: 'Empty the bins' }],
      photosAfter: false,
    });
  });

  it('compares a one-time job by instants and can take its deadline away', () => {
    const oneTime: TTask = {
      ...recurring,
      kind: 'one_time',
      schedule: null,
      startsAt: '2025-03-12T05:00:00Z',
      dueAt: '2025-03-12T09:00:00Z',
    };
    const values = toTaskFormValues(oneTime, TODAY);
    expect(values.startsAt?.format('YYYY-MM-DD HH:mm')).toBe('2025-03-12 10:00');
    expect(toUpdateTaskRequest(oneTime, values)).toEqual({});
    expect(toUpdateTaskRequest(oneTime, { ...values, dueAt: null })).toEqual({ dueAt: null });
  });
});

describe('schedule checks', () => {
  it('refuses equal and reversed times with the server keys', () => {
    expect(scheduleIssues(schedule({ endTime: timeOfDay('09:00') })).endTime).toEqual({ key: 'timesEqual' });
    expect(scheduleIssues(schedule({ endTime: timeOfDay('08:00') })).endTime).toEqual({
      key: 'startAfterEnd',
    });
    expect(scheduleIssues(schedule({ endTime: timeOfDay('17:00') }))).toEqual({});
  });

  it('asks for what each frequency needs, and shows a time clash even before the date is filled', () => {
    expect(scheduleIssues(schedule({ frequency: 'new_daily' })).endTime).toEqual({ key: 'required' });
    expect(scheduleIssues(schedule({ frequency: 'weekly' })).weekDays).toEqual({ key: 'required' });
    expect(scheduleIssues(schedule({ frequency: 'monthly', monthDay: null })).monthDay).toEqual({
      key: 'required',
    });
    expect(scheduleIssues(schedule({ frequency: 'new_daily', interval: 24 })).interval).toEqual({
      key: 'tooBig',
      vars: { max: 23 },
    });
    expect(scheduleIssues(schedule({ endDate: dayjs('2025-03-01') })).endDate).toEqual({
      key: 'endBeforeStart',
    });
    expect(scheduleIssues(schedule({ startDate: null, endTime: timeOfDay('09:00') }))).toEqual({
      startDate: { key: 'required' },
      endTime: { key: 'timesEqual' },
    });
  });

  it('wants a deadline after the start, or after now without a start', () => {
    const now = dayjs('2025-03-12T10:00:00');
    expect(dueIssue(null, null, now)).toBeNull();
    expect(dueIssue(null, dayjs('2025-03-12T09:00:00'), now)).toEqual({ key: 'startAfterEnd' });
    expect(dueIssue(dayjs('2025-03-12T08:00:00'), dayjs('2025-03-12T09:00:00'), now)).toBeNull();
  });
});

describe('server field errors', () => {
  it('land under the field that holds them', () => {
    expect(formFieldOfPath('body.schedule.endTime')).toEqual(['schedule', 'endTime']);
    expect(formFieldOfPath('body.schedule')).toEqual(['kind']);
    expect(formFieldOfPath('body.roomIds.1')).toEqual(['roomIds']);
    expect(formFieldOfPath('body.checklist.2.text')).toEqual(['checklist', 2, 'text']);
    expect(formFieldOfPath('body.teamId')).toEqual(['teamIds']);
    expect(formFieldOfPath('title')).toEqual(['title']);
    expect(formFieldOfPath('body.origin')).toBeNull();
  });
});
