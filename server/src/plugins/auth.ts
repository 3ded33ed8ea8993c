import { rightsFor, type TRight } from '@cleanops/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { sha256 } from '../modules/auth/code-crypto';
import { SessionsRepository } from '../modules/auth/sessions.repository';
import { UsersRepository } from '../modules/users/users.repository';

export interface AuthContext {
  user: UserRow;
  /** null when the request came with a signed link instead of a session (plugins/files.ts). */
  sessionId: string | null;
  rights: ReadonlySet<TRight>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a live session. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a session, 403 without the right (DECISIONS.md §4). */
    requireRight(right: TRight): preHandlerAsyncHookHandler;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}

/** The session of a request made with a bearer token (signed links carry none, and only for GETs). */
export function currentSessionId(request: FastifyRequest): string {
  const { sessionId } = currentAuth(request);
  if (!sessionId) throw new AppError('unauthenticated');
  return sessionId;
}

/** Touching last_seen_at on every request would write on every read; once a minute is enough for a 30-day idle limit. */
const TOUCH_AFTER_MS = 60_000;

export default fp(async function auth(app: FastifyInstance) {
  const sessions = new SessionsRepository(app.database.db);
  const users = new UsersRepository(app.database.db);
  const idleMs = app.config.SESSION_IDLE_DAYS * 86_400_000;

  app.decorateRequest('auth', null);

  /** A GET with a valid signed link acts as the user who got the link, for that one path only. */
  async function authenticateSignedLink(request: FastifyRequest): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const query = request.query as Record<string, unknown> | undefined;
    if (!query?.sig) return false;
    const userId = app.signedLinks.verify(request.url.split('?')[0]!, query);
    const user = userId ? await users.findById(userId) : undefined;
    if (!user || user.deletedAt) return false;
    request.auth = { user, sessionId: null, rights: new Set(rightsFor(user)) };
    return true;
  }

  async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token && (await authenticateSignedLink(request))) return;
    if (!token || token.length > 200) throw new AppError('unauthenticated');
    const now = Date.now();
    const found = await sessions.findActive(sha256(token), new Date(now - idleMs));
    if (!found || found.user.deletedAt) throw new AppError('unauthenticated');
    if (now - found.lastSeenAt.getTime() > TOUCH_AFTER_MS) await sessions.touch(found.sessionId);
    request.auth = { user: found.user, sessionId: found.sessionId, rights: new Set(rightsFor(found.user)) };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRight', (right: TRight) => async (request: FastifyRequest) => {
    if (!request.auth) await authenticate(request);
    if (!request.auth?.rights.has(right)) throw new AppError('forbidden');
  });
});
