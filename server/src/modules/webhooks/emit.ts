import { randomUUID } from 'node:crypto';
import type { TWebhookEvent, TWebhookPayload } from '@cleanops/contracts';
import type { Tx } from '../../db/client';
import { WebhooksRepository } from './webhooks.repository';

/** One object an event is about, and who its workspace's owner is (whose view the body carries). */
export interface WebhookSubject {
  workspaceId: string;
  /** The object's id: what `objects` is asked for. */
  id: string;
}

/**
 * Writes the deliveries of an event inside the caller's transaction (the outbox): they exist exactly
 * when the change they report does, and a change rolled back sends nothing. Workspaces with no
 * enabled endpoint listening cost one query and nothing is built; otherwise `objects` is asked once
 * for every subject that has a listener, with the workspace owner's id, and must answer each object
 * as the API returns it to that owner. An object it does not answer (gone meanwhile) is not told.
 */
export async function emitWebhooks(
  tx: Tx,
  event: TWebhookEvent,
  subjects: WebhookSubject[],
  objects: (ids: string[], ownerId: string, workspaceId: string) => Promise<Map<string, unknown>>,
): Promise<number> {
  if (!subjects.length) return 0;
  const repo = new WebhooksRepository(tx);
  const targets = await repo.targets([...new Set(subjects.map((s) => s.workspaceId))], event);
  if (!targets.length) return 0;
  const rows = [];
  const createdAt = new Date().toISOString();
  for (const workspaceId of new Set(targets.map((t) => t.workspaceId))) {
    const endpoints = targets.filter((t) => t.workspaceId === workspaceId);
    const ids = subjects.filter((s) => s.workspaceId === workspaceId).map((s) => s.id);
    const built = await objects(ids, endpoints[0]!.ownerId, workspaceId);
    for (const id of ids) {
      if (!built.has(id)) continue;
      const payload: TWebhookPayload = {
        id: randomUUID(),
        type: event,
        createdAt,
        workspaceId,
        data: { object: built.get(id) },
      };
      const body = JSON.stringify(payload);
      for (const endpoint of endpoints)
        rows.push({ endpointId: endpoint.id, eventId: payload.id, event, body });
    }
  }
  await repo.insertDeliveries(rows);
  return rows.length;
}

/** emitWebhooks for one object. */
export function emitWebhook(
  tx: Tx,
  event: TWebhookEvent,
  subject: WebhookSubject,
  object: (ownerId: string) => Promise<unknown>,
): Promise<number> {
  return emitWebhooks(tx, event, [subject], async (_ids, ownerId) => {
    const value = await object(ownerId);
    return new Map(value === undefined ? [] : [[subject.id, value]]);
  });
}
