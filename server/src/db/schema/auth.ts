import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messagingTypeEnum } from './enums';
import { users } from './users';

export const codePurposeEnum = pgEnum('code_purpose', [
  'login',
  'change_email',
  'change_phone',
  'change_whatsapp',
]);

/** One-time codes, stored hashed and bound to the contact and channel they went to (DECISIONS.md §3). */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contact: text('contact').notNull(),
    channel: messagingTypeEnum('channel').notNull(),
    purpose: codePurposeEnum('purpose').notNull(),
    /** The signed-in user who asked to add this contact; null for a login code. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /**
     * The code's last 2 characters, kept apart from the hash so the super admin's active-codes list
     * can show them and nothing more (DECISIONS.md §11); null for codes sent before it was kept.
     */
    codeTail: text('code_tail'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code replaces it or wrong tries void it. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('login_codes_contact_created_idx').on(t.contact, t.createdAt),
    index('login_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Wrong code tries, counted per contact so that a new code does not reset them (DECISIONS.md §3),
 * and kept with the code that was live when tried, which the super admin's active codes count.
 */
export const codeFailures = pgTable(
  'code_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contact: text('contact').notNull(),
    /** The contact's live code at the time; null when it had none (a guess with no code sent). */
    codeId: uuid('code_id').references(() => loginCodes.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_failures_contact_created_idx').on(t.contact, t.createdAt),
    index('code_failures_code_idx').on(t.codeId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed 5-digit codes for app-store reviewers and demos (DECISIONS.md §3). */
export const testCredentials = pgTable(
  'test_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contact: text('contact').notNull(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('test_credentials_contact_idx').on(t.contact, t.expiresAt)],
);
