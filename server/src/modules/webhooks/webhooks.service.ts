import { randomBytes, randomUUID } from 'node:crypto';
import {
  type TWebhookDeliveriesPage,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookPayload,
  type TWebhookWithSecretResponse,
  WEBHOOK_ENDPOINTS_LIMIT,
  WEBHOOK_PING_EVENT,
  WEBHOOK_SECRET_START,
  type ZCreateWebhookRequest,
  type ZUpdateWebhookRequest,
  type ZWebhookDeliveriesQuery,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { checkedAddress, checkScheme, OutboundRefused } from '../outbound/outbound-address';
import { personLabel } from '../users/person-label';
import { deliverWebhookNow, type WebhookSendOptions } from './deliver-webhooks';
import { type EndpointListRow, WebhooksRepository } from './webhooks.repository';

type CreateWebhook = z.output<typeof ZCreateWebhookRequest>;
type UpdateWebhook = z.output<typeof ZUpdateWebhookRequest>;
type DeliveriesQuery = z.output<typeof ZWebhookDeliveriesQuery>;

export interface WebhookActor {
  user: UserRow;
  ip: string;
}

/** How many characters of the secret lists show: `whsec_` and 4 more. */
const SECRET_PREFIX_LENGTH = WEBHOOK_SECRET_START.length + 4;
/** A saved address's host gets this long to resolve. */
const RESOLVE_TIMEOUT_MS = 5_000;

export const newWebhookSecret = () => `${WEBHOOK_SECRET_START}${randomBytes(32).toString('base64url')}`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toEndpoint({ endpoint, creator, last }: EndpointListRow): TWebhookEndpoint {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.pausedReason === null,
    pausedReason: endpoint.pausedReason,
    failingSince: iso(endpoint.failingSince),
    secretPrefix: endpoint.secret.slice(0, SECRET_PREFIX_LENGTH),
    createdAt: endpoint.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, name: personLabel(creator) } : null,
    lastDelivery: last
      ? { at: last.createdAt.toISOString(), status: last.state, responseCode: last.responseCode }
      : null,
  };
}

export function toDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    responseCode: row.responseCode,
    durationMs: row.durationMs,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    resendOf: row.resendOf,
  };
}

/** The workspace's webhook endpoints and their delivery logs (docs/integrations.md). */
export class WebhooksService {
  private readonly repo: WebhooksRepository;

  constructor(
    private readonly db: Db,
    private readonly outbound: WebhookSendOptions,
  ) {
    this.repo = new WebhooksRepository(db);
  }

  async list(workspaceId: string): Promise<{ items: TWebhookEndpoint[] }> {
    return { items: (await this.repo.list(workspaceId)).map(toEndpoint) };
  }

  private async view(workspaceId: string, id: string): Promise<TWebhookEndpoint> {
    const [row] = await this.repo.list(workspaceId, id);
    if (!row) throw notFound();
    return toEndpoint(row);
  }

