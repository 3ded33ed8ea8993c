import { parseArgs } from 'node:util';
import { STAFF_LEVELS, STAFF_ROLES, USER_TYPES, ZEmail, ZPhone, ZTestCode } from '@cleanops/contracts';
import { count, gt } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { testCredentials } from '../db/schema';
import { isMessageKey, translate } from '../i18n/messages';
import { recordLog } from '../modules/logs/logs.repository';
import { createAccount, ensureSuperuser } from '../modules/users/accounts.service';

/** Operator commands against the configured database. Stop the server first when it runs on PGlite. */
const USAGE = `Usage: npm run cli -- <command> [options]

  db:migrate         apply the migrations (start-up does this too)
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

const ZCredentialArgs = z.object({
  contact: z.union([ZEmail, ZPhone]),
  code: ZTestCode,
  // DECISIONS.md §3: a test credential lives at most 90 days.
  days: z.coerce.number().int().min(1).max(90).default(30),
});

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: Object.fromEntries(
      ['email', 'phone', 'type', 'role', 'level', 'name', 'surname', 'contact', 'code', 'days'].map((k) => [
        k,
        { type: 'string' as const },
      ]),
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
        const [active] = await db
          .select({ n: count() })
          .from(testCredentials)
          .where(gt(testCredentials.expiresAt, new Date()));
        // DECISIONS.md §3: at most 10 active at once.
        if ((active?.n ?? 0) >= 10) throw new Error('There are already 10 active test credentials.');
        const [row] = await db
          .insert(testCredentials)
          .values({
            contact: args.contact,
            code: args.code,
            expiresAt: new Date(Date.now() + args.days * 86_400_000),
          })
          .returning();
        await recordLog(db, {
          action: 'create_test_credentials',
          data: { credentialId: row!.id, contact: args.contact },
          description: 'Created from the CLI',
        });
        console.log(`test credential for ${args.contact} until ${row!.expiresAt.toISOString()}`);
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
      console.error(`--${issue.path.join('.') || 'options'}: ${message}`);
    }
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
