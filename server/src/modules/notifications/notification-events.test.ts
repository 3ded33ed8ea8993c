import type { TLanguage, TNotificationEvent } from '@cleanops/contracts';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_NOTIFICATION_EVENTS_ON, notifications, occurrences, teams, users } from '../../db/schema';
import { newEmployee, newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { multipartBody } from '../files/files.fixtures';
import { readOutbox } from '../messaging/outbox.driver';
import { raiseNotPicked } from '../tasks/not-picked';
import { deliverDueNotifications } from './deliver-notifications';

/**
 * Every event is raised once, through the API call where it happens, to exactly the people
 * DECISIONS.md §8 names (never the actor); the location's switch and the event's flag silence it; and
 * its e-mail copy reaches each recipient in their own language.
 */

type Person = { id: string; email: string; auth: Record<string, string> };
type Place = Awaited<ReturnType<typeof newWorkPlace>>;
type Raised = [TNotificationEvent, string];

let t: TestApp;
let owner: Person & { workspaceId: string };
let admin: Person;
let manager: Person;
/** The team: Hana is its head (a cleaner head, who may create tasks), Aigerim and Bolat its members. */
let hana: Person;
let aigerim: Person;
let bolat: Person;
let teamId: string;
let otherTeamId: string;
let dana: Person;

beforeAll(async () => {
  t = await createTestApp({
    GUEST_COMPLAINTS_PER_IP_PER_HOUR: '1000',
    GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: '1000',
  });
  owner = await newOwner(t);
  const ws = owner.workspaceId;
  admin = await newEmployee(t, ws, 'admin', { name: 'Olga', surname: 'Admin' });
  manager = await newEmployee(t, ws, 'manager', { name: 'Marat', surname: 'Manager' });
  // An admin who accepted an invite but awaits a team hears nothing meant for admins (DECISIONS.md §5).
  await newStaff(t, ws, 'admin', { name: 'Ada', surname: 'Awaiting' });
  hana = await newWorker(t, ws, [], 'cleaner', { name: 'Hana', surname: 'Head', level: 'head' });
  aigerim = await newWorker(t, ws, [], 'cleaner', { name: 'Aigerim', surname: 'Sultan' });
  bolat = await newWorker(t, ws, [], 'cleaner', { name: 'Bolat', surname: 'Nur' });
  dana = await newWorker(t, ws, [], 'cleaner', { name: 'Dana', surname: 'Other' });
  teamId = (await newTeam(t, ws, [hana.id, aigerim.id, bolat.id], 'Morning crew')).id;
  await t.db.update(teams).set({ headId: hana.id }).where(eq(teams.id, teamId));
  otherTeamId = (await newTeam(t, ws, [dana.id], 'Evening crew')).id;
  // Another workspace, whose owner and admin must never hear of this one.
  const stranger = await newOwner(t);
  await newStaff(t, stranger.workspaceId, 'admin');
});
afterAll(async () => t?.close());

/** A location served by the team, with the switch and flags given (all on by default). */
function newLocation(settings: { enabled?: boolean; off?: TNotificationEvent } = {}) {
  return newWorkPlace(t, owner.workspaceId, {
    teamId,
    notificationsEnabled: settings.enabled ?? true,
    notificationEvents: { ...ALL_NOTIFICATION_EVENTS_ON, ...(settings.off ? { [settings.off]: false } : {}) },
  });
}

const post = (auth: Record<string, string>, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

async function ok(response: Awaited<ReturnType<typeof post>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** The feed rows `act` adds, as "event:user" pairs, sorted. */
async function raisedBy(act: () => Promise<unknown>) {
  const before = (await t.db.select({ id: notifications.id }).from(notifications)).map((r) => r.id);
  await act();
  const rows = await t.db
    .select()
    .from(notifications)
    .where(before.length ? notInArray(notifications.id, before) : undefined);
  return rows;
}
const pairs = (rows: { event: TNotificationEvent; userId: string }[]) =>
  rows.map((r) => `${r.event}:${r.userId}`).sort();
const expected = (list: Raised[]) => list.map(([event, id]) => `${event}:${id}`).sort();

const DAILY = { frequency: 'daily', startDate: '2030-01-01', startTime: '09:00' };

interface Arranged {
  act: () => Promise<void>;
  /** Everything the action raises: the event under test and any it brings along. */
  raised: Raised[];
  /** The subject each recipient of the event under test gets, by language. */
  subject: Record<'es' | 'kk', string>;
  /** A text the copy names: the location's title, the task's, the actor's. */
  mentions: string;
}

interface Scenario {
  event: TNotificationEvent;
  /** Events without a location (userNotAvailable) are always on. */
  hasLocation: boolean;
  arrange: (place: Place) => Promise<Arranged>;
}

/** POST /tasks for the place's first room. */
const createTask = (actor: Person, place: Place, body: object) =>
  post(actor.auth, '/api/tasks', {
    locationId: place.location.id,
    roomIds: [place.rooms[0]!.id],
    ...body,
  }).then((r) => ok(r, 201));

/** A team job at the place, starting a moment ago. */
async function teamJob(place: Place, title: string) {
  const { occurrence } = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: place.location.id,
    teamId,
    title,
    startsAt: new Date(Date.now() - 60_000),
  });
  return occurrence.id;
}

/** Someone with an account outside the workspace: the addressee of an invite. */
const newcomer = () =>
  newStaff(t, owner.workspaceId, null, { name: 'Nina', surname: 'New', workspaceId: null, type: 'staff' });

const ownerAndAdmins = (event: TNotificationEvent): Raised[] => [
  [event, owner.id],
  [event, admin.id],
];

const SCENARIOS: Scenario[] = [
  {
    event: 'taskAssigned',
    hasLocation: true,
    arrange: async (place) => ({
      // Hana assigns herself and Aigerim: she is not told of her own action.
      act: () =>
        createTask(hana, place, {
          kind: 'one_time',
          title: 'Wash windows',
          assigneeIds: [hana.id, aigerim.id],
        }),
      raised: [['taskAssigned', aigerim.id]],
      subject: { es: 'Nueva tarea: Wash windows', kk: 'Жаңа тапсырма: Wash windows' },
      mentions: place.location.title,
    }),
  },
  {
    event: 'repeatedTaskAssigned',
    hasLocation: true,
    arrange: async (place) => ({
      act: () =>
        createTask(hana, place, {
          kind: 'recurring',
          title: 'Water plants',
          schedule: DAILY,
          assigneeIds: [hana.id, bolat.id],
        }),
      raised: [['repeatedTaskAssigned', bolat.id]],
      subject: {
        es: 'Nueva tarea periódica: Water plants',
        kk: 'Жаңа қайталанатын тапсырма: Water plants',
      },
      mentions: place.location.title,
    }),
  },
  {
    event: 'taskAssignedTeam',
    hasLocation: true,
    arrange: async (place) => ({
      act: () =>
        createTask(hana, place, {
          kind: 'one_time',
          title: 'Mop hall',
          teamIds: [teamId],
        }),
      raised: [
        ['taskAssignedTeam', aigerim.id],
        ['taskAssignedTeam', bolat.id],
      ],
      subject: { es: 'Nueva tarea para tu equipo: Mop hall', kk: 'Командаңызға жаңа тапсырма: Mop hall' },
      mentions: 'Morning crew',
    }),
  },
  {
    event: 'repeatedTaskAssignedTeam',
    hasLocation: true,
    arrange: async (place) => ({
      act: () =>
        createTask(hana, place, {
          kind: 'recurring',
          title: 'Empty bins',
          schedule: DAILY,
          teamIds: [teamId],
        }),
      raised: [
        ['repeatedTaskAssignedTeam', aigerim.id],
        ['repeatedTaskAssignedTeam', bolat.id],
      ],
      subject: {
        es: 'Nueva tarea periódica para tu equipo: Empty bins',
        kk: 'Командаңызға жаңа қайталанатын тапсырма: Empty bins',
      },
      mentions: 'Morning crew',
    }),
  },
  {
    event: 'inviteCreated',
    hasLocation: true,
    arrange: async (place) => {
      const nina = await newcomer();
      return {
        // One addressee has an account, the other does not: only Nina is told.
        act: () =>
          post(owner.auth, '/api/invite', {
            contacts: [{ email: nina.email }, { email: `nobody-${nina.id}@example.com` }],
            locationId: place.location.id,
          }).then((r) => ok(r, 201)),
        raised: [['inviteCreated', nina.id]],
        subject: { es: 'Invitación para trabajar en CleanOps', kk: 'CleanOps жүйесінде жұмысқа шақыру' },
        mentions: place.location.title,
      };
    },
  },
  {
    event: 'inviteApproved',
    hasLocation: true,
    arrange: async (place) => {
      const nina = await newcomer();
      const [invite] = await ok(
        await post(admin.auth, '/api/invite', {
          contacts: [{ email: nina.email }],
          locationId: place.location.id,
        }),
        201,
      );
      return {
        act: () => post(nina.auth, `/api/invite/${invite.id}`).then((r) => ok(r)),
        raised: [['inviteApproved', admin.id]],
        subject: { es: 'Invitación aceptada', kk: 'Шақыру қабылданды' },
        mentions: 'Nina New',
      };
    },
  },
  {
    event: 'taskPicked',
    hasLocation: true,
    arrange: async (place) => {
      const id = await teamJob(place, 'Polish taps');
      return {
        act: () => post(aigerim.auth, `/api/occurrences/${id}/pick`).then((r) => ok(r)),
        raised: [...ownerAndAdmins('taskPicked'), ['taskPicked', hana.id]],
        subject: { es: 'Tarea tomada: Polish taps', kk: 'Тапсырма алынды: Polish taps' },
        mentions: 'Aigerim Sultan',
      };
    },
  },
  {
    event: 'taskNotPicked',
    hasLocation: true,
    arrange: async (place) => {
      // Earlier scenarios' team jobs nobody picked are reported now, so that the action reports this one only.
      await raiseNotPicked(t.db, new Date());
      await teamJob(place, 'Dust shelves');
      return {
        act: async () => {
          await raiseNotPicked(t.db, new Date());
        },
        raised: [...ownerAndAdmins('taskNotPicked'), ['taskNotPicked', hana.id]],
        subject: {
          es: 'Nadie ha tomado la tarea: Dust shelves',
          kk: 'Тапсырманы ешкім алмады: Dust shelves',
        },
        mentions: 'Morning crew',
      };
    },
  },
  {
    event: 'taskStarted',
    hasLocation: true,
    arrange: async (place) => {
      const id = await teamJob(place, 'Clean oven');
      return {
        // Starting an unpicked team job picks it too; the same people hear of it once, as the start.
        act: () => post(aigerim.auth, `/api/occurrences/${id}/start`).then((r) => ok(r)),
        raised: [...ownerAndAdmins('taskStarted'), ['taskStarted', hana.id]],
        subject: { es: 'Tarea iniciada: Clean oven', kk: 'Тапсырма басталды: Clean oven' },
        mentions: 'Aigerim Sultan',
      };
    },
  },
  {
    event: 'taskFinished',
    hasLocation: true,
    arrange: async (place) => {
      const id = await teamJob(place, 'Make beds');
      await ok(await post(bolat.auth, `/api/occurrences/${id}/start`));
      return {
        act: () => post(bolat.auth, `/api/occurrences/${id}/finish`, {}).then((r) => ok(r)),
        raised: [...ownerAndAdmins('taskFinished'), ['taskFinished', hana.id]],
        subject: { es: 'Tarea terminada: Make beds', kk: 'Тапсырма орындалды: Make beds' },
        mentions: 'Bolat Nur',
      };
    },
  },
  {
    event: 'taskMessage',
    hasLocation: true,
    arrange: async (place) => {
      const id = await teamJob(place, 'Change towels');
      await ok(await post(bolat.auth, `/api/occurrences/${id}/start`));
      return {
        act: () =>
          post(bolat.auth, `/api/occurrences/${id}/finish`, { comment: 'No clean towels left' }).then((r) =>
            ok(r),
          ),
        raised: [
          ...ownerAndAdmins('taskFinished'),
          ['taskFinished', hana.id],
          ...ownerAndAdmins('taskMessage'),
        ],
        subject: {
          es: 'Comentario sobre la tarea: Change towels',
          kk: 'Тапсырмаға түсініктеме: Change towels',
        },
        mentions: 'No clean towels left',
      };
    },
  },
  {
    event: 'complaintCreated',
    hasLocation: true,
    arrange: async (place) => {
      const body = await multipartBody([], { rating: '2', text: 'The sink is dirty' });
      return {
        act: () =>
          t.app
            .inject({
              method: 'POST',
              url: `/api/public/rooms/${place.rooms[0]!.qrToken}/complaints`,
              payload: body.payload,
              headers: body.headers,
            })
            .then((r) => ok(r, 201)),
        // The location's team is headed by Hana.
        raised: [...ownerAndAdmins('complaintCreated'), ['complaintCreated', hana.id]],
        subject: { es: 'Nueva queja de un huésped: 2★', kk: 'Жаңа қонақ шағымы: 2★' },
        mentions: 'The sink is dirty',
      };
    },
  },
  {
    event: 'userNotAvailable',
    hasLocation: false,
    arrange: async () => {
      const worker = await newWorker(t, owner.workspaceId, [], 'cleaner', {
        name: 'Erlan',
        surname: 'Away',
      });
      return {
        act: () => post(worker.auth, '/api/profile', { available: false }).then((r) => ok(r)),
        raised: ownerAndAdmins('userNotAvailable'),
        subject: { es: 'Erlan Away no está disponible', kk: 'Erlan Away қолжетімсіз' },
        mentions: 'Erlan Away',
      };
    },
  },
];

describe.each(SCENARIOS)('$event', ({ event, hasLocation, arrange }) => {
  it('is raised once for each person who should hear of it, never the actor, and delivered in their language', async () => {
    const place = await newLocation();
    const arranged = await arrange(place);
    const recipients = arranged.raised.filter(([e]) => e === event).map(([, id]) => id);
    // Alternate Spanish and Kazakh among the recipients; the copy is written in each one's language.
    const languages = new Map<string, 'es' | 'kk'>(recipients.map((id, i) => [id, i % 2 ? 'kk' : 'es']));
    for (const [id, language] of languages) await setLanguage(id, language);

    const rows = await raisedBy(arranged.act);
    expect(pairs(rows)).toEqual(expected(arranged.raised));

    const sentBefore = (await readOutbox(t.dataDir)).length;
    await deliverDueNotifications(t.db, t.app.messaging, new Date());
    const sent = (await readOutbox(t.dataDir))
      .slice(sentBefore)
      .filter((m) => m.code === null && m.kind === 'notification');
    const emails = await emailsOf(recipients);
    for (const id of recipients) {
      const language = languages.get(id)!;
      const copies = sent.filter((m) => m.to === emails.get(id) && m.subject === arranged.subject[language]);
      expect(copies, `${event} to ${language}`).toHaveLength(1);
      expect(copies[0]!.text).toContain(arranged.mentions);
    }
    await resetLanguages(recipients);
  });

  if (hasLocation) {
    it("is not raised when the location's flag for it is off", async () => {
      const place = await newLocation({ off: event });
      const arranged = await arrange(place);
      const rows = await raisedBy(arranged.act);
      expect(rows.filter((r) => r.event === event)).toEqual([]);
      // Other events of the same action keep their own flags.
      expect(pairs(rows)).toEqual(expected(arranged.raised.filter(([e]) => e !== event)));
    });

    it("is not raised when the location's notifications are switched off", async () => {
      const place = await newLocation({ enabled: false });
      const arranged = await arrange(place);
      const rows = await raisedBy(arranged.act);
      expect(rows).toEqual([]);
    });
  }
});

async function setLanguage(id: string, language: TLanguage) {
  await t.db.update(users).set({ language }).where(eq(users.id, id));
}
async function resetLanguages(ids: string[]) {
  await t.db.update(users).set({ language: 'en' }).where(inArray(users.id, ids));
}
async function emailsOf(ids: string[]) {
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

describe('raising around the edges', () => {
  it('tells directly assigned people once however many teams the task is copied for, and not again as members', async () => {
    const place = await newLocation();
    const rows = await raisedBy(() =>
      createTask(owner, place, {
        kind: 'one_time',
        title: 'Deep clean',
        teamIds: [teamId, otherTeamId],
        assigneeIds: [aigerim.id],
      }),
    );
    expect(pairs(rows)).toEqual(
      expected([
        ['taskAssigned', aigerim.id],
        ['taskAssignedTeam', hana.id],
        ['taskAssignedTeam', bolat.id],
        ['taskAssignedTeam', dana.id],
      ]),
    );
    const taskIds = new Set(rows.map((r) => r.data.taskId));
    expect(taskIds.size).toBe(2);
  });

  it("tells the new team's members when a task changes team, and nobody when it keeps it", async () => {
    const place = await newLocation();
    const {
      items: [task],
    } = await createTask(owner, place, {
      kind: 'recurring',
      title: 'Windows weekly',
      schedule: DAILY,
      teamIds: [otherTeamId],
    });
    const patch = (body: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, headers: owner.auth, payload: body });
    const moved = await raisedBy(async () => expect((await patch({ teamId })).statusCode).toBe(200));
    expect(pairs(moved)).toEqual(
      expected([
        ['repeatedTaskAssignedTeam', hana.id],
        ['repeatedTaskAssignedTeam', aigerim.id],
        ['repeatedTaskAssignedTeam', bolat.id],
      ]),
    );
    const kept = await raisedBy(async () =>
      expect((await patch({ teamId, title: 'Windows' })).statusCode).toBe(200),
    );
    expect(kept).toEqual([]);
  });

  it('reports a team job nobody picked once, and not a picked one', async () => {
    const place = await newLocation();
    await raiseNotPicked(t.db, new Date());
    const lonely = await teamJob(place, 'Lonely job');
    const picked = await teamJob(place, 'Picked job');
    await ok(await post(aigerim.auth, `/api/occurrences/${picked}/pick`));
    const first = await raisedBy(() => raiseNotPicked(t.db, new Date()));
    expect(new Set(first.map((r) => r.data.occurrenceId))).toEqual(new Set([lonely]));
    const again = await raisedBy(() => raiseNotPicked(t.db, new Date()));
    expect(again).toEqual([]);
    const [job] = await t.db.select().from(occurrences).where(eq(occurrences.id, lonely));
    expect(job!.notPickedNotifiedAt).not.toBeNull();
  });

  it('tells neither a manager (not among owner and admins) nor the teammate who picked', async () => {
    const place = await newLocation();
    const id = await teamJob(place, 'Sweep yard');
    const rows = await raisedBy(() => post(aigerim.auth, `/api/occurrences/${id}/pick`));
    expect(rows.map((r) => r.userId)).not.toContain(manager.id);
    expect(rows.map((r) => r.userId)).not.toContain(aigerim.id);
  });

  it('does not raise userNotAvailable when an unavailable person only moves their date', async () => {
    const worker = await newWorker(t, owner.workspaceId, [], 'cleaner', { name: 'Gulnar' });
    await ok(await post(worker.auth, '/api/profile', { available: false }));
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const rows = await raisedBy(() => post(worker.auth, '/api/profile', { unavailableDate: later }));
    expect(rows).toEqual([]);
  });

  it("tells the owner a guest's praise as a review and a low rating as a complaint (contracts complaintKind)", async () => {
    const place = await newLocation();
    const guest = async (rating: string, text: string) => {
      const body = await multipartBody([], { rating, text });
      await ok(
        await t.app.inject({
          method: 'POST',
          url: `/api/public/rooms/${place.rooms[0]!.qrToken}/complaints`,
          payload: body.payload,
          headers: body.headers,
        }),
        201,
      );
    };
    const sentBefore = (await readOutbox(t.dataDir)).length;
    await guest('5', 'Spotless, thank you');
    await guest('2', 'Sticky tables');
    await deliverDueNotifications(t.db, t.app.messaging, new Date());
    const toOwner = (await readOutbox(t.dataDir))
      .slice(sentBefore)
      .filter(
        (m) =>
          m.code === null && m.kind === 'notification' && m.to === owner.email && m.subject.endsWith('★'),
      );
    expect(toOwner.map((m) => m.subject).sort()).toEqual(['New guest complaint: 2★', 'New guest review: 5★']);
    expect(toOwner.find((m) => m.subject.endsWith('5★'))!.text).toContain('Review: "Spotless, thank you"');
    expect(toOwner.find((m) => m.subject.endsWith('2★'))!.text).toContain('Complaint: "Sticky tables"');
  });
});
