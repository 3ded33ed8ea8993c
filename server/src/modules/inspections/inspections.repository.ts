import type { TTaskChecklistItem } from '@cleanops/contracts';
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  bookings,
  checklists,
  type LocationRow,
  locations,
  occurrences,
  taskAssignees,
  tasks,
  teams,
} from '../../db/schema';

/** What the inspection flow reads inside the transaction of the finish that starts it. */
export class InspectionsRepository {
  constructor(private readonly db: Tx) {}

  async location(locationId: string): Promise<LocationRow | undefined> {
    const [row] = await this.db.select().from(locations).where(eq(locations.id, locationId));
    return row;
  }

  async teamHead(teamId: string): Promise<string | null> {
    const [row] = await this.db.select({ headId: teams.headId }).from(teams).where(eq(teams.id, teamId));
    return row?.headId ?? null;
  }

  async checklistItems(checklistId: string): Promise<TTaskChecklistItem[]> {
    const [row] = await this.db
      .select({ items: checklists.items })
      .from(checklists)
      .where(eq(checklists.id, checklistId));
    return row?.items ?? [];
  }

  /** The location's active stays checking in on `fromDate` (a local date) or later, the first few. */
  async nextStays(locationId: string, fromDate: string) {
    return this.db
      .select({ checkIn: bookings.checkIn })
      .from(bookings)
      .where(
        and(
          eq(bookings.locationId, locationId),
          eq(bookings.kind, 'stay'),
          eq(bookings.status, 'active'),
          gte(bookings.checkIn, fromDate),
        ),
      )
      .orderBy(bookings.checkIn)
      .limit(3);
  }

  /** The team and the people the location's last finished turnover was given to. */
  async lastTurnoverAssignment(
    locationId: string,
  ): Promise<{ teamId: string | null; assigneeIds: string[] } | null> {
    const [row] = await this.db
      .select({ taskId: tasks.id, teamId: tasks.teamId })
      .from(occurrences)
      .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
      .where(
        and(
          eq(occurrences.locationId, locationId),
          isNotNull(occurrences.finishedAt),
          eq(tasks.origin, 'turnover'),
        ),
      )
      .orderBy(desc(occurrences.finishedAt))
      .limit(1);
    if (!row) return null;
    const people = await this.db
      .select({ userId: taskAssignees.userId })
      .from(taskAssignees)
      .where(eq(taskAssignees.taskId, row.taskId));
    return { teamId: row.teamId, assigneeIds: people.map((p) => p.userId) };
  }
}
