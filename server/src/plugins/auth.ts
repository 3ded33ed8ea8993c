import { approvedSubject, rightsFor, type TRight } from '@cleanops/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { sha256 } from '../modules/auth/code-crypto';
import { SessionsRepository } from '../modules/auth/sessions.repository';

export interface AuthContext {
  user: UserRow;
  /** null when the request came with a signed link instead of a session (plugins/files.ts). */
  sessionId: string | null;
  /** Staff only: whether they work in a team of their workspace; until then their role gives nothing. */
  inTeam: boolean;
  rights: ReadonlySet<TRight>;
}

function authContext(user: UserRow, inTeam: boolean, sessionId: string | null): AuthContext {
  return { user, sessionId, inTeam, rights: new Set(rightsFor(approvedSubject(user, inTeam))) };
}

/**
 * What a route needs, declared on every /api route as `config: { access }` (DECISIONS.md §4): a right
 * of the catalogue, any signed-in user, or nobody. The app refuses to start with an /api route that
 * declares nothing, so none can be forgotten; the rights matrix test reads the same table.
 */
export type RouteAccess = TRight | 'signedIn' | 'public';
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order. */
    routeAccess: RouteAccessEntry[];
    /** On a public route that tells a signed-in user more: who sent it, or null (never a 401). */
    optionalAuth(request: FastifyRequest): Promise<AuthContext | null>;
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
  const idleMs = app.config.SESSION_IDLE_DAYS * 86_400_000;

  app.decorateRequest('auth', null);

  /** A GET with a valid signed link acts as the user who got the link, for that one path only. */
  async function authenticateSignedLink(request: FastifyRequest): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const query = request.query as Record<string, unknown> | undefined;
    if (!query?.sig) return false;
    const userId = app.signedLinks.verify(request.url.split('?')[0]!, query);
    const found = userId ? await sessions.findUser(userId) : undefined;
    if (!found || found.user.deletedAt) return false;
    request.auth = authContext(found.user, found.inTeam, null);
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
    request.auth = authContext(found.user, found.inTeam, found.sessionId);
  }

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return null;
    try {
      await authenticate(request);
    } catch (error) {
      // A stale or foreign token is a guest here; a database failure still goes to the error handler.
      if (error instanceof AppError) return null;
      throw error;
    }
    return request.auth;
  });

  // Documentation routes are registered before this plugin and never reach the hook below.
  const routeAccess: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access });
    }
  });
  // Checked on request, before the body is even read: without the right the answer is 401/403,
  // never a validation error that tells a stranger what the route expects.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    await authenticate(request);
    if (access !== 'signedIn' && !request.auth?.rights.has(access)) throw new AppError('forbidden');
  });
});
