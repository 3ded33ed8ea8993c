import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_EVENTS, type TNotification, type TRight } from '@cleanops/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  notificationDetail,
  notificationTarget,
  notificationText,
  type Translate,
} from './notification-text';

const LOCALES = join(import.meta.dirname, '../../../../public/locales');
const LANGUAGES = ['en', 'kk', 'ru', 'es'] as const;
const translators = new Map<string, Translate>();

beforeAll(async () => {
  for (const lng of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      ns: ['notifications', 'common'],
      defaultNS: 'notifications',
      fallbackNS: 'common',
      resources: {
        [lng]: {
          notifications: JSON.parse(readFileSync(join(LOCALES, lng, 'notifications.json'), 'utf8')),
          common: JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8')),
        },
      },
      interpolation: { escapeValue: false },
    });
    translators.set(lng, (key, options) => instance.t(key, options));
  }
});

const t = (lng: string): Translate => translators.get(lng)!;

/** What the server puts in each event's data (DECISIONS.md §8). */
const FULL: Record<(typeof NOTIFICATION_EVENTS)[number], TNotification['data']> = {
  taskAssigned: { taskTitle: 'Deep clean', locationTitle: 'Seaside 12' },
  taskAssignedTeam: { taskTitle: 'Deep clean', locationTitle: 'Seaside 12', teamName: 'Morning crew' },
  repeatedTaskAssigned: { taskTitle: 'Daily tidy', locationTitle: 'Seaside 12' },
  repeatedTaskAssignedTeam: {
    taskTitle: 'Daily tidy',
    locationTitle: 'Seaside 12',
    teamName: 'Morning crew',
  },
  inviteCreated: { actorName: 'Olga Owner', locationTitle: 'Seaside 12' },
  taskStarted: { actorName: 'Aida Cleaner', taskTitle: 'Deep clean', locationTitle: 'Seaside 12' },
  taskFinished: { actorName: 'Aida Cleaner', taskTitle: 'Deep clean', locationTitle: 'Seaside 12' },
  taskPicked: { actorName: 'Aida Cleaner', taskTitle: 'Deep clean', locationTitle: 'Seaside 12' },
  taskNotPicked: { taskTitle: 'Deep clean', locationTitle: 'Seaside 12' },
  inviteApproved: { actorName: 'Aida Cleaner', locationTitle: 'Seaside 12' },
  complaintCreated: { rating: 2, locationTitle: 'Seaside 12', roomName: 'Room 3' },
  userNotAvailable: { actorName: 'Aida Cleaner', text: '2026-03-12T10:00:00.000Z' },
  taskMessage: { actorName: 'Aida Cleaner', taskTitle: 'Deep clean', text: 'The tap   leaks\nagain' },
  turnoverMoved: { taskTitle: 'Turnover', locationTitle: 'Seaside 12' },
  turnoverCancelled: { taskTitle: 'Turnover', locationTitle: 'Seaside 12' },
  checkInNotReady: {
    locationTitle: 'Abay 10',
    checkIn: { date: '2026-03-12', time: '14:00', today: true, stage: 'before', state: 'dirty' },
  },
  weeklySummary: {
    summary: {
      from: '2026-11-16',
      to: '2026-11-22',
      planned: 130,
      done: 120,
      onTimeRate: 0.9,
      missed: 6,
      complaints: 4,
      meanRating: 4.2,
      hours: 312.5,
      best: null,
      worst: null,
    },
  },
  subscriptionGranted: { endsAt: '2027-03-12T10:00:00.000Z' },
  subscriptionDeclined: { text: 'No payment received' },
  subscriptionEnding: { endsAt: '2027-03-12T10:00:00.000Z' },
  bookingsOverlap: { locationTitle: 'Seaside 12', overlap: { from: '2027-03-12', to: '2027-03-14' } },
  turnoversAssigned: { locationTitle: 'Seaside 12', count: 3 },
  problemReported: {
    actorName: 'Aida Cleaner',
    locationTitle: 'Seaside 12',
    roomName: 'Room 3',
    text: 'The tap leaks',
    problemSeverity: 'needs_attention',
  },
  problemUpdated: {
    actorName: 'Serik Plumbing',
    locationTitle: 'Seaside 12',
    text: 'The tap leaks',
    problemStep: 'fixed',
  },
  webhookPaused: { text: 'https://pms.example.com/hooks/cleanops' },
};

