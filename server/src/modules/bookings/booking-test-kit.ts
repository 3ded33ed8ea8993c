import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  bookingFeeds,
  bookings,
  type LocationRow,
  locations,
  occurrences,
  tasks,
  teamMembers,
  teams,
} from '../../db/schema';
import * as factories from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** Shared by the bookings tests: fixtures, a local calendar server, a rental with a team. */

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

export const SYNC_SETTINGS = {
  // Generous: the calendar server shares its process with the database on a busy CI machine.
  BOOKING_FEED_TIMEOUT_MS: 15_000,
  BOOKING_FEED_MAX_BYTES: 5_000_000,
  BOOKING_FEEDS_ALLOW_LOOPBACK: true,
};

export type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A calendar server on 127.0.0.1 whose answers a test sets per path. */
export async function calendarServer() {
  const routes = new Map<string, Route>();
  const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    const route = routes.get(request.url ?? '');
    if (route) route(request, response);
    else response.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    requests,
    /** Serves an iCal body with an ETag, answering 304 to a request that already has it. */
    serve(p: string, body: string, etag = `"${randomUUID()}"`) {
      routes.set(p, (request, response) => {
        if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(body);
      });
    },
    route(p: string, route: Route) {
      routes.set(p, route);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A rental in Almaty with a team of one cleaner; checkout 12:00, check-in 14:00, cleaning 3 hours. */
export async function newRentalWithTeam(t: TestApp, extra: Partial<LocationRow> = {}) {
  const owner = await factories.newOwner(t);
  const cleaner = await factories.newStaff(t, owner.workspaceId, 'cleaner');
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId: owner.workspaceId, name: `Crew ${randomUUID()}` })
    .returning();
  await t.db.insert(teamMembers).values({ teamId: team!.id, userId: cleaner.id });
  const [location] = await t.db
    .insert(locations)
    .values({
      workspaceId: owner.workspaceId,
      title: 'Flat 7',
      address: 'Abay 12',
      type: 'rental',
      timezone: 'Asia/Almaty',
      teamId: team!.id,
      checkoutTime: '12:00',
      checkInTime: '14:00',
      cleaningDuration: 180,
      ...extra,
    })
    .returning();
  return { owner, cleaner, team: team!, location: location! };
}

export async function newFeed(t: TestApp, location: LocationRow, url: string) {
  const [feed] = await t.db
    .insert(bookingFeeds)
    .values({ workspaceId: location.workspaceId, locationId: location.id, name: 'Airbnb', url })
    .returning();
  return feed!;
}

/** The location's turnover jobs that exist (not deleted), by start. */
export async function turnoverJobs(t: TestApp, locationId: string) {
  return t.db
    .select({
      taskId: tasks.id,
      occurrenceId: occurrences.id,
      startsAt: occurrences.startsAt,
      dueAt: occurrences.dueAt,
      state: occurrences.state,
    })
    .from(occurrences)
    .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
    .where(and(eq(occurrences.locationId, locationId), eq(tasks.origin, 'turnover')))
    .orderBy(occurrences.startsAt);
}

export async function bookingsOf(t: TestApp, locationId: string) {
  return t.db.select().from(bookings).where(eq(bookings.locationId, locationId)).orderBy(bookings.checkIn);
}
