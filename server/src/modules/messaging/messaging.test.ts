import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CODE_TTL_MINUTES, LANGUAGES, type TLanguage, type TMessagingType } from '@cleanops/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startSmtpSink } from '../../test/smtp-sink';
import { createMessaging, type MessagingLogger } from './messaging';
import {
  type CodePurpose,
  DeliveryError,
  type Messaging,
  MessagingUnavailableError,
  type OutgoingCode,
  type OutgoingNotice,
} from './messaging.types';
import { isCodeEntry, outboxFile, readOutbox } from './outbox.driver';
import { renderCodeMessage, renderInviteMessage } from './templates';

const PURPOSES: CodePurpose[] = ['login', 'change_email', 'change_phone', 'change_whatsapp'];
const login = (channel: TMessagingType, to: string, code: string, language: TLanguage): OutgoingCode => ({
  channel,
  to,
  code,
  purpose: 'login',
  language,
});

/** Keeps every log line as text, so a test can see what an operator would read (or must not). */
function captureLogs(): MessagingLogger & { lines: string[] } {
  const lines: string[] = [];
  const log = (obj: unknown, msg?: string) => void lines.push(`${msg ?? ''} ${JSON.stringify(obj)}`);
  return { lines, info: log, warn: log, error: log };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

function start(messaging: Messaging) {
  cleanups.push(() => messaging.close());
  return messaging;
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A stand-in for a provider's HTTP API on 127.0.0.1; returns its base URL. */
async function listenHttp(handler: Handler): Promise<string> {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    handler(req, body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Just enough MIME for one nodemailer message: RFC 2047 words in headers, QP or base64 in parts. */
const decodeQp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decodeWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
function parseMail(raw: string) {
  const [head = ''] = raw.split('\r\n\r\n');
  const header = (name: string) =>
    decodeWords(head.match(new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi'))?.[1] ?? '');
  const part = (type: string) => {
    const m = raw.match(
      new RegExp(
        `Content-Type: ${type}[^]*?Content-Transfer-Encoding: (\\S+)\\r\\n\\r\\n([^]*?)\\r\\n--`,
        'i',
      ),
    );
    if (!m) return '';
    return m[1] === 'base64' ? Buffer.from(m[2] ?? '', 'base64').toString('utf8') : decodeQp(m[2] ?? '');
  };
  return { to: header('To'), subject: header('Subject'), text: part('text/plain'), html: part('text/html') };
}

describe('smtp driver', () => {
  it('delivers a Russian login code to the recipient', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const config = loadConfig({
      ...sink.env,
      MAIL_FROM: 'CleanOps <no-reply@cleanops.test>',
    });
    const messaging = start(createMessaging(config, captureLogs()));

    await messaging.sendCode(login('email', 'anna@example.com', 'K7M2QX', 'ru'));

    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(['anna@example.com']);
    const mail = parseMail(sink.received[0]?.raw ?? '');
    expect(mail.to).toContain('anna@example.com');
    expect(mail.subject).toBe('Код для входа в CleanOps');
    expect(mail.text).toContain('K7M2QX');
    expect(mail.text).toContain('Действует 10 мин');
    expect(mail.html).toContain('K7M2QX');
  });
});

describe('smsc driver', () => {
  const requests: URLSearchParams[] = [];
  const smsc = () =>
    listenHttp((req, body, res) => {
      const form = new URLSearchParams(body);
      requests.push(form);
      if (req.method !== 'POST' || form.get('fmt') !== '3') return json(res, 400, { error: 'bad request' });
      if (form.get('login') !== 'cleanops' || form.get('psw') !== 's3cret-pw') {
        return json(res, 200, { error: 'authorise error', error_code: 2 });
      }
      json(res, 200, { id: requests.length, cnt: 1 });
    });
  const smscConfig = (url: string, password: string) =>
    loadConfig({
      SMSC_API_URL: `${url}/sys/send.php`,
      SMSC_LOGIN: 'cleanops',
      SMSC_PASSWORD: password,
      SMSC_SENDER: 'CleanOps',
    });

  it('posts the phone digits and the code to SMSC', async () => {
    const messaging = start(createMessaging(smscConfig(await smsc(), 's3cret-pw'), captureLogs()));
    await messaging.sendCode(login('phone', '+77011234567', 'P4W9RT', 'kk'));

    const form = requests.at(-1);
    expect(form?.get('phones')).toBe('77011234567');
    expect(form?.get('mes')).toMatch(/^P4W9RT — CleanOps/);
    expect(form?.get('sender')).toBe('CleanOps');
    expect(form?.get('charset')).toBe('utf-8');
  });

  it('turns a refusal into a DeliveryError that does not reveal the password', async () => {
    const logs = captureLogs();
    const messaging = start(createMessaging(smscConfig(await smsc(), 'wrong-pw-123'), logs));
    const sending = messaging.sendCode(login('phone', '+79161234567', 'P4W9RT', 'ru'));

    const error = await sending.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).message).toContain('authorise error');
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).not.toContain('wrong-pw-123');
    expect(logs.lines.join('\n')).not.toContain('wrong-pw-123');
  });
});

describe('whatsapp cloud driver', () => {
  const calls: { url?: string; auth?: string; body: Record<string, unknown> }[] = [];
  const cloud = (reply: (res: ServerResponse) => void) =>
    listenHttp((req, body, res) => {
      calls.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      reply(res);
    });
  const cloudConfig = (url: string) =>
    loadConfig({ WHATSAPP_API_URL: url, WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '1098765' });

  it('sends the authentication template with the code', async () => {
    const url = await cloud((res) => json(res, 200, { messages: [{ id: 'wamid.HBgL' }] }));
    const messaging = start(createMessaging(cloudConfig(url), captureLogs()));
    await messaging.sendCode(login('whatsapp', '+77011234567', 'H8N3VD', 'es'));

    expect(calls.at(-1)).toEqual({
      url: '/1098765/messages',
      auth: 'Bearer EAAG-token',
      body: {
        messaging_product: 'whatsapp',
        to: '77011234567',
        type: 'template',
        template: {
          name: 'login_code',
          language: { code: 'es' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: 'H8N3VD' }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'H8N3VD' }] },
          ],
        },
      },
    });
  });

  it('turns an API error into a DeliveryError', async () => {
    const message = '(#131030) Recipient phone number not in allowed list';
    const url = await cloud((res) => json(res, 400, { error: { message, code: 131030 } }));
    const messaging = start(createMessaging(cloudConfig(url), captureLogs()));
    const sending = messaging.sendCode(login('whatsapp', '+79161234567', 'H8N3VD', 'ru'));

    await expect(sending).rejects.toThrow(DeliveryError);
    await expect(sending).rejects.toThrow(message);
    await expect(sending).rejects.not.toThrow('EAAG-token');
  });
});