const EXPECTED_EN: Record<(typeof NOTIFICATION_EVENTS)[number], string> = {
  taskAssigned: 'New task for you: “Deep clean” at Seaside 12',
  taskAssignedTeam: 'New task for Morning crew: “Deep clean” at Seaside 12',
  repeatedTaskAssigned: 'New recurring task for you: “Daily tidy” at Seaside 12',
  repeatedTaskAssignedTeam: 'New recurring task for Morning crew: “Daily tidy” at Seaside 12',
  inviteCreated: 'Olga Owner invited you to work at Seaside 12',
  taskStarted: 'Aida Cleaner started “Deep clean” at Seaside 12',
  taskFinished: 'Aida Cleaner finished “Deep clean” at Seaside 12',
  taskPicked: 'Aida Cleaner took “Deep clean” at Seaside 12',
  taskNotPicked: 'Nobody has taken “Deep clean” at Seaside 12',
  inviteApproved: 'Aida Cleaner accepted your invitation to Seaside 12',
  complaintCreated: '2★ complaint at Seaside 12 · Room 3',
  userNotAvailable: 'Aida Cleaner is unavailable until 12 March',
  taskMessage: 'Aida Cleaner on “Deep clean”: The tap leaks again',
  turnoverMoved: 'Turnover “Turnover” at Seaside 12 moved with its booking',
  turnoverCancelled: 'Turnover “Turnover” at Seaside 12 cancelled: the stay was cancelled',
  checkInNotReady: 'Abay 10: check-in at 14:00, still dirty',
  weeklySummary: 'Weekly summary: 120 of 130 jobs done, 4 complaints',
  subscriptionGranted: 'Your subscription has been renewed until 12 March',
  subscriptionDeclined: 'Your renewal request was declined: No payment received',
  subscriptionEnding: 'Your subscription ends on 12 March',
  bookingsOverlap: 'Double booking at Seaside 12: two stays overlap from 12 March to 12 March',
  turnoversAssigned: '3 new turnovers for your team at Seaside 12',
  problemReported: 'Aida Cleaner reported a problem at Seaside 12 · Room 3: “The tap leaks”',
  problemUpdated: 'Problem at Seaside 12 fixed by the contractor (Serik Plumbing): “The tap leaks”',
  webhookPaused:
    'Webhook to https://pms.example.com/hooks/cleanops paused after 3 days of failed deliveries. Fix the receiver and enable it again under Integrations.',
};

const formatDate = () => '12 March';
const line = (event: (typeof NOTIFICATION_EVENTS)[number], data: TNotification['data'], lng = 'en') =>
  notificationText({ event, data }, t(lng), formatDate);

