// An in-memory database started from a dump (`memory://?from=…`): what the test servers start
// on. It must hold the dump's rows, and each copy must keep its changes to itself.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/app-api/db/client';
import { users } from '../../src/app-api/db/schema';
import { FIXTURE_ACCOUNT_LIST } from '../../fixtures/accounts';
import { memoryDatabase } from '../support/databases';

describe('memory://?from=<dump>', () => {
  it('starts with the demo world, and two copies never see each other’s writes', async () => {
    const [first, second] = await Promise.all([
      openDatabase(memoryDatabase('demo')),
      openDatabase(memoryDatabase('demo')),
    ]);
    try {
      const usernames = (await first.db.select({ username: users.username }).from(users)).map(
        (row) => row.username,
      );
      expect(usernames).toEqual(
        expect.arrayContaining(FIXTURE_ACCOUNT_LIST.map((account) => account.username)),
      );
      await first.db.delete(users).where(eq(users.username, 'viewer'));
      const [left] = await first.db.select({ n: count() }).from(users);
      const [kept] = await second.db.select({ n: count() }).from(users);
      expect(left?.n).toBe(usernames.length - 1);
      expect(kept?.n).toBe(usernames.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('starts migrated and empty from the empty dump', async () => {
    const database = await openDatabase(memoryDatabase('none'));
    try {
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
