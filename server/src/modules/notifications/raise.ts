import type { TMessagingType, TNotificationData, TNotificationEvent } from '@cleanops/contracts';
import type { Tx } from '../../db/client';
import { type NewDeliveryRow, NotificationsRepository } from './notifications.repository';

/** Who hears of an event; the union of these, without the actor (DECISIONS.md §8). */
export interface Recipients {
  userIds?: string[];
  /** People reached by one of these contacts: an invite's addressee, when they have an account. */
  contacts?: string[];
  /** Every member of this team. */
  teamMembersOf?: string | null;
  /** The head of this team. */
  teamHeadOf?: string | null;
  /** The workspace's owner and its administrators. */
  ownerAndAdmins?: boolean;
  /** The administrators and managers among this team's members: a location's own people in charge. */
  managersOf?: string | null;
  /** Never these: people the same change already tells through another event. */
  except?: string[];
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

interface Contactable {
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  whatsapp: string | null;
  whatsappVerified: boolean;
}

/**
 * The one contact a copy goes to: the verified e-mail first, else the verified phone (an SMS), else
 * the verified WhatsApp number. Which drivers exist is the sending process's business, so the worker
 * falls back between SMS and WhatsApp, or gives up, when the channel stored here has none.
 */
function contactOf(person: Contactable): { channel: TMessagingType; to: string } | null {
  if (person.email && person.emailVerified) return { channel: 'email', to: person.email };
  if (person.phone && person.phoneVerified) return { channel: 'phone', to: person.phone };
  if (person.whatsapp && person.whatsappVerified) return { channel: 'whatsapp', to: person.whatsapp };
  return null;
}

/**
 * Raises an event inside the caller's transaction: one feed row per recipient and one queued delivery per
 * contact channel, so the event exists exactly when the change it reports does.
 *
 * An event of a location is raised only while the location's switch and the event's flag are on
 * (SPEC.md §3 notification settings). The names the texts show (location, actor, team) are filled in
 * here when the caller has not given them, so every copy reads the same whoever raised it. A fixed
 * number of queries whatever the number of recipients.
 */
export async function raiseNotification(tx: Tx, input: RaiseInput): Promise<void> {
  const repo = new NotificationsRepository(tx);
  const data: TNotificationData = { ...input.data };
  if (input.locationId) {
    const settings = await repo.locationSettings(input.locationId);
    // A location that no longer exists (an invite keeps its id without a key) has no settings to obey.
    if (settings) {
      if (!settings.enabled || settings.events[input.event] === false) return;
      data.locationId ??= input.locationId;
      data.locationTitle ??= settings.title;
    }
  }

  const r = input.recipients;
  const team = r.teamMembersOf ?? r.teamHeadOf ?? null;
  const people = await repo.recipients({
    workspaceId: input.workspaceId,
    userIds: r.userIds ?? [],
    contacts: r.contacts ?? [],
    // The addressee of an invitation is not in the inviting workspace yet; nobody else is told
    // anything of a workspace they are not in.
    outsiders: input.event === 'inviteCreated',
    teamMembersOf: r.teamMembersOf ?? null,
    teamHeadOf: r.teamHeadOf ?? null,
    ownerAndAdmins: r.ownerAndAdmins ?? false,
    managersOf: r.managersOf ?? null,
    except: [...(input.actorId ? [input.actorId] : []), ...(r.except ?? [])],
  });
  if (!people.length) return;

  if (input.actorId && data.actorName === undefined) data.actorName = await repo.personName(input.actorId);
  if (team && data.teamName === undefined) data.teamName = await repo.teamName(team);

  const rows = await repo.insertFeedRows(
    people.map((person) => ({ workspaceId: input.workspaceId, userId: person.id, event: input.event, data })),
  );
  const byId = new Map(people.map((person) => [person.id, person]));
  const deliveries: NewDeliveryRow[] = [];
  for (const row of rows) {
    const person = byId.get(row.userId)!;
    const contact = contactOf(person);
    if (contact) deliveries.push({ notificationId: row.id, ...contact, language: person.language });
  }
  await repo.insertDeliveries(deliveries);
}
