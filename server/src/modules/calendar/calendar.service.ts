import { randomBytes } from 'node:crypto';
import {
  approvedSubject,
  rightsFor,
  type TCalendarFeedLink,
  type TCalendarFeedStatus,
  type TLanguage,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import type { OccurrenceRow } from '../../db/schema';
import { notFound } from '../../errors';
import { taskTitleIn } from '../../i18n/task-titles';
import { SessionsRepository } from '../auth/sessions.repository';
import { OccurrencesRepository } from '../occurrences/occurrences.repository';
import { hashToken } from '../problems/problems.service';
import { CalendarRepository } from './calendar.repository';
import { CALENDAR_TEXTS } from './calendar-texts';
import { type FeedEvent, writeCalendar } from './ical-writer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a feed reaches: a month of finished work stays in the calendar. */
export const FEED_DAYS_BACK = 30;
/** A job without a due time, or due at its start, shows as an hour. */
export const FEED_DEFAULT_DURATION_MS = 60 * 60 * 1000;
/** More jobs than any calendar needs in one read; the oldest come first, so the cut falls far ahead. */
const FEED_EVENTS_MAX = 5000;

/** Who asks for an address: a signed-in member of a workspace. */
export interface FeedOwner {
  id: string;
  language: TLanguage;
}

const statusOf = (row: { createdAt: Date } | undefined): TCalendarFeedStatus => ({
  active: !!row,
  createdAt: row?.createdAt.toISOString() ?? null,
});

/**
 * Calendar subscriptions (docs/integrations.md): private feeds of a person's jobs or a location's,
 * read by calendar apps without a session. The address is the secret, so only its hash is kept and
 * an unknown, replaced or no longer allowed address is the same 404
 * (docs/decisions/0052-calendar-feed-addresses.md).
 */
export class CalendarService {
  constructor(
    private readonly db: Db,
    private readonly horizonDays: number,
  ) {}

  async status(workspaceId: string, owner: FeedOwner, locationId: string | null) {
    const repo = new CalendarRepository(this.db);
    if (locationId && !(await repo.locationInWorkspace(workspaceId, locationId))) throw notFound();
    return statusOf(await repo.find(workspaceId, owner.id, locationId));
  }

  /** A new address for the feed; the one before it, if any, stops at once. */
  async renew(
    workspaceId: string,
    owner: FeedOwner,
    locationId: string | null,
    baseUrl: string,
  ): Promise<TCalendarFeedLink> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      const repo = new CalendarRepository(tx);
      if (locationId && !(await repo.locationInWorkspace(workspaceId, locationId))) throw notFound();
      return repo.renew({
        workspaceId,
        userId: owner.id,
        locationId,
        tokenHash: hashToken(token),
        language: owner.language,
        createdAt: new Date(),
      });
    });
    const url = `${baseUrl}/api/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt.toISOString() };
  }

  /**
   * The feed behind a token. It is read as its owner would see it today: an owner who left the
   * workspace, was deleted or no longer reads jobs has no feed, whatever the address.
   */
  async feed(token: string, baseUrl: string, now = new Date()): Promise<string> {
    const repo = new CalendarRepository(this.db);
    const feed = await repo.findByHash(hashToken(token));
    if (!feed) throw notFound();
    const owner = await new SessionsRepository(this.db).findUser(feed.userId);
    const allowed =
      owner &&
      owner.user.deletedAt === null &&
      owner.user.workspaceId === feed.workspaceId &&
      rightsFor(approvedSubject(owner.user, owner.inTeam)).includes('get_tasks');
    if (!allowed) throw notFound();

    const from = new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS);
    const to = new Date(now.getTime() + this.horizonDays * DAY_MS);
    let jobs: OccurrenceRow[];
    let name: string;
    let zone: string | null = null;
    // A person's feed follows their language as it is now; a location's keeps its maker's.
    const language = feed.locationId ? feed.language : owner.user.language;
    const texts = CALENDAR_TEXTS[language];
    const jobsStarting = (of: { locationId: string } | { userId: string }) =>
      new OccurrencesRepository(this.db).startingBetween(feed.workspaceId, of, from, to, FEED_EVENTS_MAX);
    if (feed.locationId) {
      const location = await repo.locationInWorkspace(feed.workspaceId, feed.locationId);
      if (!location) throw notFound();
      jobs = await jobsStarting({ locationId: location.id });
      name = texts.locationJobs(location.title);
      zone = location.timezone;
    } else {
      jobs = await jobsStarting({ userId: feed.userId });
      name = texts.myJobs;
      zone = owner.user.timezone;
    }
    const events = await this.events(jobs, language, baseUrl);
    return writeCalendar({ name, zone, events, now });
  }

  private async events(jobs: OccurrenceRow[], language: TLanguage, baseUrl: string): Promise<FeedEvent[]> {
    const taskIds = [...new Set(jobs.map((j) => j.taskId))];
    const [taskRows, roomRows] = await Promise.all([
      new CalendarRepository(this.db).tasksWithLocations(taskIds),
      new OccurrencesRepository(this.db).roomsOfTasks(taskIds),
    ]);
    const tasksById = new Map(taskRows.map((t) => [t.id, t]));
    const host = new URL(baseUrl).host;
    const texts = CALENDAR_TEXTS[language];
    return jobs.map((job) => {
      const task = tasksById.get(job.taskId)!;
      const rooms = roomRows.filter((r) => r.taskId === job.taskId).map((r) => r.name);
      const url = `${baseUrl}/tasks/jobs/${job.id}`;
      const end =
        job.dueAt && job.dueAt.getTime() > job.startsAt.getTime()
          ? job.dueAt
          : new Date(job.startsAt.getTime() + FEED_DEFAULT_DURATION_MS);
      return {
        uid: `${job.id}@${host}`,
        start: job.startsAt,
        end,
        zone: task.location.timezone,
        summary: taskTitleIn(task, language),
        location: `${task.location.title}, ${task.location.address}`,
        description: [rooms.length ? `${texts.rooms}: ${rooms.join(', ')}` : null, `${texts.openJob}: ${url}`]
          .filter(Boolean)
          .join('\n'),
        url,
        lastModified: job.updatedAt,
      };
    });
  }
}
