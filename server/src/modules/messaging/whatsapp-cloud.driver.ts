import type { Config } from '../../config';
import { DeliveryError, type MessageDriver } from './messaging.types';

type CloudSettings = Pick<
  Config,
  'WHATSAPP_API_URL' | 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_TEMPLATE'
>;

type CloudReply = { messages?: { id: string }[]; error?: { message?: string; code?: number } };

/** Meta's WhatsApp Business Cloud API, sending an approved authentication template. */
export function createWhatsappCloudDriver(settings: CloudSettings): MessageDriver {
  const base = settings.WHATSAPP_API_URL.replace(/\/+$/, '');
  const url = `${base}/${encodeURIComponent(settings.WHATSAPP_PHONE_NUMBER_ID ?? '')}/messages`;
  async function post(body: Record<string, unknown>) {
    let status: number;
    let reply: CloudReply;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      reply = (await res.json().catch(() => ({}))) as CloudReply;
    } catch (err) {
      throw new DeliveryError(
        'whatsapp',
        `WhatsApp Cloud API request failed: ${(err as Error).message}`,
        err,
      );
    }
    if (status >= 400 || !reply.messages?.[0]?.id) {
      const reason = reply.error?.message ?? 'no message id';
      throw new DeliveryError(
        'whatsapp',
        `WhatsApp Cloud API refused (HTTP ${status}): ${reason} (code ${reply.error?.code})`,
      );
    }
  }

  return {
    channel: 'whatsapp',
    name: 'whatsapp-cloud',
    async send({ to, code, language }) {
      // Meta fixes an authentication template's wording per language, so only the code is ours to
      // send: once in the body and once for the "copy code" button.
      await post({
        messaging_product: 'whatsapp',
        to: to.replace(/\D/g, ''),
        type: 'template',
        template: {
          name: settings.WHATSAPP_TEMPLATE,
          language: { code: language },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      });
    },
    async sendNotice({ to, text }) {
      // A plain text message. Meta delivers free text only inside the 24-hour window after the person
      // last wrote to the business and refuses it otherwise; the caller treats a notice as a courtesy
      // (an invitation also waits in the bell), and SMS is preferred for phones when it is configured.
      await post({
        messaging_product: 'whatsapp',
        to: to.replace(/\D/g, ''),
        type: 'text',
        text: { preview_url: false, body: text },
      });
    },
  };
}
