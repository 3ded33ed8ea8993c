import type { TNotificationData, TNotificationEvent } from '@cleanops/contracts';
import type { Tx } from '../../db/client';

/** Who hears of an event; the union of these, without the actor (DECISIONS.md §8, issue 6). */
export interface Recipients {
  userIds?: string[];
  /** Every member of this team. */
  teamMembersOf?: string | null;
  /** The head of this team. */
  teamHeadOf?: string | null;
  /** The workspace's owner and its administrators. */
  ownerAndAdmins?: boolean;
}

export interface RaiseInput {
  event: TNotificationEvent;
  workspaceId: string;
  /** The location's notification settings decide whether the event is raised at all; null = no location. */
  locationId: string | null;
  /** Who did it: never notified of their own action. */
  actorId: string | null;
  recipients: Recipients;
  data: TNotificationData;
}

/**
 * Raises an event inside the caller's transaction: one feed row per recipient and one queued delivery per
 * contact channel, so the event exists exactly when the change it reports does.
 */
export async function raiseNotification(_tx: Tx, _input: RaiseInput): Promise<void> {}