  private async endpoint(workspaceId: string, id: string): Promise<WebhookEndpointRow> {
    const row = await this.repo.find(workspaceId, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * An address is saved only if its host resolves and to no address a delivery may not go to; the
   * worker checks again at every attempt, as DNS can change after saving.
   */
  private async checkAddress(raw: string): Promise<void> {
    const url = new URL(raw);
    const signal = AbortSignal.timeout(RESOLVE_TIMEOUT_MS);
    try {
      const target = await checkedAddress(url, this.outbound, signal);
      checkScheme(url, this.outbound, target.address);
    } catch (error) {
      if (error instanceof OutboundRefused && error.code === 'forbidden_address') {
        // Plain http to a public host is refused by the scheme check with the same code.
        throw fieldError(
          'body.url',
          url.protocol === 'https:' ? 'webhookAddressForbidden' : 'webhookHttpsUrl',
        );
      }
      throw fieldError('body.url', 'webhookAddressUnknown');
    }
  }

  async create(
    actor: WebhookActor,
    workspaceId: string,
    body: CreateWebhook,
  ): Promise<TWebhookWithSecretResponse> {
    await this.checkAddress(body.url);
    const secret = newWebhookSecret();
    const id = await this.db.transaction(async (tx) => {
      const repo = new WebhooksRepository(tx);
      if ((await repo.count(workspaceId)) >= WEBHOOK_ENDPOINTS_LIMIT)
        throw new AppError('conflict', {
          messageKey: 'webhooksLimit',
          vars: { max: WEBHOOK_ENDPOINTS_LIMIT },
        });
      const row = await repo.insert({
        workspaceId,
        url: body.url,
        description: body.description ?? '',
        events: body.events,
        secret,
        createdBy: actor.user.id,
      });
      await recordLog(tx, {
        action: 'create_webhook',
        userId: actor.user.id,
        ip: actor.ip,
        workspaceId,
        data: { workspaceId, webhookId: row.id, url: row.url, events: row.events },
      });
      return row.id;
    });
    return { endpoint: await this.view(workspaceId, id), secret };
  }

  /** Enabling a paused endpoint starts its failure count afresh; its waiting deliveries go out. */
  async update(
    actor: WebhookActor,
    workspaceId: string,
    id: string,
    body: UpdateWebhook,
  ): Promise<TWebhookEndpoint> {
    const current = await this.endpoint(workspaceId, id);
    if (body.url !== undefined && body.url !== current.url) await this.checkAddress(body.url);
    await this.db.transaction(async (tx) => {
      const values: Partial<WebhookEndpointRow> = {};
      if (body.url !== undefined) values.url = body.url;
      if (body.description !== undefined) values.description = body.description;
      if (body.events !== undefined) values.events = body.events;
      if (body.enabled === true && current.pausedReason) {
        values.pausedReason = null;
        values.failingSince = null;
      }
      if (body.enabled === false && !current.pausedReason) values.pausedReason = 'manual';
      await new WebhooksRepository(tx).update(id, values);
      await recordLog(tx, {
        action: 'update_webhook',
        userId: actor.user.id,
        ip: actor.ip,
        workspaceId,
        data: { workspaceId, webhookId: id, ...body },
      });
    });
    return this.view(workspaceId, id);
  }

  /** Deleting an endpoint drops its waiting deliveries and its log with it. */
  async delete(actor: WebhookActor, workspaceId: string, id: string): Promise<void> {
    const current = await this.endpoint(workspaceId, id);
    await this.db.transaction(async (tx) => {
      await new WebhooksRepository(tx).delete(id);
      await recordLog(tx, {
        action: 'delete_webhook',
        userId: actor.user.id,
        ip: actor.ip,
        workspaceId,
        data: { workspaceId, webhookId: id, url: current.url },
      });
    });
  }

  /** A new signing secret, used from the next attempt on; the old one signs nothing more. */
  async rotateSecret(
    actor: WebhookActor,
    workspaceId: string,
    id: string,
  ): Promise<TWebhookWithSecretResponse> {
    await this.endpoint(workspaceId, id);
    const secret = newWebhookSecret();
    await this.db.transaction(async (tx) => {
      await new WebhooksRepository(tx).update(id, { secret });
      await recordLog(tx, {
        action: 'rotate_webhook_secret',
        userId: actor.user.id,
        ip: actor.ip,
        workspaceId,
        data: { workspaceId, webhookId: id },
      });
    });
    return { endpoint: await this.view(workspaceId, id), secret };
  }

  async deliveries(workspaceId: string, id: string, query: DeliveriesQuery): Promise<TWebhookDeliveriesPage> {
    await this.endpoint(workspaceId, id);
    const { rows, total } = await this.repo.deliveries(id, query);
    return { items: rows.map(toDelivery), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * "Send again": a new delivery with the same event id and body, tried at once; the log keeps the
   * original as it ended. A receiver that stores event ids sees a repeat, as it would of a retry.
   */
  async resend(workspaceId: string, id: string, deliveryId: string): Promise<TWebhookDelivery> {
    await this.endpoint(workspaceId, id);
    const original = await this.repo.delivery(id, deliveryId);
    if (!original) throw notFound();
    const [row] = await this.repo.insertDeliveries([
      {
        endpointId: id,
        eventId: original.eventId,
        event: original.event,
        body: original.body,
        resendOf: original.id,
      },
    ]);
    return this.tryNow(id, row!.id);
  }

  /**
   * Sends a delivery just made at once, so whoever asked sees how it went; a failure is retried by
   * the worker like any other, and a paused endpoint's delivery waits for it.
   */
  private async tryNow(endpointId: string, deliveryId: string): Promise<TWebhookDelivery> {
    await deliverWebhookNow(this.db, this.outbound, deliveryId);
    return toDelivery((await this.repo.delivery(endpointId, deliveryId))!);
  }

  /** "Send a test event": a `ping` with the endpoint's id, tried at once and retried like any other. */
  async ping(workspaceId: string, id: string): Promise<TWebhookDelivery> {
    await this.endpoint(workspaceId, id);
    const payload: TWebhookPayload = {
      id: randomUUID(),
      type: WEBHOOK_PING_EVENT,
      createdAt: new Date().toISOString(),
      workspaceId,
      data: { object: { endpointId: id } },
    };
    const [row] = await this.repo.insertDeliveries([
      { endpointId: id, eventId: payload.id, event: WEBHOOK_PING_EVENT, body: JSON.stringify(payload) },
    ]);
    return this.tryNow(id, row!.id);
  }
}
