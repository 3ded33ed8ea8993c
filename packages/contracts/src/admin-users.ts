import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { COMMERCIAL_KINDS } from './locations';
import { ZSubscriptionState, ZTimezone } from './profile';
import { STAFF_LEVELS, STAFF_ROLES, USER_TYPES } from './rights';
import { LOCATION_TYPES, MESSAGING_TYPES } from './rules';
import {
  RENEWAL_STATUSES,
  SUBSCRIPTION_MAX_DAYS,
  SUBSCRIPTION_MIN_DAYS,
  ZSubscriptionPeriod,
} from './subscriptions';
import { ZEmail, ZLine, ZPersonName, ZPhone, ZSearch } from './validation';

/**
 * The super admin's users, workspaces and subscriptions (SPEC.md §2 superuser routes, §5, §6,
 * DECISIONS.md §2, §11). Every route is under /api/admin and needs one right of the SUPER list.
 */

/** A subscription filter: the state now, or `ending_soon` (active or trial, ending within 7 days). */
export const ADMIN_SUBSCRIPTION_FILTERS = ['trial', 'active', 'ending_soon', 'expired', 'none'] as const;
export type TAdminSubscriptionFilter = (typeof ADMIN_SUBSCRIPTION_FILTERS)[number];
/** Days before the end at which a subscription counts as ending soon (the dashboard and the filter). */
export const ADMIN_ENDING_SOON_DAYS = 7;

/** A person as the admin screens name them: the name when filled in, else the contact. */
export const ZAdminPersonRef = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TAdminPersonRef = z.infer<typeof ZAdminPersonRef>;

/** The workspace a user belongs to (an owner's own, or a staff user's employer). */
export const ZAdminWorkspaceRef = z.object({
  id: z.uuid(),
  owner: ZAdminPersonRef,
  /** The workspace's subscription now; null when it has never had a period. */
  subscription: ZSubscriptionState.nullable(),
});
export type TAdminWorkspaceRef = z.infer<typeof ZAdminWorkspaceRef>;

// ---------------------------------------------------------------------------------------------------
// GET /api/admin/dashboard (right get_users)

export const ZAdminDashboardQuery = z.object({
  /** The zone whose midnight starts "today" for the codes counts (the browser's); default UTC. */
  timezone: ZTimezone.optional(),
});
export type TAdminDashboardQuery = z.input<typeof ZAdminDashboardQuery>;

