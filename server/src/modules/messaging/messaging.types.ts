import type { TLanguage, TMessagingType } from '@cleanops/contracts';

/** Why a code is being sent: a login, or proving a new contact on the profile (SPEC.md §2 verify modal). */
export type CodePurpose = 'login' | 'change_email' | 'change_phone' | 'change_whatsapp';

export interface OutgoingCode {
  channel: TMessagingType;
  /** An e-mail address, or a phone number in E.164 form. */
  to: string;
  code: string;
  purpose: CodePurpose;
  language: TLanguage;
}

/**
 * What a notice tells: an invitation (DECISIONS.md §5), an event notification, or a contractor's link
 * to a problem (DECISIONS.md §13); kept in the outbox line for readers.
 */
export type NoticeKind = 'invite' | 'notification' | 'problem_link';

/** A message that carries no code: its text is rendered by the sender (templates.ts) in the reader's language. */
export interface OutgoingNotice {
  channel: TMessagingType;
  /** An e-mail address, or a phone number in E.164 form. */
  to: string;
  kind: NoticeKind;
  subject: string;
  text: string;
  language: TLanguage;
}

/** One delivery channel's way out: the outbox file, SMTP, or a provider's HTTP API. */
export interface MessageDriver {
  readonly channel: TMessagingType;
  /** Short name for logs: "outbox", "smtp", "smsc", "whatsapp-cloud". */
  readonly name: string;
  send(message: OutgoingCode): Promise<void>;
  sendNotice(notice: OutgoingNotice): Promise<void>;
  close?(): Promise<void>;
}

export interface Messaging {
  /** Channels that have a driver; GET /availableMessagingTypes answers this. */
  available(): TMessagingType[];
  /** Throws MessagingUnavailableError if the channel has no driver, DeliveryError if the provider refuses. */
  sendCode(message: OutgoingCode): Promise<void>;
  /** Same errors as sendCode; a caller for whom the notice is a courtesy catches them. */
  sendNotice(notice: OutgoingNotice): Promise<void>;
  close(): Promise<void>;
}

export class MessagingUnavailableError extends Error {
  constructor(readonly channel: TMessagingType) {
    super(`No delivery driver for ${channel}`);
  }
}

export class DeliveryError extends Error {
  constructor(
    readonly channel: TMessagingType,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}
