import { readFile } from 'node:fs/promises';
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
import type { Db } from '../db/client';
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
                     [--level regular|head] [--name …] [--surname …] [--trial-days <n>]
  users:create       --file <users.json>: a JSON array of user:create's options (trialDays for
                     --trial-days), made in one run, all or none
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
    /** An owner's trial in days instead of TRIAL_DAYS (0: it has already run out). */
    trialDays: z.coerce.number().int().min(0).optional(),
  })
  .refine((a) => a.email || a.phone, { message: 'give --email or --phone (SPEC.md §5)' });
type UserArgs = z.infer<typeof ZUserArgs>;

const ZUsersFile = z.object({ file: z.string({ message: 'give --file <users.json>' }) });

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
      [
        'email',
        'phone',
        'type',
        'role',
        'level',
        'name',
        'surname',
        'trial-days',
        'contact',
        'code',
        'days',
        'to',
        'file',
      ].map((k) => [k, { type: 'string' as const }]),
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
        const args = ZUserArgs.parse({ ...values, trialDays: values['trial-days'] });
        printUsers(await createUsers(db, [args], config.TRIAL_DAYS));
        break;
      }
      case 'users:create': {
        const { file } = ZUsersFile.parse(values);
        const list = z.array(ZUserArgs).parse(JSON.parse(await readFile(file, 'utf8')));
        printUsers(await createUsers(db, list, config.TRIAL_DAYS));
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

/** Accounts made as the operator asked, in one transaction, each logged as made from the CLI. */
async function createUsers(db: Db, list: UserArgs[], trialDays: number) {
  return db.transaction(async (tx) => {
    const made = [];
    for (const { trialDays: own, ...args } of list) {
      const user = await createAccount(
        tx,
        { ...args, verified: { email: !!args.email, phone: !!args.phone } },
        own ?? trialDays,
      );
      await recordLog(tx, {
        action: 'create_user',
        data: { userId: user.id, via: 'cli' },
        description: 'Created from the CLI',
      });
      made.push(user);
    }
    return made;
  });
}

function printUsers(list: { type: string; id: string; email: string | null; phone: string | null }[]) {
  for (const user of list) console.log(`${user.type} ${user.id} (${user.email ?? user.phone})`);
}

main().catch((error: unknown) => {
  if (error instanceof z.ZodError) {
    for (const issue of error.issues) {
      const message = isMessageKey(issue.message) ? translate('en', issue.message) : issue.message;
      // The request's `credential` is the command's --contact.
      const option = issue.path
        .join('.')
        .replace(/^credential$/, 'contact')
        .replace(/trialDays$/, 'trial-days');
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
