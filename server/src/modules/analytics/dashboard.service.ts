import type { TDashboard } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { ReadinessService } from '../readiness/readiness.service';
import { subscriptionState } from '../subscriptions/subscriptions.service';
import { jobView } from './analytics.service';
import { DashboardRepository } from './dashboard.repository';

const DAY_MS = 86_400_000;

/** What needs attention now (the `/` page), read side by side. */
export class DashboardService {
  private readonly repo: DashboardRepository;
  private readonly readiness: ReadinessService;

  constructor(private readonly db: Db) {
    this.repo = new DashboardRepository(db);
    this.readiness = new ReadinessService(db);
  }

  async get(workspaceId: string, now = new Date()): Promise<TDashboard> {
    const [dirty, checkInsToday, jobs, open, complaints, clockedIn, unavailable, subscription, checklist] =
      await Promise.all([
        this.repo.dirtyRentals(workspaceId),
        this.readiness.checkInsToday(workspaceId, now),
        this.repo.jobsToday(workspaceId, now),
        this.repo.openJobsToday(workspaceId, now),
        this.repo.openComplaints(workspaceId),
        this.repo.clockedIn(workspaceId),
        this.repo.unavailable(workspaceId, now),
        subscriptionState(this.db, workspaceId),
        this.repo.checklist(workspaceId),
      ]);
    const endsAt = subscription ? Date.parse(subscription.endsAt) : null;
    return {
      now: now.toISOString(),
      rentalsDirty: {
        total: dirty.total,
        items: dirty.items.map((d) => ({ location: d.location, since: d.since.toISOString() })),
      },
      checkInsToday,
      jobsToday: { ...jobs, open: open.map((row) => jobView(row, now)) },
      complaintsOpen: {
        total: complaints.total,
        items: complaints.items.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      },
      clockedIn: {
        total: clockedIn.total,
        items: clockedIn.items.map((c) => ({ person: c.person, since: c.since.toISOString() })),
      },
      unavailable: {
        total: unavailable.total,
        items: unavailable.items.map((u) => ({ person: u.person, until: u.until?.toISOString() ?? null })),
      },
      // Counted as GET /subscriptions counts them: whole days, rounded up.
      subscription: {
        endsAt: subscription?.endsAt ?? null,
        daysLeft: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now.getTime()) / DAY_MS)),
        active: subscription !== null && subscription.status !== 'expired',
      },
      checklist: {
        ...checklist,
        done: Object.values(checklist).every(Boolean),
      },
    };
  }
}

/** Called where a QR code or sheet is downloaded (rooms routes): ticks the first-run checklist's QR step. */
export async function recordQrPrinted(db: Db, workspaceId: string): Promise<void> {
  await new DashboardRepository(db).markQrPrinted(workspaceId, new Date());
}