describe('notification text', () => {
  it('says when a reported problem blocks use', () => {
    expect(
      line('problemReported', {
        actorName: 'Aida Cleaner',
        locationTitle: 'Seaside 12',
        text: 'No hot water',
        problemSeverity: 'blocks_use',
      }),
    ).toBe('Aida Cleaner reported a blocking problem at Seaside 12: “No hot water”');
  });

  it('says each event in English with its data', () => {
    for (const event of NOTIFICATION_EVENTS) expect(line(event, FULL[event]), event).toBe(EXPECTED_EN[event]);
  });

  it('has a finished sentence for every event in every language', () => {
    for (const lng of LANGUAGES) {
      for (const event of NOTIFICATION_EVENTS) {
        const text = line(event, FULL[event], lng);
        // An unknown key comes back as the key itself; a missing value leaves its braces.
        expect(text, `${lng} ${event}`).not.toMatch(/events\.|variants\.|{{|}}/);
        if (FULL[event].taskTitle) expect(text, `${lng} ${event}`).toContain(FULL[event].taskTitle);
        if (FULL[event].actorName) expect(text, `${lng} ${event}`).toContain(FULL[event].actorName);
        if (FULL[event].locationTitle) expect(text, `${lng} ${event}`).toContain(FULL[event].locationTitle);
      }
    }
  });

  it('reads in Russian, Kazakh and Spanish', () => {
    expect(line('complaintCreated', FULL.complaintCreated, 'ru')).toBe('Жалоба на 2★ — Seaside 12 · Room 3');
    // Someone without a name is named once, not «Сотрудник Сотрудник недоступен».
    expect(line('userNotAvailable', { text: null }, 'ru')).toBe('Кто-то: недоступен');
    expect(line('taskAssigned', FULL.taskAssigned, 'kk')).toBe(
      'Сізге жаңа тапсырма: «Deep clean» — Seaside 12',
    );
    expect(line('taskFinished', FULL.taskFinished, 'es')).toBe(
      'Aida Cleaner terminó «Deep clean» en Seaside 12',
    );
  });

  it("names a turnover in the reader's language, whatever language its owner reads", () => {
    const turnover = {
      ...FULL.taskAssignedTeam,
      taskTitle: 'Limpieza tras la salida',
      taskTitleKey: 'turnover' as const,
    };
    expect(line('taskAssignedTeam', turnover, 'ru')).toContain('«Уборка после выезда»');
    expect(line('taskAssignedTeam', turnover, 'en')).toContain('Cleaning after checkout');
    expect(line('taskAssignedTeam', turnover, 'kk')).toContain('«Шығудан кейінгі жинау»');
    // Once the owner typed a title of their own, it is shown as typed.
    expect(line('taskAssignedTeam', { ...turnover, taskTitleKey: null }, 'ru')).toContain(
      '«Limpieza tras la salida»',
    );
  });

  it('leaves out what the event does not tell instead of showing a hole', () => {
    expect(line('taskAssignedTeam', { taskTitle: 'Deep clean', locationTitle: 'Seaside 12' })).toBe(
      'New task for your team: “Deep clean” at Seaside 12',
    );
    expect(line('inviteCreated', { actorName: 'Olga Owner' })).toBe(
      'Olga Owner invited you to join their team',
    );
    expect(line('userNotAvailable', { actorName: 'Aida Cleaner', text: null })).toBe(
      'Aida Cleaner is unavailable',
    );
    expect(line('taskMessage', { actorName: 'Aida Cleaner', taskTitle: 'Deep clean', text: '  ' })).toBe(
      'Aida Cleaner left a comment on “Deep clean”',
    );
    expect(line('taskFinished', {})).toBe('Someone finished “untitled” at a location');
    expect(line('complaintCreated', { locationTitle: 'Seaside 12' })).toBe('New complaint at Seaside 12');
  });

  it('announces praise as a review, not a complaint, in every language', () => {
    const praise = { rating: 5, locationTitle: 'Seaside 12', roomName: 'Room 3' };
    expect(line('complaintCreated', praise)).toBe('5★ review at Seaside 12 · Room 3');
    expect(line('complaintCreated', { ...praise, rating: 4 }, 'ru')).toBe(
      'Отзыв на 4★ — Seaside 12 · Room 3',
    );
    expect(line('complaintCreated', praise, 'kk')).toBe('5★ пікір — Seaside 12 · Room 3');
    expect(line('complaintCreated', praise, 'es')).toBe('Opinión de 5★ en Seaside 12 · Room 3');
    expect(line('complaintCreated', { ...praise, rating: 3 })).toBe('3★ complaint at Seaside 12 · Room 3');
  });

  it('says a rental not ready for check-in: on the day, on a later day, and at the check-in', () => {
    const checkIn = FULL.checkInNotReady.checkIn!;
    expect(line('checkInNotReady', { locationTitle: 'Abay 10', checkIn: { ...checkIn, today: false } })).toBe(
      'Abay 10: check-in on 12 March at 14:00, still dirty',
    );
    expect(
      line('checkInNotReady', {
        locationTitle: 'Abay 10',
        checkIn: { ...checkIn, stage: 'at', state: 'cleaning' },
      }),
    ).toBe('Abay 10: check-in is now (14:00), and it is still being cleaned');
    expect(line('checkInNotReady', FULL.checkInNotReady, 'ru')).toBe(
      'Abay 10: заезд в 14:00, всё ещё не убрано',
    );
    expect(notificationTarget({ event: 'checkInNotReady', data: FULL.checkInNotReady }, () => true)).toBe(
      '/readiness',
    );
  });

  it('cuts a long comment to one line', () => {
    const text = line('taskMessage', { actorName: 'A', taskTitle: 'T', text: 'x'.repeat(500) });
    expect(text.length).toBeLessThan(140);
    expect(text.endsWith('…')).toBe(true);
  });

  it('quotes what the guest wrote under a complaint, and nothing under other events', () => {
    const data = { rating: 1, locationTitle: 'Seaside 12', text: 'Dirty\n towels' };
    expect(notificationDetail({ event: 'complaintCreated', data })).toBe('Dirty towels');
    expect(notificationDetail({ event: 'complaintCreated', data: { ...data, text: null } })).toBeNull();
    expect(notificationDetail({ event: 'taskMessage', data })).toBeNull();
  });
});

