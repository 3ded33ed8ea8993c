import {
  API_KEY_SECRET_START,
  apiKeyGrantableRights,
  approvedSubject,
  rightsFor,
  type TRight,
} from '@cleanops/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import {
  type ApiKeyRef,
  enterRequestStore,
  newRequestStore,
  type RequestStore,
} from '../modules/api-keys/api-key-context';
import { ApiKeysRepository } from '../modules/api-keys/api-keys.repository';
import { apiKeyState } from '../modules/api-keys/api-keys.service';
import { sha256 } from '../modules/auth/code-crypto';
import { SessionsRepository } from '../modules/auth/sessions.repository';

export interface AuthContext {
  /** For an API key: the user who created it, whom the key acts as (decision 0049). */
  user: UserRow;
  /** null when the request came with a signed link instead of a session (plugins/files.ts). */
  sessionId: string | null;
  /** Staff only: whether they work in a team of their workspace; until then their role gives nothing. */
  inTeam: boolean;
  rights: ReadonlySet<TRight>;
  /** The API key the request came with; null for a session or a signed link. */
  apiKey: ApiKeyRef | null;
}

function authContext(user: UserRow, inTeam: boolean, sessionId: string | null): AuthContext {
  return { user, sessionId, inTeam, rights: new Set(rightsFor(approvedSubject(user, inTeam))), apiKey: null };
}

/** Whether a bearer token is an API key rather than a session token (which never starts so). */
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_SECRET_START);

/** The bearer token of a request, or '' without one. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
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
  /** The call is about the person making it: an API key is refused even when it holds the right. */
  personOnly: boolean;
}

/**
 * Whether a route's config makes it a person's own call: `signedIn` (unless it takes keys too, as
 * files do), or a right marked `personOnly`.
 */
export function isPersonOnly(
  config: { access?: RouteAccess; personOnly?: boolean; apiKeys?: boolean } | undefined,
): boolean {
  return (config?.access === 'signedIn' && config.apiKeys !== true) || config?.personOnly === true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A call that needs a right but is about the person making it (their own calendar address): an
     * API key, which acts for its creator, is refused on it like on a `signedIn` call.
     */
    personOnly?: boolean;
    /**
     * A `signedIn` call that is not about the person making it (uploading a file, reading one of the
     * workspace's): an API key of the workspace may make it too, whatever rights it holds, since a
     * file does nothing until a route that checks a right attaches it.
     */
    apiKeys?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    requestStore: RequestStore | null;
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

/**
 * Refuses an API key on a call only a person makes (their own jobs, their profile): 403 that says
 * so, where the call would otherwise act on the key's creator as if they had made it.
 */
export function refuseApiKey(request: FastifyRequest): void {
  if (request.auth?.apiKey) throw new AppError('forbidden', { messageKey: 'apiKeyPersonOnly' });
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
  const apiKeys = new ApiKeysRepository(app.database.db);
  const idleMs = app.config.SESSION_IDLE_DAYS * 86_400_000;

  app.decorateRequest('auth', null);
  app.decorateRequest('requestStore', null);

  // The request's store for the audit log (api-key-context.ts), entered again before validation
  // because a body is read in the socket's own callbacks, which do not carry the context on.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    request.requestStore = newRequestStore();
    enterRequestStore(request.requestStore, done);
  });
  app.addHook(
    'preValidation',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!request.requestStore) return done();
      enterRequestStore(request.requestStore, done);
    },
  );

  /**
   * An API key acts as its creator, with the rights it was given that the creator still holds
   * (decision 0049): a creator who lost a right, left the workspace or was deleted takes it from
   * the key at once. A revoked or expired key is a 401 like an unknown one.
   */
  async function authenticateApiKey(request: FastifyRequest, secret: string) {
    const found = await apiKeys.findBySecretHash(sha256(secret));
    const now = new Date();
    if (
      !found ||
      apiKeyState(found.key, now) !== 'active' ||
      found.user.deletedAt ||
      found.user.workspaceId !== found.key.workspaceId
    ) {
      await app.countRefusedApiKey(request);
      throw new AppError('unauthenticated');
    }
    const { key, user, inTeam } = found;
    const held = new Set(rightsFor(approvedSubject(user, inTeam)));
    const rights = new Set(apiKeyGrantableRights(key.rights.filter((r) => held.has(r))));
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await apiKeys.touch(key.id, now, request.ip);
    }
    const apiKey: ApiKeyRef = { id: key.id, name: key.name, prefix: key.prefix };
    request.auth = { user, sessionId: null, inTeam, rights, apiKey };
    if (request.requestStore) request.requestStore.apiKey = apiKey;
    // Every later line of this request names the key, the completion line too: the reply logs
    // through the same child logger, so it is bound in place rather than replaced.
    (request.log as { setBindings?: (b: object) => void }).setBindings?.({ apiKey });
  }

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
    const token = bearerToken(request);
    if (!token && (await authenticateSignedLink(request))) return;
    if (!token || token.length > 200) throw new AppError('unauthenticated');
    if (isApiKeyToken(token)) return authenticateApiKey(request, token);
    const now = Date.now();
    const found = await sessions.findActive(sha256(token), new Date(now - idleMs));
    if (!found || found.user.deletedAt) throw new AppError('unauthenticated');
    if (now - found.lastSeenAt.getTime() > TOUCH_AFTER_MS) await sessions.touch(found.sessionId);
    request.auth = authContext(found.user, found.inTeam, found.sessionId);
  }

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    // A key is not a person: on a public page it is a guest like no header at all.
    if (!request.headers.authorization || isApiKeyToken(bearerToken(request))) return null;
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
    const config = route.config as
      | { access?: RouteAccess; personOnly?: boolean; apiKeys?: boolean }
      | undefined;
    const access = config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    const personOnly = isPersonOnly(config);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access, personOnly });
    }
  });
  // Checked on request, before the body is even read: without the right the answer is 401/403,
  // never a validation error that tells a stranger what the route expects.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    await authenticate(request);
    // A person's own calls (profile, sessions, attendance, their bell, their calendar): never a key's.
    if (isPersonOnly(request.routeOptions.config)) refuseApiKey(request);
    if (access !== 'signedIn' && !request.auth?.rights.has(access)) throw new AppError('forbidden');
  });
});
