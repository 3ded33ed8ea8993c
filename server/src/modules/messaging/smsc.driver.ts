import type { Config } from '../../config';
import { DeliveryError, type MessageDriver } from './messaging.types';
import { renderCodeMessage } from './templates';

type SmscSettings = Pick<Config, 'SMSC_API_URL' | 'SMSC_LOGIN' | 'SMSC_PASSWORD' | 'SMSC_SENDER'>;

type SmscReply = { id?: number; cnt?: number; error?: string; error_code?: number };

/** SMS through the HTTP API of SMSC.kz / SMSC.ru, the common provider in Kazakhstan and Russia. */
export function createSmscDriver(settings: SmscSettings): MessageDriver {
  return {
    channel: 'phone',
    name: 'smsc',
    send: (message) => sendSms(settings, message.to, renderCodeMessage(message).text),
    sendNotice: (notice) => sendSms(settings, notice.to, notice.text),
  };
}

async function sendSms(settings: SmscSettings, to: string, text: string) {
  const form = new URLSearchParams({
    login: settings.SMSC_LOGIN ?? '',
    psw: settings.SMSC_PASSWORD ?? '',
    phones: to.replace(/\D/g, ''),
    mes: text,
    fmt: '3',
    charset: 'utf-8',
  });
  if (settings.SMSC_SENDER) form.set('sender', settings.SMSC_SENDER);

  // The password travels in the body, so neither the URL nor fetch's errors can carry it.
  let reply: SmscReply;
  try {
    const res = await fetch(settings.SMSC_API_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    reply = (await res.json()) as SmscReply;
  } catch (err) {
    throw new DeliveryError('phone', `SMSC request failed: ${(err as Error).message}`, err);
  }
  // SMSC reports refusals with HTTP 200 and an error field.
  if (reply.error !== undefined || reply.id === undefined) {
    const reason = reply.error ? `${reply.error} (error_code ${reply.error_code})` : 'no message id';
    throw new DeliveryError('phone', `SMSC refused the message: ${reason}`);
  }
}