export const ZAdminDashboard = z.object({
  users: z.object({
    total: z.number().int(),
    /** Created in the last 7 days. */
    newThisWeek: z.number().int(),
    byType: z.object({ super: z.number().int(), owner: z.number().int(), staff: z.number().int() }),
  }),
  workspaces: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
  subscriptions: z.object({
    active: z.number().int(),
    trial: z.number().int(),
    /** Active or trial, ending within ADMIN_ENDING_SOON_DAYS. */
    endingSoon: z.number().int(),
    expired: z.number().int(),
  }),
  renewalsWaiting: z.number().int(),
  /** Sign-in and contact-change codes since midnight in the asked zone, per channel. */
  codesToday: z.array(
    z.object({
      channel: z.enum(MESSAGING_TYPES),
      sent: z.number().int(),
      /** Codes whose delivery the provider refused (voided unused within 30 s of sending). */
      failed: z.number().int(),
    }),
  ),
  /** E-mail/SMS/WhatsApp copies of notifications queued since the start of today that gave up after their retries. */
  notificationCopiesFailed: z.number().int(),
  /** Start of "today" used for codesToday. */
  todayStartsAt: ZIsoDateTime,
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

// ---------------------------------------------------------------------------------------------------
// Users: GET/POST /api/admin/users, PATCH/DELETE /api/admin/users/:id,
// GET /api/admin/users/:id/deletion (preview), POST /api/admin/users/:id/attach

export const ZAdminUserListQuery = ZListQuery.extend({
  /** Name, surname, e-mail or phone, any part. */
  search: ZSearch,
  type: z.enum(USER_TYPES).optional(),
  subscription: z.enum(ADMIN_SUBSCRIPTION_FILTERS).optional(),
  workspaceId: z.uuid().optional(),
  sortBy: z.enum(['createdAt', 'name', 'lastSignInAt']).default('createdAt'),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

export const ZAdminUser = ZAdminPersonRef.extend({
  type: z.enum(USER_TYPES),
  role: z.enum(STAFF_ROLES).nullable(),
  level: z.enum(STAFF_LEVELS),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  language: z.string(),
  /** Own workspace for an owner, the employer's for staff, null for a superuser or staff between jobs. */
  workspace: ZAdminWorkspaceRef.nullable(),
  /** Staff only: works in a team of the workspace (else awaits one, DECISIONS.md §5). */
  inTeam: z.boolean(),
  /** The newest session's start; null when never signed in. */
  lastSignInAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({
  items: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/**
 * Types the super admin gives. A superuser is made only by SUPERUSER_EMAIL/SUPERUSER_PHONE or the
 * CLI (DECISIONS.md §2), never through this API.
 */
export const ADMIN_ASSIGNABLE_TYPES = ['owner', 'staff'] as const;

/**
 * POST /api/admin/users (create_users): an e-mail or a phone, plus a type (SPEC.md §5). An owner gets
 * a workspace and a trial; staff get no workspace until attached or invited (DECISIONS.md §11).
 * Without both contacts: 400 on `email` (emailOrPhoneRequired). A contact in use: 409 contact_taken.
 */
export const ZCreateAdminUserRequest = z
  .object({
    email: ZEmail.optional(),
    phone: ZPhone.optional(),
    type: z.enum(ADMIN_ASSIGNABLE_TYPES),
    name: ZPersonName('name').optional(),
    surname: ZPersonName('surname').optional(),
  })
  .strict()
  .refine((b) => b.email !== undefined || b.phone !== undefined, {
    message: 'emailOrPhoneRequired',
    path: ['email'],
  });
export type TCreateAdminUserRequest = z.infer<typeof ZCreateAdminUserRequest>;

/**
 * PATCH /api/admin/users/:id (update_users): names, contacts (null removes one; at least one stays)
 * and type. staff → owner leaves the employer and opens an own workspace with a trial; owner → staff
 * and any change to a superuser are refused (409 account_protected): delete the owner instead.
 */
export const ZUpdateAdminUserRequest = z
  .object({
    name: ZPersonName('name').nullable().optional(),
    surname: ZPersonName('surname').nullable().optional(),
    email: ZEmail.nullable().optional(),
    phone: ZPhone.nullable().optional(),
    type: z.enum(ADMIN_ASSIGNABLE_TYPES).optional(),
  })
  .strict();
export type TUpdateAdminUserRequest = z.infer<typeof ZUpdateAdminUserRequest>;

/**
 * GET /api/admin/users/:id/deletion: what DELETE takes with it (DECISIONS.md §2), for the confirm
 * dialog. Staff are anonymised (their reports stay); an owner goes with the whole workspace.
 */
export const ZAdminUserDeletionPreview = z.object({
  user: ZAdminPersonRef.extend({ type: z.enum(USER_TYPES) }),
  effect: z.enum(['anonymise', 'delete_workspace']),
  /** Filled for `delete_workspace`: what goes with it. Staff of the workspace lose their job, not their account. */
  workspace: z
    .object({
      id: z.uuid(),
      locations: z.number().int(),
      rooms: z.number().int(),
      teams: z.number().int(),
      tasks: z.number().int(),
      checklists: z.number().int(),
      complaints: z.number().int(),
      staff: z.number().int(),
    })
    .nullable(),
});
export type TAdminUserDeletionPreview = z.infer<typeof ZAdminUserDeletionPreview>;

/**
 * POST /api/admin/users/:id/attach (attach_to_owner_users): a staff user not in any workspace joins
 * an owner's workspace with a role, like an accepted invite. With `teamId` (a team of that workspace)
 * they are approved into it at once; without, they await a team (DECISIONS.md §5). Attaching an
 * owner or a superuser: 409 attach_not_staff; a user already in a workspace: 409 already_employed.
 */
export const ZAttachUserRequest = z
  .object({
    ownerId: z.uuid().optional(),
    workspaceId: z.uuid().optional(),
    role: z.enum(STAFF_ROLES),
    level: z.enum(STAFF_LEVELS).default('regular'),
    teamId: z.uuid().optional(),
  })
  .strict()
  .refine((b) => (b.ownerId === undefined) !== (b.workspaceId === undefined), {
    message: 'ownerOrWorkspaceRequired',
    path: ['ownerId'],
  });
export type TAttachUserRequest = z.input<typeof ZAttachUserRequest>;

// ---------------------------------------------------------------------------------------------------
// Workspaces and renewals: GET /api/admin/workspaces/:id (get_users),
// POST /api/admin/workspaces/:id/subscriptions (create_custom_subscription),
// POST /api/admin/workspaces/:id/remove-overdue (remove_overdue_tasks),
// GET /api/admin/renewals, POST /api/admin/renewals/:id/grant|decline (create_custom_subscription)

/** A renewal request as the super admin sees it (and, without `workspace`, as its owner does). */
export const ZAdminRenewal = z.object({
  id: z.uuid(),
  months: z.number().int(),
  status: z.enum(RENEWAL_STATUSES),
  /** The reason given with a decline; the owner sees it. */
  reason: z.string().nullable(),
  requestedBy: ZAdminPersonRef.nullable(),
  decidedBy: ZAdminPersonRef.nullable(),
  decidedAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
  workspace: ZAdminWorkspaceRef,
});
export type TAdminRenewal = z.infer<typeof ZAdminRenewal>;

export const ZAdminRenewalListQuery = ZListQuery.extend({
  status: z.enum(RENEWAL_STATUSES).optional(),
  workspaceId: z.uuid().optional(),
});
export type TAdminRenewalListQuery = z.input<typeof ZAdminRenewalListQuery>;
export const ZAdminRenewalPage = z.object({
  items: z.array(ZAdminRenewal),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminRenewalPage = z.infer<typeof ZAdminRenewalPage>;

/** A period in the super admin's view: who granted it (null for a trial), and the renewal it answered. */
export const ZAdminSubscriptionPeriod = ZSubscriptionPeriod.extend({
  createdBy: ZAdminPersonRef.nullable(),
  renewalId: z.uuid().nullable(),
});
export type TAdminSubscriptionPeriod = z.infer<typeof ZAdminSubscriptionPeriod>;

export const ZAdminWorkspace = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  createdAt: ZIsoDateTime,
  owner: ZAdminPersonRef,
  subscription: ZSubscriptionState.nullable(),
  daysLeft: z.number().int(),
  /** Newest first. */
  periods: z.array(ZAdminSubscriptionPeriod),
  /** Newest first; `workspace` repeats this one. */
  renewals: z.array(ZAdminRenewal),
  counts: z.object({
    locations: z.number().int(),
    rooms: z.number().int(),
    teams: z.number().int(),
    staff: z.number().int(),
    /** Jobs overdue and never started: what remove-overdue can take. */
    overdueNotStarted: z.number().int(),
  }),
  /** For attaching a staff user straight into a team. */
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TAdminWorkspace = z.infer<typeof ZAdminWorkspace>;

export const GRANT_STARTS = ['now', 'after_current'] as const;
export type TGrantStart = (typeof GRANT_STARTS)[number];

/**
 * POST /api/admin/workspaces/:id/subscriptions: a custom period of SUBSCRIPTION_MIN_DAYS to
 * SUBSCRIPTION_MAX_DAYS (SPEC.md §5), given as `days` (starting now, or when the current period
 * ends), or as `from`–`to`. Out of bounds: 400 on `days` or `to` (subscriptionTooShort/TooLong);
 * `to` already past: 400 on `to` (dateInPast). Granting to an expired workspace lifts read-only at once.
 */
export const ZGrantSubscriptionRequest = z
  .object({
    days: z
      .number()
      .int({ message: 'wholeDays' })
      .min(SUBSCRIPTION_MIN_DAYS, { message: 'subscriptionTooShort' })
      .max(SUBSCRIPTION_MAX_DAYS, { message: 'subscriptionTooLong' })
      .optional(),
    start: z.enum(GRANT_STARTS).default('now'),
    from: ZIsoDateTime.optional(),
    to: ZIsoDateTime.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const range = b.from !== undefined || b.to !== undefined;
    if (b.days === undefined && !range) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['days'] });
      return;
    }
    if (b.days !== undefined && range) {
      ctx.addIssue({ code: 'custom', message: 'daysOrRange', path: ['days'] });
      return;
    }
    if (!range) return;
    if (b.from === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['from'] });
    if (b.to === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['to'] });
    if (b.from === undefined || b.to === undefined) return;
    const days = (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000;
    if (days < SUBSCRIPTION_MIN_DAYS)
      ctx.addIssue({ code: 'custom', message: 'subscriptionTooShort', path: ['to'] });
    else if (days > SUBSCRIPTION_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: 'subscriptionTooLong', path: ['to'] });
  });
export type TGrantSubscriptionRequest = z.input<typeof ZGrantSubscriptionRequest>;

/**
 * POST /api/admin/renewals/:id/grant: a period of the asked months, by default from the end of the
 * current one (or now, when it has expired). A request answered already: 409 renewal_answered.
 */
export const ZGrantRenewalRequest = z
  .object({ start: z.enum(GRANT_STARTS).default('after_current') })
  .strict();
export type TGrantRenewalRequest = z.input<typeof ZGrantRenewalRequest>;

export const RENEWAL_REASON_MAX = 500;
/** POST /api/admin/renewals/:id/decline: the reason the owner will read. */
export const ZDeclineRenewalRequest = z.object({ reason: ZLine(RENEWAL_REASON_MAX, 1) }).strict();
export type TDeclineRenewalRequest = z.infer<typeof ZDeclineRenewalRequest>;

/** Grant and decline answer with the request as it now is. */
export const ZAnswerRenewalResponse = ZAdminRenewal;

/**
 * POST /api/admin/workspaces/:id/remove-overdue: deletes the workspace's overdue jobs that were never
 * started and were due before `before` (DECISIONS.md §11); logged as delete_overdue_tasks.
 */
export const ZRemoveOverdueRequest = z.object({ before: ZIsoDateTime }).strict();
export type TRemoveOverdueRequest = z.infer<typeof ZRemoveOverdueRequest>;
export const ZRemoveOverdueResponse = z.object({ removed: z.number().int() });
export type TRemoveOverdueResponse = z.infer<typeof ZRemoveOverdueResponse>;

// ---------------------------------------------------------------------------------------------------
// GET /api/admin/locations (get_admin_locations): read-only, every workspace's locations

export const ZAdminLocationListQuery = ZListQuery.extend({
  /** Title, address, owner's name or contact. */
  search: ZSearch,
  type: z.enum(LOCATION_TYPES).optional(),
  subscription: z.enum(ADMIN_SUBSCRIPTION_FILTERS).optional(),
  workspaceId: z.uuid().optional(),
  sortBy: z.enum(['createdAt', 'title']).default('createdAt'),
});
export type TAdminLocationListQuery = z.input<typeof ZAdminLocationListQuery>;

export const ZAdminLocation = z.object({
  id: z.uuid(),
  title: z.string(),
  address: z.string(),
  type: z.enum(LOCATION_TYPES),
  commercialKind: z.enum(COMMERCIAL_KINDS).nullable(),
  rooms: z.number().int(),
  /** The team attached to the location, with its member count. */
  team: z.object({ id: z.uuid(), name: z.string(), members: z.number().int() }).nullable(),
  workspace: ZAdminWorkspaceRef,
  createdAt: ZIsoDateTime,
});
export type TAdminLocation = z.infer<typeof ZAdminLocation>;

export const ZAdminLocationPage = z.object({
  items: z.array(ZAdminLocation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminLocationPage = z.infer<typeof ZAdminLocationPage>;
