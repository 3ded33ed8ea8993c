import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { STAFF_ROLES } from './rights';

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
