import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { AppError } from '../../errors';

/** Long enough to look at a page and print it; short enough that a leaked link soon stops working. */
export const SIGNED_LINK_TTL_SECONDS = 3600;

/**
 * Short-lived signed links (DECISIONS.md §1) for what a browser loads without our bearer header:
 * <img src>, downloads, the QR sheet. A link is the signing user's read of exactly that path; the
 * route still checks that user's right and workspace, as for a bearer call.
 */
export class SignedLinks {
  private secret: Buffer | null = null;
  private loading: Promise<Buffer> | null = null;

  /**
   * The key comes from the database; it is read on the first request rather than at build time so
   * that the app still starts, and /health can say so, while the database is down.
   */
  constructor(private readonly loadSecret: () => Promise<Buffer>) {}

  async ready(): Promise<void> {
    if (this.secret) return;
    // The requests that arrive together at start-up wait for one read; a failed read is tried again.
    this.loading ??= this.loadSecret().finally(() => {
      this.loading = null;
    });
    this.secret = await this.loading;
  }

  private mac(path: string, userId: string, expires: number): string {
    if (!this.secret) throw new AppError('service_unavailable');
    return createHmac('sha256', this.secret).update(`${path}\n${userId}\n${expires}`).digest('base64url');
  }

  sign(path: string, userId: string, now = Date.now()): string {
    // Rounded up to the next 10 minutes so a page's links stay the same between refetches (cacheable).
    const expires = Math.ceil((now / 1000 + SIGNED_LINK_TTL_SECONDS) / 600) * 600;
    return `${path}?uid=${userId}&exp=${expires}&sig=${this.mac(path, userId, expires)}`;
  }

  /** The user a link was signed for, or null when it is forged, altered or expired. */
  verify(
    path: string,
    query: { uid?: unknown; exp?: unknown; sig?: unknown },
    now = Date.now(),
  ): string | null {
    const { uid, exp, sig } = query;
    if (typeof uid !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return null;
    const expires = Number(exp);
    if (!Number.isInteger(expires) || expires * 1000 < now) return null;
    const expected = Buffer.from(this.mac(path, uid, expires));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? uid : null;
  }
}

/** The signing key every process shares: made by whichever process starts first, then read by all. */
export async function loadSigningSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: 'signed_links', value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, sql`'signed_links'`));
  return Buffer.from(row!.value, 'base64');
}
