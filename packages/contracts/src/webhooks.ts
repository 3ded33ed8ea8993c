import { z } from 'zod';
import { ZIsoDateTime, ZListQuery, ZPage } from './common';
import { ZLine } from './validation';

/**
 * Webhooks (right manage_integrations, docs/integrations.md): a workspace's https endpoints, each
 * told of the events it chose by a signed POST. A delivery is written in the transaction of the change
 * it reports and sent by the background worker of any process; its body never changes between
 * attempts, so a receiver can recognise a repeat by the event id.
 */
export const WEBHOOK_EVENTS = [
  'job.finished',
  'job.missed',
  'complaint.created',
  'complaint.converted',
  'booking.changed',
  'turnover.created',
  'turnover.cancelled',
  'problem.created',
  'problem.updated',
  'member.joined',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;
/** The test delivery "Send a test event" makes: never subscribed to, always delivered when asked. */
export const WEBHOOK_PING_EVENT = 'ping';

/** Headers of every delivery: the signature `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` and its Unix time. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-cleanops-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-cleanops-timestamp';
export const WEBHOOK_EVENT_HEADER = 'x-cleanops-event';
export const WEBHOOK_DELIVERY_HEADER = 'x-cleanops-delivery';
/** The secret's opening: `whsec_` and 43 characters (256 bits). */
export const WEBHOOK_SECRET_START = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 100;
/** A workspace's endpoints. */
export const WEBHOOK_ENDPOINTS_LIMIT = 20;
/** Retries stop this long after a delivery was made; it is then failed. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24;
/** An endpoint whose every attempt failed for this long is paused and the owner told. */
export const WEBHOOK_PAUSE_AFTER_DAYS = 3;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 500;

/**
 * An endpoint's address: https only, no user or password in it. Whether its host resolves to an
 * address we may send to (no private, loopback or link-local target) is checked by the server at
 * saving (400 `webhookAddressForbidden`) and again at every delivery.
 */
export const ZWebhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, { message: 'maxLength' })
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s@]+$/, message: 'webhookHttpsUrl' }))
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), { message: 'webhookHttpsUrl' });

export const WEBHOOK_ENDPOINT_STATES = ['enabled', 'paused'] as const;
export type TWebhookEndpointState = (typeof WEBHOOK_ENDPOINT_STATES)[number];

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  /** Why it is paused: by a person, or by the server after WEBHOOK_PAUSE_AFTER_DAYS of failures. */
  pausedReason: z.enum(['manual', 'failing']).nullable(),
  /** Since when every attempt has failed; null after a success. */
  failingSince: ZIsoDateTime.nullable(),
  /** The secret's first characters (`whsec_Ab12`), to tell which one a receiver holds. */
  secretPrefix: z.string(),
  createdAt: ZIsoDateTime,
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z
    .object({
      at: ZIsoDateTime,
      status: z.enum(['pending', 'sent', 'failed']),
      responseCode: z.number().nullable(),
    })
    .nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointsResponse = z.object({ items: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointsResponse = z.infer<typeof ZWebhookEndpointsResponse>;

const ZEvents = z
  .array(ZWebhookEvent)
  .min(1, { message: 'required' })
  .max(WEBHOOK_EVENTS.length, { message: 'tooBig' })
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate' });

/** POST /webhooks. */
export const ZCreateWebhookRequest = z
  .object({
    url: ZWebhookUrl,
    description: ZLine(WEBHOOK_DESCRIPTION_MAX, 0).optional(),
    events: ZEvents,
  })
  .strict();
export type TCreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

/** PATCH /webhooks/:id: any of these; enabling a paused endpoint clears its failure count. */
export const ZUpdateWebhookRequest = z
  .object({
    url: ZWebhookUrl.optional(),
    description: ZLine(WEBHOOK_DESCRIPTION_MAX, 0).optional(),
    events: ZEvents.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type TUpdateWebhookRequest = z.input<typeof ZUpdateWebhookRequest>;

/** The endpoint with its signing secret: the reply of creation and of "new secret" only. */
export const ZWebhookWithSecretResponse = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookWithSecretResponse = z.infer<typeof ZWebhookWithSecretResponse>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type TWebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** One line of an endpoint's delivery log: the last attempt's outcome. */
export const ZWebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  event: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  createdAt: ZIsoDateTime,
  lastAttemptAt: ZIsoDateTime.nullable(),
  nextAttemptAt: ZIsoDateTime.nullable(),
  /** The receiver's HTTP status; null when no answer came (timeout, refused connection). */
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first WEBHOOK_RESPONSE_EXCERPT_MAX characters of the answer, or what went wrong. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  /** Set on a copy made by "send again": the delivery it repeats. */
  resendOf: z.uuid().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = ZListQuery.pick({ page: true, pageSize: true }).extend({
  state: z.enum(WEBHOOK_DELIVERY_STATES).optional(),
});
export const ZWebhookDeliveriesPage = ZPage(ZWebhookDelivery);
export type TWebhookDeliveriesPage = z.infer<typeof ZWebhookDeliveriesPage>;

/** The JSON body of every delivery. `data.object` is the object as the API returns it to the owner. */
export const ZWebhookPayload = z.object({
  id: z.uuid(),
  type: z.string(),
  createdAt: ZIsoDateTime,
  workspaceId: z.uuid(),
  data: z.object({ object: z.unknown() }),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