describe('outbox driver', () => {
  async function tempDataDir() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cleanops-outbox-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return path.join(dir, 'data');
  }

  it('writes one JSON line per message, also when sent at once, and logs the code', async () => {
    const DATA_DIR = await tempDataDir();
    const logs = captureLogs();
    const messaging = start(createMessaging(loadConfig({ DATA_DIR, NODE_ENV: 'test' }), logs));
    expect(messaging.available()).toEqual(['email', 'phone', 'whatsapp']);

    const sent = Array.from({ length: 30 }, (_, i) => ({
      channel: (['email', 'phone', 'whatsapp'] as const)[i % 3]!,
      to: i % 3 === 0 ? `user${i}@example.com` : `+7701000${String(i).padStart(4, '0')}`,
      code: `CODE${String(i).padStart(2, '0')}`,
      purpose: 'login' as const,
      language: LANGUAGES[i % 4]!,
    }));
    await Promise.all(sent.map((message) => messaging.sendCode(message)));

    const lines = (await readFile(outboxFile(DATA_DIR), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(sent.length);
    const entries = lines.map((line) => JSON.parse(line));
    expect(await readOutbox(DATA_DIR)).toEqual(entries);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['channel', 'code', 'createdAt', 'subject', 'text', 'to']);
      expect(entry.text).toContain(entry.code);
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    }
    // In the order sent, so "the last line for a contact" is its newest code.
    expect(entries.map(({ channel, to, code }) => ({ channel, to, code }))).toEqual(
      sent.map(({ channel, to, code }) => ({ channel, to, code })),
    );
    expect(logs.lines).toContainEqual(
      expect.stringContaining('Outbox: code CODE00 for user0@example.com (email)'),
    );
  });

  it('leaves out a channel that is off, and refuses to send on it', async () => {
    const DATA_DIR = await tempDataDir();
    const messaging = start(createMessaging(loadConfig({ DATA_DIR, SMS_DRIVER: 'off' }), captureLogs()));
    expect(messaging.available()).toEqual(['email', 'whatsapp']);
    const sending = messaging.sendCode(login('phone', '+77011234567', 'ABC234', 'en'));
    await expect(sending).rejects.toBeInstanceOf(MessagingUnavailableError);
    expect(await readOutbox(DATA_DIR)).toEqual([]);
  });

  it('is never chosen automatically in production (DECISIONS.md §3)', async () => {
    const DATA_DIR = await tempDataDir();
    const auto = start(
      createMessaging(
        loadConfig({ DATA_DIR, NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' }),
        captureLogs(),
      ),
    );
    expect(auto.available()).toEqual([]);
    const sending = auto.sendCode(login('email', 'anna@example.com', 'ABC234', 'en'));
    await expect(sending).rejects.toBeInstanceOf(MessagingUnavailableError);

    const chosen = start(
      createMessaging(
        loadConfig({
          DATA_DIR,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://app.example.com',
          EMAIL_DRIVER: 'outbox',
        }),
        captureLogs(),
      ),
    );
    expect(chosen.available()).toEqual(['email']);
  });
});

describe('code message templates', () => {
  const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

  it('says the code, its lifetime and what to do if unasked, in every language and purpose', () => {
    for (const purpose of PURPOSES) {
      const en = renderCodeMessage({ code: 'ABC234', purpose, language: 'en' });
      for (const language of LANGUAGES) {
        const { subject, text } = renderCodeMessage({ code: 'ABC234', purpose, language });
        expect(subject.trim()).not.toBe('');
        expect(text.startsWith('ABC234 ')).toBe(true);
        expect(text).toContain(`${CODE_TTL_MINUTES} `);
        if (language !== 'en') {
          expect(subject).not.toBe(en.subject);
          expect(text).not.toBe(en.text);
        }
      }
    }
    expect(
      new Set(PURPOSES.map((purpose) => renderCodeMessage({ code: 'X', purpose, language: 'ru' }).subject))
        .size,
    ).toBe(4);
  });

  it('keeps SMS texts to one segment where it can', () => {
    for (const purpose of PURPOSES) {
      const { text } = renderCodeMessage({ code: 'ABC234', purpose, language: 'en' });
      expect(text).toMatch(GSM7);
      expect(text.length).toBeLessThanOrEqual(160);
    }
    for (const language of ['ru', 'kk'] as const) {
      expect(
        renderCodeMessage({ code: 'ABC234', purpose: 'login', language }).text.length,
      ).toBeLessThanOrEqual(70);
    }
  });
});

describe('notices (invitations, DECISIONS.md §5)', () => {
  const notice = (channel: TMessagingType, to: string, language: TLanguage = 'en'): OutgoingNotice => ({
    channel,
    to,
    kind: 'invite',
    language,
    ...renderInviteMessage({
      inviter: 'Olga <b>Ivanova</b>',
      role: 'cleaner',
      locationTitle: 'Flat 7',
      url: 'https://clean.example.com',
      channel: channel === 'email' ? 'email' : 'phone',
      language,
    }),
  });

  it('mails the text, with the names the inviter typed escaped in the HTML part', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const config = loadConfig(sink.env);
    const messaging = start(createMessaging(config, captureLogs()));

    await messaging.sendNotice(notice('email', 'anna@example.com', 'es'));

    const mail = parseMail(sink.received[0]?.raw ?? '');
    expect(mail.subject).toBe('Invitación para trabajar en CleanOps');
    expect(mail.text).toContain('Olga <b>Ivanova</b> te invita a trabajar en su equipo en CleanOps');
    expect(mail.html).toContain('Olga &#60;b&#62;Ivanova&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('sends the text as an SMS through SMSC and as a WhatsApp text message', async () => {
    const forms: URLSearchParams[] = [];
    const smscUrl = await listenHttp((_req, body, res) => {
      forms.push(new URLSearchParams(body));
      json(res, 200, { id: 1, cnt: 2 });
    });
    const bodies: Record<string, unknown>[] = [];
    const cloudUrl = await listenHttp((_req, body, res) => {
      bodies.push(JSON.parse(body));
      json(res, 200, { messages: [{ id: 'wamid.X' }] });
    });
    const messaging = start(
      createMessaging(
        loadConfig({
          SMSC_API_URL: smscUrl,
          SMSC_LOGIN: 'cleanops',
          SMSC_PASSWORD: 'pw',
          WHATSAPP_API_URL: cloudUrl,
          WHATSAPP_TOKEN: 'token',
          WHATSAPP_PHONE_NUMBER_ID: '42',
        }),
        captureLogs(),
      ),
    );
    const sms = notice('phone', '+77011234567', 'ru');
    await messaging.sendNotice(sms);
    expect(forms.at(-1)?.get('phones')).toBe('77011234567');
    expect(forms.at(-1)?.get('mes')).toBe(sms.text);

    const wa = notice('whatsapp', '+77011234567', 'kk');
    await messaging.sendNotice(wa);
    expect(bodies.at(-1)).toEqual({
      messaging_product: 'whatsapp',
      to: '77011234567',
      type: 'text',
      text: { preview_url: false, body: wa.text },
    });
  });

  it('turns a provider refusal into a DeliveryError', async () => {
    const url = await listenHttp((_req, _body, res) =>
      json(res, 400, { error: { message: 'outside the 24 hour window', code: 131047 } }),
    );
    const messaging = start(
      createMessaging(
        loadConfig({ WHATSAPP_API_URL: url, WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' }),
        captureLogs(),
      ),
    );
    await expect(messaging.sendNotice(notice('whatsapp', '+77011234567'))).rejects.toThrow(DeliveryError);
  });

  it('writes an outbox line without a code, so the newest code for the contact is still found', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cleanops-outbox-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const messaging = start(createMessaging(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }), captureLogs()));
    await messaging.sendCode(login('email', 'anna@example.com', 'K7M2QX', 'en'));
    await messaging.sendNotice(notice('email', 'anna@example.com'));

    const entries = await readOutbox(dir);
    expect(entries.at(-1)).toEqual({
      channel: 'email',
      to: 'anna@example.com',
      subject: 'Invitation to work in CleanOps',
      text: expect.stringContaining('as an employee at Flat 7. Sign in at https://clean.example.com'),
      code: null,
      kind: 'invite',
      createdAt: expect.any(String),
    });
    expect(entries.filter(isCodeEntry).at(-1)?.code).toBe('K7M2QX');
  });

  it('has an invitation text in every language, different from the English one', () => {
    const en = renderInviteMessage({
      inviter: 'Olga',
      role: 'admin',
      locationTitle: null,
      url: 'https://x.test',
      channel: 'phone',
      language: 'en',
    });
    expect(en.text).toBe(
      'Olga invites you to work with them in CleanOps as an administrator. Sign in at https://x.test with this phone number to accept.',
    );
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const role of ['admin', 'manager', 'cleaner'] as const) {
        const { subject, text } = renderInviteMessage({
          inviter: 'Olga',
          role,
          locationTitle: 'Flat 7',
          url: 'https://x.test',
          channel: 'email',
          language,
        });
        expect(subject).not.toBe(en.subject);
        expect(text).toMatch(/^Olga .*Flat 7.*https:\/\/x\.test/);
      }
    }
  });
});
