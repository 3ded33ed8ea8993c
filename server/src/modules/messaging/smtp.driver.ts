import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { DeliveryError, type MessageDriver } from './messaging.types';
import { renderCodeMessage } from './templates';

type SmtpSettings = Pick<
  Config,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'MAIL_FROM'
>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createSmtpDriver(settings: SmtpSettings): MessageDriver {
  const transport = nodemailer.createTransport({
    host: settings.SMTP_HOST,
    port: settings.SMTP_PORT,
    secure: settings.SMTP_SECURE,
    auth: settings.SMTP_USER ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD } : undefined,
    // Someone is waiting on the sign-in form: fail in seconds, not nodemailer's default minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  async function mail(to: string, subject: string, text: string, html: string) {
    try {
      await transport.sendMail({ from: settings.MAIL_FROM, to, subject, text, html });
    } catch (err) {
      throw new DeliveryError('email', `SMTP delivery failed: ${(err as Error).message}`, err);
    }
  }

  return {
    channel: 'email',
    name: 'smtp',
    async send(message) {
      const { subject, text } = renderCodeMessage(message);
      const html =
        `<div lang="${message.language}" style="font-family:sans-serif">` +
        `<p style="font-size:32px;font-weight:bold;letter-spacing:4px">${escapeHtml(message.code)}</p>` +
        `<p>${escapeHtml(text)}</p></div>`;
      await mail(message.to, subject, text, html);
    },
    async sendNotice({ to, subject, text, language }) {
      // The text carries names the inviter typed, so the HTML part only ever holds it escaped.
      const html = `<div lang="${language}" style="font-family:sans-serif"><p>${escapeHtml(text)}</p></div>`;
      await mail(to, subject, text, html);
    },
    async close() {
      transport.close();
    },
  };
}
