import {
  CODE_LENGTH,
  CODE_MASK_CHAR,
  CODE_VISIBLE_CHARS,
  type TActiveCodesResponse,
} from '@cleanops/contracts';
import type { Db } from '../../../db/client';
import { recordLog } from '../../logs/logs.repository';
import { type ActiveCodesPage, ActiveCodesRepository } from './codes.repository';

/**
 * The screen refreshes every 10 s; a refresh showing the same codes within this time is the same
 * viewing and is not logged again, so the log keeps who saw which codes without a line per refresh.
 */
const SAME_VIEW_MS = 10 * 60_000;

/** `••••7K`: the last 2 characters and never more; a code kept before tails were stored is all mask. */
export function maskCode(tail: string | null): string {
  const visible = (tail ?? '').slice(-CODE_VISIBLE_CHARS);
  return CODE_MASK_CHAR.repeat(CODE_LENGTH - visible.length) + visible;
}

/** Active codes for the super admin (DECISIONS.md §11); every viewing is logged (get_active_codes). */
export class ActiveCodesService {
  private readonly repo: ActiveCodesRepository;

  constructor(private readonly db: Db) {
    this.repo = new ActiveCodesRepository(db);
  }

  async list(viewer: { userId: string; ip: string }, page: ActiveCodesPage): Promise<TActiveCodesResponse> {
    const now = new Date();
    const { rows, total } = await this.repo.list(now, page);
    const codeIds = rows.map((r) => r.id).sort();
    const last = await this.repo.lastViewLogged(viewer.userId, new Date(now.getTime() - SAME_VIEW_MS));
    const lastIds = Array.isArray(last?.codeIds) ? [...(last.codeIds as string[])].sort() : null;
    if (!lastIds || lastIds.join() !== codeIds.join()) {
      await recordLog(this.db, {
        action: 'get_active_codes',
        userId: viewer.userId,
        ip: viewer.ip,
        workspaceId: null,
        data: { codeIds, contacts: [...new Set(rows.map((r) => r.contact))], total },
        description: `Viewed ${rows.length} of ${total} active codes`,
      });
    }
    return {
      items: rows.map((r) => ({
        id: r.id,
        contact: r.contact,
        channel: r.channel,
        purpose: r.purpose,
        maskedCode: maskCode(r.codeTail),
        wrongTries: r.wrongTries,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }
}
