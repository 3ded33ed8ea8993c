import { z } from 'zod';
import { ZAdminPersonRef, ZAdminWorkspaceRef } from './admin-users';
import { ZIsoDateTime, ZListQuery, ZPage } from './common';
import { NOTIFICATION_EVENTS } from './locations';
import { USER_TYPES } from './rights';
import { MESSAGING_TYPES } from './rules';
import { ZEmail, ZLine, ZPhone, ZTestCode } from './validation';

/** SPEC.md §9: the log actions the super admin filters /logs by. */
export const LOG_ACTIONS = [
  'create_test_credentials',
  'delete_test_credentials',
  'create_user',
  'update_user',
  'create_location',
  'update_location',
  'delete_overdue_tasks',
  'add_subscription',
  'update_room',
  'create_room',
  'delete_room',
  'attach_to_owner_users',
] as const;
export type TLogAction = (typeof LOG_ACTIONS)[number];

/**
 * Every further action the server writes (DECISIONS.md §11: every change is logged), offered in the
 * filter after the SPEC.md §9 list. The server's log writer takes only these and LOG_ACTIONS, so an
 * action cannot be written without being listed here (and, by the web's test, labelled).
 */
export const OTHER_LOG_ACTIONS = [
  'use_test_credentials',
  'create_task',
  'update_task',
  'delete_task',
  'create_team',
  'update_team',
  'delete_team',
  'approve_employee',
  'decline_employee',
  'update_employee',
  'delete_employee',
  'create_invite',
  'accept_invite',
  'reject_invite',
  'cancel_invite',
  'create_complaint',
  'convert_complaint',
  'delete_complaint',
  'get_active_codes',
  'create_app_version',
  'delete_app_version',
  'delete_location',
  'delete_user',
  'request_subscription_renewal',
  'decline_subscription_renewal',
  'cancel_subscription_renewal',
  'revoke_subscription',
  'end_subscription',
  'create_api_key',
  'revoke_api_key',
  'create_webhook',
  'update_webhook',
  'delete_webhook',
  'rotate_webhook_secret',
] as const;
export type TAnyLogAction = TLogAction | (typeof OTHER_LOG_ACTIONS)[number];

/** An action name: lower-case words joined by underscores. */
const ZActionName = z.string().regex(/^[a-z][a-z_]{0,63}$/, { message: 'invalidValue' });

/** GET /admin/logs: newest first (sortDir=asc for oldest first), every filter optional. */
export const ZAdminLogsQuery = ZListQuery.extend({
  action: ZActionName.optional(),
  /** The actor. */
  userId: z.uuid().optional(),
  workspaceId: z.uuid().optional(),
  /** The start of an IP address: `10.0.` finds every address that starts so. */
  ip: ZLine(64).optional(),
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
})
  .strict()
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    path: ['to'],
    message: 'endBeforeStart',
  });
export type TAdminLogsQuery = z.input<typeof ZAdminLogsQuery>;

/** The admin screens' person (admin-users.ts) with the account type: who acted, who created. */
export const ZAdminActor = ZAdminPersonRef.extend({ type: z.enum(USER_TYPES) });
export type TAdminActor = z.infer<typeof ZAdminActor>;

export const ZAdminLogEntry = z.object({
  id: z.uuid(),
  action: z.string(),
  /** Who did it; null for a guest, the CLI, a background job or a deleted user. */
  actor: ZAdminActor.nullable(),
  /** The API key it came through (then `actor` is the key's creator); null for everything else. */
  apiKey: z.object({ id: z.uuid(), name: z.string(), prefix: z.string() }).nullable(),
  /** The workspace it happened in; null for platform-wide actions (test credentials, app versions). */
  workspace: z
    .object({ id: z.uuid(), name: z.string().nullable(), ownerName: z.string().nullable() })
    .nullable(),
  ip: z.string().nullable(),
  description: z.string().nullable(),
  /** What changed, as written by the action (ids, fields, counts). */
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: ZIsoDateTime,
});
export type TAdminLogEntry = z.infer<typeof ZAdminLogEntry>;
export const ZAdminLogsResponse = ZPage(ZAdminLogEntry);
export type TAdminLogsResponse = z.infer<typeof ZAdminLogsResponse>;

/** DECISIONS.md §11: an active code shows only its last 2 characters; the rest is this character. */
export const CODE_MASK_CHAR = '•';
export const CODE_VISIBLE_CHARS = 2;

/** GET /admin/active-codes (SPEC.md §9 sort fields code and createdAt). Viewing is logged. */
export const ZActiveCodesQuery = ZListQuery.extend({
  sortBy: z.enum(['createdAt', 'code']).default('createdAt'),
  /** One channel's codes: what the dashboard's codes-per-channel figure opens. */
  channel: z.enum(MESSAGING_TYPES).optional(),
}).strict();
export type TActiveCodesQuery = z.input<typeof ZActiveCodesQuery>;

