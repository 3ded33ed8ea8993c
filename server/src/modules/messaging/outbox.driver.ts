import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TMessagingType } from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageDriver } from './messaging.types';
import { renderCodeMessage } from './templates';

/** One line of DATA_DIR/outbox.jsonl (DECISIONS.md §3): how a local run and black-box tests read codes. */
export interface OutboxEntry {
  channel: TMessagingType;
  to: string;
  subject: string;
  text: string;
  code: string;
  createdAt: string;
}

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
