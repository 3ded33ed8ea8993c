import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { RIGHTS } from './rights';
import { ZLine } from './validation';

/**
 * API keys (right manage_integrations): a secret an integration sends as `Authorization: Bearer`,
 * told apart from a session token by its opening `cok_`. The secret is shown once; the server keeps
 * only its SHA-256 and the prefix that names it in lists and logs.
 */
export const API_KEY_SECRET_START = 'cok_';
/** `cok_` and 8 characters: what lists and logs show of a key. */
export const API_KEY_PREFIX_LENGTH = 12;
export const API_KEY_NAME_MAX = 60;
/** A workspace's live keys; more is a sign of keys never revoked. */
export const API_KEYS_LIMIT = 50;

export const API_KEY_STATES = ['active', 'expired', 'revoked'] as const;
export const ZApiKeyState = z.enum(API_KEY_STATES);
export type TApiKeyState = z.infer<typeof ZApiKeyState>;

export const ZApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters (`cok_Ab12Cd34`), enough to tell keys apart. */
  prefix: z.string(),
  rights: z.array(z.enum(RIGHTS)),
  createdAt: ZIsoDateTime,
  /** Who created it; null once that account is gone. */
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  expiresAt: ZIsoDateTime.nullable(),
  lastUsedAt: ZIsoDateTime.nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: ZIsoDateTime.nullable(),
  state: ZApiKeyState,
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** GET /api-keys: the workspace's keys, newest first, revoked and expired ones included. */
export const ZApiKeysResponse = z.object({ items: z.array(ZApiKey) });
export type TApiKeysResponse = z.infer<typeof ZApiKeysResponse>;

/**
 * POST /api-keys. Every right must be one the creator holds (403 naming it otherwise) and none of
 * API_KEY_EXCLUDED_RIGHTS (400); an expiry lies in the future.
 */
export const ZCreateApiKeyRequest = z
  .object({
    name: ZLine(API_KEY_NAME_MAX, 1),
    rights: z
      .array(z.enum(RIGHTS))
      .min(1, { message: 'required' })
      .max(RIGHTS.length, { message: 'tooBig' })
      .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
    expiresAt: ZIsoDateTime.refine((v) => Date.parse(v) > Date.now(), { message: 'dateInPast' })
      .nullable()
      .optional(),
  })
  .strict();
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

/** The new key with its secret: the only reply that ever carries it. */
export const ZCreateApiKeyResponse = z.object({ key: ZApiKey, secret: z.string() });
export type TCreateApiKeyResponse = z.infer<typeof ZCreateApiKeyResponse>;
