import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The Subject header as sent (an encoded word stays encoded: it is compared, not read). */
  subject: string;
  /** The whole message as it came over the wire (headers and MIME parts). */
  raw: string;
}

/**
 * A local SMTP server on 127.0.0.1 that accepts every message and keeps its recipients and subject,
 * so a test counts what really left the app's processes (EMAIL_DRIVER=smtp, `env`).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const subject =
          /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    received,
    env: {
      EMAIL_DRIVER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
