import type { TWebhookDelivery, TWebhookDeliveryState, TWebhookEndpoint } from '@cleanops/contracts';
import type { TagColor } from '@/shared/ui-kit/tag';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * An event's name in words. The catalogue nests them as the event is written (`job.finished` under
 * `job`), so the event is the key's tail; an event this build does not know yet shows as sent.
 */
export const webhookEventName = (t: Translate, event: string) =>
  t(`webhooks.events.${event}`, { defaultValue: event });

export type WebhookEndpointState = 'enabled' | 'manual' | 'failing';

/** Enabled, paused by a person, or paused by the server after days of failed deliveries. */
export function endpointState(
  endpoint: Pick<TWebhookEndpoint, 'enabled' | 'pausedReason'>,
): WebhookEndpointState {
  if (endpoint.enabled) return 'enabled';
  return endpoint.pausedReason === 'failing' ? 'failing' : 'manual';
}

export const ENDPOINT_STATE_COLOURS: Record<WebhookEndpointState, TagColor> = {
  enabled: 'green',
  manual: 'default',
  failing: 'red',
};

export const DELIVERY_STATE_COLOURS: Record<TWebhookDeliveryState, TagColor> = {
  pending: 'processing',
  sent: 'green',
  failed: 'red',
};

/**
 * What a test event or a "send again" came to, tried at once by the server: delivered (with the
 * receiver's status), waiting for a paused endpoint, or failed this time and to be tried again.
 */
export function deliveryOutcome(
  t: Translate,
  delivery: Pick<TWebhookDelivery, 'state' | 'attempts' | 'responseCode' | 'error'>,
  url: string,
): { kind: 'success' | 'info' | 'error'; text: string } {
  if (delivery.state === 'sent')
    return { kind: 'success', text: t('webhooks.outcome.sent', { url, code: delivery.responseCode }) };
  if (delivery.attempts === 0) return { kind: 'info', text: t('webhooks.outcome.waiting', { url }) };
  return {
    kind: 'error',
    text: t('webhooks.outcome.failed', { url, reason: delivery.error ?? String(delivery.responseCode) }),
  };
}
