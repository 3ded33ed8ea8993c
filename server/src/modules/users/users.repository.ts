import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

export type Contact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export class UsersRepository {
  constructor(private readonly db: Db | Tx) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** A phone signs in whether it was added as the phone or as the WhatsApp number. */
  async findByContact(contact: Contact): Promise<UserRow | undefined> {
    const where =
      contact.kind === 'email'
        ? eq(users.email, contact.value)
        : or(eq(users.phone, contact.value), eq(users.whatsapp, contact.value));
    const rows = await this.db
      .select()
      .from(users)
      .where(and(where, isNull(users.deletedAt)))
      .limit(2);
    return rows.find((u) => u.phone === contact.value) ?? rows[0];
  }

  async insert(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<NewUserRow>): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  }
}
