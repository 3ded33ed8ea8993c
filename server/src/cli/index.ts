import { parseArgs } from 'node:util';
import {
  STAFF_LEVELS,
  STAFF_ROLES,
  TEST_CREDENTIAL_MAX_DAYS,
  USER_TYPES,
  ZCreateTestCredentialRequest,
  ZEmail,
  ZPhone,
} from '@cleanops/contracts';
import { z } from 'zod';
import { loadConfig } from '../config';
import { CopyRefusedError, copyToPostgres } from '../db/copy-to-postgres';
import { openConfiguredDatabase } from '../db/open-from-config';
import { AppError } from '../errors';
import { isMessageKey, translate } from '../i18n/messages';
import { TestCredentialsService } from '../modules/admin/test-credentials/test-credentials.service';
import { recordLog } from '../modules/logs/logs.repository';
import { createAccount, ensureSuperuser } from '../modules/users/accounts.service';

/** Operator commands against the configured database. Stop the server first when it runs on PGlite. */
const USAGE = `Usage: npm run cli -- <command> [options]

  db:migrate         apply the migrations (start-up does this too)
  db:copy            --to postgres://… copy every row of the embedded database (DATA_DIR) into an empty
                     PostgreSQL database, then check the counts; afterwards start with DATABASE_URL set to it
  superuser:create   --email <e-mail> and/or --phone <+digits>
  user:create        --type owner|staff|super [--email …] [--phone …] [--role admin|manager|cleaner]
                     [--level regular|head] [--name …] [--surname …]
  test-credential:add --contact <e-mail or +phone> --code <5 digits> [--days 1-90]
`;

const ZUserArgs = z
  .object({
    type: z.enum(USER_TYPES),
    email: ZEmail.optional(),
    phone: ZPhone.optional(),
    role: z.enum(STAFF_ROLES).optional(),
    level: z.enum(STAFF_LEVELS).optional(),
    name: z.string().optional(),
    surname: z.string().optional(),
  })
  .refine((a) => a.email || a.phone, { message: 'give --email or --phone (SPEC.md §5)' });

const ZCopyArgs = z.object({
  to: z
    .string({ message: 'give --to postgres://…' })
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://'),
});

const ZCredentialArgs = z.object({
  contact: z.string(),
  code: z.string(),
  // DECISIONS.md §3: a test credential lives at most 90 days.
  days: z.coerce.number().int().min(1).max(TEST_CREDENTIAL_MAX_DAYS).default(30),
});

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: Object.fromEntries(
      ['email', 'phone', 'type', 'role', 'level', 'name', 'surname', 'contact', 'code', 'days', 'to'].map(
        (k) => [k, { type: 'string' as const }],
      ),
    ),
  });
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await database.migrate();
    const db = database.db;
    switch (command) {
      case 'db:migrate':
        console.log(`migrations applied (${database.kind})`);
        break;
      case 'db:copy': {
        const { to } = ZCopyArgs.parse(values);
        const started = Date.now();
        const result = await copyToPostgres(database, to, ({ table, rows }) =>
          console.log(`${table}: ${rows}`),
        );
        console.log(
          `copied ${result.rows} rows of ${result.tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
            'the counts match. Keep DATA_DIR (uploaded files stay there) and start with DATABASE_URL set to the new database.',
        );
        break;
      }
      case 'superuser:create': {
        const user = await ensureSuperuser(db, { email: values.email, phone: values.phone });
        console.log(`superuser ${user.id} (${user.email ?? user.phone})`);
        break;
      }
      case 'user:create': {
        const args = ZUserArgs.parse(values);
        const user = await db.transaction((tx) =>
          createAccount(
            tx,
            { ...args, verified: { email: !!args.email, phone: !!args.phone } },
            config.TRIAL_DAYS,
          ),
        );
        await recordLog(db, {
          action: 'create_user',
          data: { userId: user.id, via: 'cli' },
          description: 'Created from the CLI',
        });
        console.log(`${user.type} ${user.id} (${user.email ?? user.phone})`);
        break;
      }
      case 'test-credential:add': {
        const args = ZCredentialArgs.parse(values);
        // The same rules and log line as POST /admin/test-credentials (DECISIONS.md §3).
        const body = ZCreateTestCredentialRequest.parse({
          credential: args.contact,
          code: args.code,
          expiresAt: new Date(Date.now() + args.days * 86_400_000).toISOString(),
        });
        const row = await new TestCredentialsService(db).create({ userId: null, ip: null }, body);
        console.log(`test credential for ${row.credential} until ${row.expiresAt}`);
        break;
      }
      default:
        console.log(USAGE);
        process.exitCode = command ? 1 : 0;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof z.ZodError) {
    for (const issue of error.issues) {
      const message = isMessageKey(issue.message) ? translate('en', issue.message) : issue.message;
      // The request's `credential` is the command's --contact.
      const option = issue.path.join('.').replace(/^credential$/, 'contact');
      console.error(`--${option || 'options'}: ${message}`);
    }
  } else if (error instanceof CopyRefusedError) {
    console.error(`db:copy refused: ${error.message}`);
  } else if (error instanceof AppError) {
    console.error(translate('en', error.options.messageKey ?? error.code, error.options.vars));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
