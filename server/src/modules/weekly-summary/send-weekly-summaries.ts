import type { TWeeklySummaryFigures, TWorkspaceSummary } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { raiseNotification } from '../notifications/raise';
import { WeeklySummaryRepository } from './weekly-summary.repository';

/** Local hour on Monday from which the summary goes out ("Monday morning"). */
export const WEEKLY_SUMMARY_HOUR = 8;

/** The analytics headline figures of a workspace over local days from–to (analytics-api's summary). */
export type Summarize = (
  db: Db,
  workspaceId: string,
  range: { from: string; to: string },
  now: Date,
) => Promise<TWorkspaceSummary>;

interface LocalMoment {
  date: string;
  hour: number;
  monday: boolean;
}

function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    monday: parts.weekday === 'Mon',
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function summaryFigures(summary: TWorkspaceSummary, link?: string): TWeeklySummaryFigures {
  const { jobs, complaints, attendance } = summary.metrics;
  const place = (row: TWorkspaceSummary['bestLocation']) =>
    row ? { id: row.location.id, title: row.location.title } : null;
  return {
    from: summary.from,
    to: summary.to,
    planned: jobs.planned,
    done: jobs.done,
    onTimeRate: jobs.onTimeRate,
    missed: jobs.missed,
    complaints: complaints.count,
    meanRating: complaints.meanRating,
    hours: Math.round((attendance?.hours ?? 0) * 10) / 10,
    best: place(summary.bestLocation),
    worst: place(summary.worstLocation),
    ...(link ? { link } : {}),
  };
}

export interface SendOptions {
  now: Date;
  summarize: Summarize;
  /** PUBLIC_URL, for the link to the week on the analytics screen; none in the text without it. */
  publicUrl?: string;
  /** One workspace's failure (its figures could not be read) is reported here and the others still go. */
  onError?: (error: unknown, reader: { id: string; workspaceId: string }) => void;
}

/**
 * The weekly summary job: every opted-in owner or staff admin whose local time is Monday
 * from WEEKLY_SUMMARY_HOUR gets last week's figures (Monday to Sunday, local days), once: the week is
 * claimed in weekly_summary_sends in the same transaction that raises the notification (feed row and
 * e-mail copy, delivered by the notification worker in the reader's language). A Monday the process
 * was down all day is not made up later in the week: a late summary of a week gone reads as noise.
 * The figures are read outside any transaction (a PGlite transaction holds every other query) and
 * once per workspace and week, whatever the number of readers. Answers how many summaries it raised.
 */
export async function sendWeeklySummaries(db: Db, options: SendOptions): Promise<number> {
  const repo = new WeeklySummaryRepository(db);
  const due = (await repo.readers())
    .map((reader) => ({ reader, local: localMoment(options.now, reader.timezone) }))
    .filter(({ local }) => local.monday && local.hour >= WEEKLY_SUMMARY_HOUR);
  if (!due.length) return 0;
  const oldest = due.reduce((min, { local }) => (local.date < min ? local.date : min), due[0]!.local.date);
  const sent = await repo.sentWeeks(
    due.map(({ reader }) => reader.id),
    oldest,
  );
  const summaries = new Map<string, Promise<TWorkspaceSummary>>();
  let raised = 0;
  for (const { reader, local } of due) {
    const weekStart = local.date;
    if (sent.has(`${reader.id}|${weekStart}`)) continue;
    const range = { from: addDays(weekStart, -7), to: addDays(weekStart, -1) };
    const key = `${reader.workspaceId}|${range.from}`;
    if (!summaries.has(key))
      summaries.set(key, options.summarize(db, reader.workspaceId, range, options.now));
    let summary: TWorkspaceSummary;
    try {
      summary = await summaries.get(key)!;
    } catch (error) {
      // Left unclaimed, so the next run tries this reader again.
      if (!options.onError) throw error;
      options.onError(error, reader);
      continue;
    }
    const base = options.publicUrl?.replace(/\/+$/, '');
    const link = base
      ? `${base}/analytics?${new URLSearchParams({ range: 'custom', from: range.from, to: range.to })}`
      : undefined;
    const claimed = await db.transaction(async (tx) => {
      const txRepo = new WeeklySummaryRepository(tx);
      if (!(await txRepo.claimWeek(reader.id, weekStart))) return false;
      await raiseNotification(tx, {
        event: 'weeklySummary',
        workspaceId: reader.workspaceId,
        locationId: null,
        actorId: null,
        recipients: { userIds: [reader.id] },
        data: { summary: summaryFigures(summary, link) },
      });
      await txRepo.linkNotification(reader.id, weekStart);
      return true;
    });
    if (claimed) raised += 1;
  }
  return raised;
}
