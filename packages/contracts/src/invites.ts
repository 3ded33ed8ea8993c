import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { STAFF_ROLES } from './rights';
import { ZEmail, ZPhone } from './validation';

export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

/** An invite as its addressee sees it (the header's bell). */
export const ZReceivedInvite = z.object({
  id: z.uuid(),
  status: z.enum(INVITE_STATUSES),
  role: z.enum(STAFF_ROLES),
  createdAt: ZIsoDateTime,
  inviter: z.object({
    name: z.string().nullable(),
    surname: z.string().nullable(),
    email: z.string().nullable(),
  }),
  location: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type TReceivedInvite = z.infer<typeof ZReceivedInvite>;
export const ZReceivedInvitesResponse = z.array(ZReceivedInvite);

/** One addressee of an invitation: an e-mail or a phone (DECISIONS.md §5). */
export const ZInviteContact = z.union([
  z.object({ email: ZEmail }).strict(),
  z.object({ phone: ZPhone }).strict(),
]);
export type TInviteContact = z.infer<typeof ZInviteContact>;
export const INVITE_CONTACTS_MAX = 50;

/**
 * POST /invite. The rules the schema cannot see (yourself, twice in the list, already an employee)
 * are checked by the server and answered as field errors on `contacts.<n>`.
 */
export const ZCreateInvitesRequest = z
  .object({
    contacts: z
      .array(ZInviteContact)
      .min(1, { message: 'inviteNoContacts' })
      .max(INVITE_CONTACTS_MAX, { message: 'tooBig' }),
    locationId: z.uuid().nullable().default(null),
    role: z.enum(STAFF_ROLES).default('cleaner'),
  })
  .strict();
export type TCreateInvitesRequest = z.input<typeof ZCreateInvitesRequest>;

/** An invite as the workspace that sent it sees it (GET /invite/pending, the reply of POST /invite). */
export const ZSentInvite = z.object({
  id: z.uuid(),
  contact: z.string(),
  channel: z.enum(['email', 'phone']),
  role: z.enum(STAFF_ROLES),
  status: z.enum(INVITE_STATUSES),
  location: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  inviter: z.object({ id: z.uuid().nullable(), name: z.string().nullable(), surname: z.string().nullable() }),
  createdAt: ZIsoDateTime,
});
export type TSentInvite = z.infer<typeof ZSentInvite>;
export const ZSentInvitesResponse = z.array(ZSentInvite);

/** POST /invite/{id}: the addressee accepts and becomes staff of the inviting workspace. */
export const ZAcceptInviteResponse = z.object({ workspaceId: z.uuid(), role: z.enum(STAFF_ROLES) });
export type TAcceptInviteResponse = z.infer<typeof ZAcceptInviteResponse>;
