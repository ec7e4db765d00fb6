// Accounts written straight into a test database, each with a password of its own, so that tests
// which change passwords or sessions do not disturb each other.
import type { Db } from '../../src/app-api/db/client';
import { users, type NewUserRow } from '../../src/app-api/db/schema';
import { hashPassword } from '../../src/app-api/services/auth';

let serial = 0;

/** A user row with `password`, and `overrides` of its other columns. */
export async function createAccount(db: Db, password: string, overrides: Partial<NewUserRow> = {}) {
  serial += 1;
  const [row] = await db
    .insert(users)
    .values({
      username: `tester${process.pid}x${serial}`,
      fullName: `Người thử ${serial}`,
      phone: `+8470${String(process.pid % 100).padStart(2, '0')}${String(serial).padStart(4, '0')}`,
      passwordHash: await hashPassword(password),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
