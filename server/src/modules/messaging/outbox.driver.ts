import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TMessagingType } from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageDriver, NoticeKind } from './messaging.types';
import { renderCodeMessage } from './templates';

/** A code's line of DATA_DIR/outbox.jsonl (DECISIONS.md §3): how a local run and black-box tests read codes. */
export interface OutboxCodeEntry {
  channel: TMessagingType;
  to: string;
  subject: string;
  text: string;
  code: string;
  createdAt: string;
}

/**
 * A notice's line (an invitation): `code` is null, so a reader looking for "the newest code sent to a
 * contact" skips it by that field, and `kind` says what it is.
 */
export interface OutboxNoticeEntry {
  channel: TMessagingType;
  to: string;
  subject: string;
  text: string;
  code: null;
  kind: NoticeKind;
  createdAt: string;
}

export type OutboxEntry = OutboxCodeEntry | OutboxNoticeEntry;

export const isCodeEntry = (entry: OutboxEntry): entry is OutboxCodeEntry => typeof entry.code === 'string';

export const outboxFile = (dataDir: string) => path.join(dataDir, 'outbox.jsonl');

/** Drivers for any channel that write to one file; appends go one after another so lines never interleave. */
export function createOutbox(dataDir: string, logger: Pick<FastifyBaseLogger, 'info'>) {
  const file = outboxFile(dataDir);
  let queue: Promise<unknown> = Promise.resolve();

  const append = (entry: OutboxEntry) => {
    const written = queue.then(async () => {
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
    });
    queue = written.catch(() => {});
    return written;
  };

  return (channel: TMessagingType): MessageDriver => ({
    channel,
    name: 'outbox',
    async send(message) {
      const { subject, text } = renderCodeMessage(message);
      const { to, code } = message;
      await append({ channel, to, subject, text, code, createdAt: new Date().toISOString() });
      logger.info({ channel, to }, `Outbox: code ${code} for ${to} (${channel})`);
    },
    async sendNotice({ to, kind, subject, text }) {
      await append({ channel, to, subject, text, code: null, kind, createdAt: new Date().toISOString() });
      logger.info({ channel, to, kind }, `Outbox: ${kind} notice for ${to} (${channel})`);
    },
    async close() {
      await queue;
    },
  });
}

/** Every message the outbox has written, oldest first; none if the file does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const content = await readFile(outboxFile(dataDir), 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}
