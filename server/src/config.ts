import path from 'node:path';
import { CODE_RESEND_SECONDS } from '@cleanops/contracts';
import { z } from 'zod';
import { parseFilesUrl } from './modules/files/file-storage';
import { REPO_ROOT } from './paths';

/**
 * Every setting, read from the environment and validated here once at start-up (STYLE.md).
 * docs/operations.md lists each of them; keep the two in step.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Where the page is reachable from outside; QR codes and links in messages use it. */
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    /** Unset: files on the local disk under DATA_DIR/files. s3://…: a bucket (parseFilesUrl). */
    FILES_URL: z
      .string()
      .superRefine((value, ctx) => {
        try {
          parseFilesUrl(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      })
      .optional(),
    /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    /** Used only for shared rate-limit counters across processes (DECISIONS.md §1). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
    REGION: z.enum(['kz', 'ru']).default('kz'),
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'web/dist')),
    TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /** How far ahead recurring tasks' occurrences are generated (DECISIONS.md §7). */
    TASK_HORIZON_DAYS: z.coerce.number().int().min(1).max(366).default(14),
    /** Guests' complaints from one IP address, and about one room, per hour (DECISIONS.md §8). */
    GUEST_COMPLAINTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /** How often this process sends queued notification copies (e-mail, SMS, WhatsApp). */
    NOTIFICATION_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    /** How often this process runs the work jobs: horizon, overdue marking, rental reclean. */
    WORK_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
    /** Bookings: how often every calendar feed is read again. */
    BOOKING_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** How long one feed may take to answer in full (connect, redirects and body). */
    BOOKING_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** A feed body larger than this is refused (too_large); reading stops there. */
    BOOKING_FEED_MAX_BYTES: z.coerce.number().int().min(1024).max(100_000_000).default(5_000_000),
    /** Lets feeds reach loopback addresses (tests, local use); private and link-local stay refused. */
    BOOKING_FEEDS_ALLOW_LOOPBACK: bool.default(false),
    /** Webhooks: how often this process sends due deliveries. */
    WEBHOOK_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** How long a receiver may take to answer one delivery in full. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Lets webhooks reach loopback addresses, over plain http too (tests, local use); nothing else private. */
    WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SUPERUSER_EMAIL: z.email().optional(),
    SUPERUSER_PHONE: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'must be +digits')
      .optional(),
    /** Seconds before a contact can be sent another code; the specification's wait unless set. */
    CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(CODE_RESEND_SECONDS),
    CODE_HOURLY_CAP_CONTACT: z.coerce.number().int().min(1).default(5),
    CODE_HOURLY_CAP_IP: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Per IP and minute for the calls that send or check codes; checking gets twice this. */
    CODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: bool.default(false),
    /** Turns GET /metrics on, for callers with `Authorization: Bearer <this>`. */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),

    EMAIL_DRIVER: z.enum(['auto', 'outbox', 'off', 'smtp']).default('auto'),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM: z.string().default('CleanOps <no-reply@localhost>'),

    SMS_DRIVER: z.enum(['auto', 'outbox', 'off', 'smsc']).default('auto'),
    SMSC_API_URL: z.url().default('https://smsc.kz/sys/send.php'),
    SMSC_LOGIN: z.string().optional(),
    SMSC_PASSWORD: z.string().optional(),
    SMSC_SENDER: z.string().optional(),

    WHATSAPP_DRIVER: z.enum(['auto', 'outbox', 'off', 'cloud']).default('auto'),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_TEMPLATE: z.string().default('login_code'),
  })
  .superRefine((c, ctx) => {
    // QR codes and invitation messages carry this address; in production it must not come from a
    // request's Host header, which anyone can set.
    if (c.NODE_ENV === 'production' && !c.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required when NODE_ENV=production' });
    if (c.EMAIL_DRIVER === 'smtp' && !c.SMTP_HOST)
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'required when EMAIL_DRIVER=smtp' });
    if (c.SMS_DRIVER === 'smsc' && !(c.SMSC_LOGIN && c.SMSC_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: ['SMSC_LOGIN'],
        message: 'SMSC_LOGIN and SMSC_PASSWORD are required when SMS_DRIVER=smsc',
      });
    if (c.WHATSAPP_DRIVER === 'cloud' && !(c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID))
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_TOKEN'],
        message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required when WHATSAPP_DRIVER=cloud',
      });
  });

export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment; on a bad value throws one error that names every wrong setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Which driver a channel really uses. `auto` picks the provider when its credentials are set,
 * the outbox on a non-production run, and nothing in production, where the outbox must be chosen
 * explicitly (DECISIONS.md §3).
 */
export function resolveDriver<T extends string>(
  chosen: 'auto' | 'outbox' | 'off' | T,
  provider: T,
  providerConfigured: boolean,
  nodeEnv: Config['NODE_ENV'],
): 'outbox' | 'off' | T {
  if (chosen !== 'auto') return chosen;
  if (providerConfigured) return provider;
  return nodeEnv === 'production' ? 'off' : 'outbox';
}
