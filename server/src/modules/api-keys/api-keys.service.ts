import { randomBytes } from 'node:crypto';
import {
  API_KEY_EXCLUDED_RIGHTS,
  API_KEY_PREFIX_LENGTH,
  API_KEY_SECRET_START,
  API_KEYS_LIMIT,
  type TApiKey,
  type TApiKeyState,
  type TCreateApiKeyResponse,
  type TRight,
  type ZCreateApiKeyRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApiKeyRow, UserRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { sha256 } from '../auth/code-crypto';
import { recordLog } from '../logs/logs.repository';
import { personLabel } from '../users/person-label';
import { type ApiKeyListRow, ApiKeysRepository } from './api-keys.repository';

type CreateApiKey = z.output<typeof ZCreateApiKeyRequest>;

export interface ApiKeyActor {
  user: UserRow;
  rights: ReadonlySet<TRight>;
  ip: string;
}

/** `cok_`, 8 characters shown as the prefix, `_`, then 256 random bits: only the SHA-256 is kept. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const shown = randomBytes(6).toString('base64url');
  const secret = `${API_KEY_SECRET_START}${shown}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), hash: sha256(secret) };
}

export function apiKeyState(key: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): TApiKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function toApiKey({ key, creator }: ApiKeyListRow, now: Date): TApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    rights: key.rights,
    createdAt: key.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, name: personLabel(creator) } : null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: key.lastUsedIp,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    state: apiKeyState(key, now),
  };
}

/** The workspace's API keys (docs/integrations.md, decision 0049). */
export class ApiKeysService {
  private readonly repo: ApiKeysRepository;

  constructor(private readonly db: Db) {
    this.repo = new ApiKeysRepository(db);
  }

  async list(workspaceId: string): Promise<{ items: TApiKey[] }> {
    const now = new Date();
    return { items: (await this.repo.list(workspaceId)).map((row) => toApiKey(row, now)) };
  }

  /**
   * A key holds only rights its creator holds now (403 naming the first missing one) and never one
   * that hands out keys (400). The secret is in this reply and nowhere else, ever.
   */
  async create(actor: ApiKeyActor, workspaceId: string, body: CreateApiKey): Promise<TCreateApiKeyResponse> {
    const excluded = body.rights.find((r) => API_KEY_EXCLUDED_RIGHTS.includes(r));
    if (excluded) {
      throw new AppError('validation_failed', {
        fields: [{ path: 'body.rights', key: 'apiKeyRightExcluded', vars: { right: excluded } }],
      });
    }
    const missing = body.rights.find((r) => !actor.rights.has(r));
    if (missing) {
      throw new AppError('forbidden', {
        messageKey: 'apiKeyRightNotHeld',
        vars: { right: missing },
        fields: [{ path: 'body.rights', key: 'apiKeyRightNotHeld', vars: { right: missing } }],
      });
    }
    const { secret, prefix, hash } = newApiKeySecret();
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const repo = new ApiKeysRepository(tx);
      if ((await repo.countLive(workspaceId, now)) >= API_KEYS_LIMIT) {
        throw new AppError('conflict', {
          messageKey: 'apiKeysLimit',
          vars: { max: API_KEYS_LIMIT },
        });
      }
      const key = await repo.insert({
        workspaceId,
        name: body.name,
        prefix,
        secretHash: hash,
        rights: body.rights,
        createdBy: actor.user.id,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      });
      await recordLog(tx, {
        action: 'create_api_key',
        userId: actor.user.id,
        ip: actor.ip,
        workspaceId,
        data: { workspaceId, apiKeyId: key.id, name: key.name, prefix, rights: key.rights },
      });
      const creator = {
        id: actor.user.id,
        name: actor.user.name,
        surname: actor.user.surname,
        email: actor.user.email,
        phone: actor.user.phone,
      };
      return { key: toApiKey({ key, creator }, now), secret };
    });
  }

  /** Revoked at once: the next request with the key is a 401. Revoking twice is a 404. */
  async revoke(actor: ApiKeyActor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const key = await new ApiKeysRepository(tx).revoke(workspaceId, id, new Date());
      if (!key) throw notFound();
      await recordLog(tx, {
        action: 'revoke_api_key',
        userId: actor.user.id,
        ip: actor.ip,
        workspaceId,
        data: { workspaceId, apiKeyId: key.id, name: key.name, prefix: key.prefix },
      });
    });
  }
}
