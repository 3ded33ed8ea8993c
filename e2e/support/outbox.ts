import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './env';

interface OutboxMessage {
  channel: 'email' | 'phone' | 'whatsapp';
  to: string;
  code: string;
  createdAt: string;
}

function messagesTo(contact: string): OutboxMessage[] {
  const file = join(dataDir(), 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => message.to === contact);
}

/**
 * The newest code sent to a contact (DECISIONS.md §3: the outbox driver writes one JSON line each).
 * An invitation's line carries `code: null` and is skipped, so an invite sent after the code does
 * not hide it.
 */
export async function codeSentTo(contact: string): Promise<OutboxMessage> {
  let newest: OutboxMessage | undefined;
  await expect
    .poll(() => {
      newest = messagesTo(contact)
        .filter((message) => typeof message.code === 'string')
        .at(-1);
      return newest?.code;
    })
    .toBeTruthy();
  return newest as OutboxMessage;
}

/** The newest notice of a kind sent to a contact (a contractor's link, an invitation): its text. */
export async function noticeSentTo(contact: string, kind: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => {
      const found = messagesTo(contact).filter(
        (message) => (message as unknown as { kind?: string }).kind === kind,
      );
      text = (found.at(-1) as unknown as { text?: string } | undefined)?.text;
      return text;
    })
    .toBeTruthy();
  return text as string;
}