describe('where a notification leads', () => {
  const everything = () => true;
  const only =
    (...rights: TRight[]) =>
    (right: TRight) =>
      rights.includes(right);

  it('opens the job, the complaints of the location or the staff list', () => {
    const occurrenceId = '0b4f2b1e-7f43-4a40-9a38-0d8a3f3e9c01';
    const locationId = '5d1c9b0e-2f6a-4c1e-8b7d-3e2a1f0c9d82';
    expect(notificationTarget({ event: 'taskAssigned', data: { occurrenceId } }, everything)).toBe(
      `/tasks/jobs/${occurrenceId}`,
    );
    expect(
      notificationTarget(
        { event: 'complaintCreated', data: { complaintId: occurrenceId, locationId } },
        everything,
      ),
    ).toBe(`/complaints?locationId=${locationId}`);
    expect(notificationTarget({ event: 'inviteApproved', data: {} }, everything)).toBe(
      '/employees?status=awaiting_team',
    );
    expect(notificationTarget({ event: 'userNotAvailable', data: {} }, everything)).toBe('/employees');
    expect(notificationTarget({ event: 'weeklySummary', data: {} }, everything)).toBe('/analytics');
    expect(notificationTarget({ event: 'webhookPaused', data: FULL.webhookPaused }, everything)).toBe(
      '/integrations',
    );
  });

  it('goes nowhere the reader may not open, and nowhere for an invitation to me', () => {
    const complaintId = '0b4f2b1e-7f43-4a40-9a38-0d8a3f3e9c01';
    expect(
      notificationTarget({ event: 'complaintCreated', data: { complaintId } }, only('get_tasks')),
    ).toBeNull();
    expect(notificationTarget({ event: 'inviteApproved', data: {} }, only('get_tasks'))).toBeNull();
    expect(notificationTarget({ event: 'weeklySummary', data: {} }, only('get_tasks'))).toBeNull();
    expect(notificationTarget({ event: 'subscriptionGranted', data: {} }, everything)).toBe('/subscription');
    expect(notificationTarget({ event: 'subscriptionEnding', data: {} }, only('get_tasks'))).toBeNull();
    expect(notificationTarget({ event: 'webhookPaused', data: {} }, only('get_tasks'))).toBeNull();
    expect(
      notificationTarget({ event: 'inviteCreated', data: { inviteId: complaintId } }, everything),
    ).toBeNull();
  });
});