export const CODE_PURPOSES = ['login', 'change_email', 'change_phone', 'change_whatsapp'] as const;
export const ZActiveCode = z.object({
  id: z.uuid(),
  contact: z.string(),
  channel: z.enum(MESSAGING_TYPES),
  purpose: z.enum(CODE_PURPOSES),
  /** `••••7K`: never more than the last 2 characters; all masked for a code older than this screen. */
  maskedCode: z.string(),
  /** Wrong tries for this contact since the code was sent (they count per contact, DECISIONS.md §3). */
  wrongTries: z.number().int(),
  createdAt: ZIsoDateTime,
  expiresAt: ZIsoDateTime,
});
export type TActiveCode = z.infer<typeof ZActiveCode>;
export const ZActiveCodesResponse = ZPage(ZActiveCode);
export type TActiveCodesResponse = z.infer<typeof ZActiveCodesResponse>;

/** DECISIONS.md §3: a test credential lives at most 90 days; at most 10 are active at once. */
export const TEST_CREDENTIAL_MAX_DAYS = 90;
export const TEST_CREDENTIALS_MAX_ACTIVE = 10;

/** An e-mail or a phone in one field: an `@` makes it an e-mail (SPEC.md §3 Test credential). */
export const ZCredentialContact = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(254, { message: 'maxLength' })
  .transform((value, ctx) => {
    const isEmail = value.includes('@');
    const parsed = (isEmail ? ZEmail : ZPhone).safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: isEmail ? 'invalidEmail' : 'invalidPhone' });
    return z.NEVER;
  });

export const ZTestCredentialsQuery = ZListQuery.extend({
  sortBy: z.enum(['credential', 'createdAt', 'expiresAt']).default('createdAt'),
  status: z.enum(['active', 'expired', 'all']).default('all'),
}).strict();
export type TTestCredentialsQuery = z.input<typeof ZTestCredentialsQuery>;

/**
 * POST /admin/test-credentials. The expiry is checked against the clock where it is parsed (the form
 * and the server alike): after now and at most TEST_CREDENTIAL_MAX_DAYS away.
 */
export const ZCreateTestCredentialRequest = z
  .object({
    credential: ZCredentialContact,
    code: ZTestCode,
    expiresAt: ZIsoDateTime.refine((v) => Date.parse(v) > Date.now(), { message: 'dateInPast' }).refine(
      (v) => Date.parse(v) <= Date.now() + TEST_CREDENTIAL_MAX_DAYS * 86_400_000,
      { message: 'testCredentialTooLong' },
    ),
  })
  .strict();
export type TCreateTestCredentialRequest = z.input<typeof ZCreateTestCredentialRequest>;

export const ZTestCredential = z.object({
  id: z.uuid(),
  /** The e-mail or phone it signs in. */
  credential: z.string(),
  /** The fixed 5-digit code the super admin hands to the reviewer. */
  code: z.string(),
  expiresAt: ZIsoDateTime,
  active: z.boolean(),
  /** Successful sign-ins with it so far. */
  uses: z.number().int(),
  createdBy: ZAdminActor.nullable(),
  createdAt: ZIsoDateTime,
});
export type TTestCredential = z.infer<typeof ZTestCredential>;
export const ZTestCredentialsResponse = ZPage(ZTestCredential);
export type TTestCredentialsResponse = z.infer<typeof ZTestCredentialsResponse>;

// ---------------------------------------------------------------------------------------------------
// GET /api/admin/notification-failures (right get_logs): the list the dashboard's failed copies open

/** Failed copies newest first; `from` keeps those since then (the dashboard's "today"). */
export const ZNotificationFailuresQuery = ZListQuery.extend({
  from: ZIsoDateTime.optional(),
}).strict();
export type TNotificationFailuresQuery = z.input<typeof ZNotificationFailuresQuery>;

/** A notification copy the provider never took after every retry (its in-app line was still shown). */
export const ZNotificationFailure = z.object({
  id: z.uuid(),
  event: z.enum(NOTIFICATION_EVENTS),
  channel: z.enum(MESSAGING_TYPES),
  /** The address it was sent to. */
  to: z.string(),
  /** Whom it was for; null once their account is gone. */
  recipient: ZAdminPersonRef.nullable(),
  /** The workspace it was about; null for one without (an invitation to someone outside). */
  workspace: ZAdminWorkspaceRef.nullable(),
  attempts: z.number().int(),
  /** The provider's last answer, as the delivery worker recorded it. */
  lastError: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TNotificationFailure = z.infer<typeof ZNotificationFailure>;
export const ZNotificationFailuresResponse = ZPage(ZNotificationFailure);
export type TNotificationFailuresResponse = z.infer<typeof ZNotificationFailuresResponse>;
