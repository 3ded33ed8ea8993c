import { approvedSubject, canReceiveWeeklySummary, type TWeeklySummarySetting } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { WeeklySummaryRepository } from './weekly-summary.repository';

/** The opt-in of the weekly summary: owners and staff admins only, off by default. */
export class WeeklySummaryService {
  private readonly repo: WeeklySummaryRepository;

  constructor(db: Db) {
    this.repo = new WeeklySummaryRepository(db);
  }

  private allowed({ user, inTeam }: SignedInUser): boolean {
    return user.workspaceId !== null && canReceiveWeeklySummary(approvedSubject(user, inTeam));
  }

  async get(auth: SignedInUser): Promise<TWeeklySummarySetting> {
    const allowed = this.allowed(auth);
    return { allowed, enabled: allowed && (await this.repo.isSubscribed(auth.user.id)) };
  }

  async set(auth: SignedInUser, enabled: boolean): Promise<TWeeklySummarySetting> {
    if (!this.allowed(auth)) throw forbidden();
    if (enabled) await this.repo.subscribe(auth.user.id);
    else await this.repo.unsubscribe(auth.user.id);
    return { allowed: true, enabled };
  }
}
