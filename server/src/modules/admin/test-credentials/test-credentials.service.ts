import {
  TEST_CREDENTIALS_MAX_ACTIVE,
  type TTestCredential,
  type TTestCredentialsResponse,
} from '@cleanops/contracts';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { recordLog } from '../../logs/logs.repository';
import { UsersRepository } from '../../users/users.repository';
import { type TestCredentialsPage, TestCredentialsRepository } from './test-credentials.repository';

/** Who acts: a super admin with their IP, or the operator's CLI (no user, no IP). */
export interface CredentialActor {
  userId: string | null;
  ip: string | null;
}

/** The parsed POST /admin/test-credentials body (the contract has checked the code and the expiry). */
export interface NewTestCredential {
  credential: string;
  code: string;
  expiresAt: string;
}

type ListRow = Awaited<ReturnType<TestCredentialsRepository['list']>>['rows'][number];

function toView({ credential, uses, creator }: ListRow, now: Date): TTestCredential {
  return {
    id: credential.id,
    credential: credential.contact,
    code: credential.code,
    expiresAt: credential.expiresAt.toISOString(),
    active: credential.expiresAt > now,
    uses,
    createdBy: creator?.id ? creator : null,
    createdAt: credential.createdAt.toISOString(),
  };
}

const conflict = (key: 'testCredentialsLimit' | 'testCredentialExists' | 'testCredentialSuperuser') =>
  new AppError('conflict', { messageKey: key, fields: [{ path: 'body.credential', key }] });

/**
 * Test credentials for app-store reviewers and demos (DECISIONS.md §3): a contact with a fixed 5-digit
 * code until it expires, at most 10 active. The API and the CLI both create them here.
 */
export class TestCredentialsService {
  private readonly repo: TestCredentialsRepository;

  constructor(private readonly db: Db) {
    this.repo = new TestCredentialsRepository(db);
  }

  async list(page: TestCredentialsPage): Promise<TTestCredentialsResponse> {
    const now = new Date();
    const { rows, total } = await this.repo.list(now, page);
    return { items: rows.map((r) => toView(r, now)), total, page: page.page, pageSize: page.pageSize };
  }

  async create(actor: CredentialActor, input: NewTestCredential): Promise<TTestCredential> {
    const id = await this.db.transaction(async (tx) => {
      const repo = new TestCredentialsRepository(tx);
      await repo.lock();
      const now = new Date();
      if ((await repo.countActive(now)) >= TEST_CREDENTIALS_MAX_ACTIVE)
        throw conflict('testCredentialsLimit');
      // Only the newest credential of a contact is checked at sign-in: a second would hide the first.
      if (await repo.activeFor(input.credential, now)) throw conflict('testCredentialExists');
      const kind = input.credential.includes('@') ? 'email' : 'phone';
      const holder = await new UsersRepository(tx).findByContact({ kind, value: input.credential });
      // A fixed code that opened a super admin's account would be a standing key to the platform.
      if (holder?.type === 'super') throw conflict('testCredentialSuperuser');
      const row = await repo.insert({
        contact: input.credential,
        code: input.code,
        expiresAt: new Date(input.expiresAt),
        createdBy: actor.userId,
      });
      await recordLog(tx, {
        action: 'create_test_credentials',
        userId: actor.userId,
        ip: actor.ip,
        workspaceId: null,
        data: {
          credentialId: row.id,
          credential: row.contact,
          expiresAt: row.expiresAt.toISOString(),
          ...(actor.userId ? {} : { via: 'cli' }),
        },
        description: `Test credential for ${row.contact}`,
      });
      return row.id;
    });
    return this.get(id);
  }

  async delete(actor: CredentialActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await new TestCredentialsRepository(tx).delete(id);
      if (!row) throw notFound();
      await recordLog(tx, {
        action: 'delete_test_credentials',
        userId: actor.userId,
        ip: actor.ip,
        workspaceId: null,
        data: { credentialId: row.id, credential: row.contact },
        description: `Test credential for ${row.contact} deleted`,
      });
    });
  }

  private async get(id: string): Promise<TTestCredential> {
    const now = new Date();
    const page = { sortBy: 'createdAt', sortDir: 'desc', status: 'all', page: 1, pageSize: 1 } as const;
    const { rows } = await this.repo.list(now, page, id);
    if (!rows[0]) throw notFound();
    return toView(rows[0], now);
  }
}
