// The upstream's auth service on every test database, seeded with the demo world: sign-in with
// each fixture account, sessions that slide and expire, password changes and their strength
// rules, profile updates, and phone lookups.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import type { Database } from '../../../src/app-api/db/client';
import { ratingChanges, sessions, type NewUserRow } from '../../../src/app-api/db/schema';
import { seedDemo } from '../../../src/app-api/demo/seed';
import { PASSWORD_STRENGTH_MESSAGES } from '../../../src/app-api/services/auth/password-strength';
import { SESSION_TTL_MS, createAuthService, hashToken } from '../../../src/app-api/services/auth';
import { MESSAGES } from '../../../src/shared/messages';
import { rejection } from '../../support/rejection';
import { createAccount } from '../../support/accounts';
import { databaseTargets } from '../../support/databases';

const { player, viewer } = FIXTURE_ACCOUNTS;
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('the auth service on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  const world = { clock: new Date() };
  const auth = () => createAuthService(database.db, { now: () => world.clock });
  const createUser = (password: string, overrides: Partial<NewUserRow> = {}) =>
    createAccount(database.db, password, overrides);

  beforeAll(async () => {
    ({ database, close } = await target.open());
    await seedDemo(database.db);
  });

  afterAll(async () => close?.());

  describe('auth service', () => {
    it('logs every fixture account in with its permissions, coin and played-in rating', async () => {
      for (const account of Object.values(FIXTURE_ACCOUNTS)) {
        const { token, user } = await auth().login(account.username, account.password);
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(user).toMatchObject({
          username: account.username,
          fullName: account.fullName,
          phone: account.phone,
          rank: account.rank,
          permissions: [...account.permissions],
          coin: account.coin,
        });
        // The demo world's matches moved the rating: it is the fixture's start plus the ledger.
        const moves = await database.db
          .select({ delta: ratingChanges.delta })
          .from(ratingChanges)
          .where(eq(ratingChanges.userId, user.id));
        const played = moves.reduce<number>((sum, move) => sum + move.delta, account.rating);
        expect(user.rating).toBeCloseTo(played, 1);
      }
    });

    it('matches the username case-insensitively', async () => {
      const { user } = await auth().login('  PLAYER ', player.password);
      expect(user.username).toBe('player');
    });

    it('refuses a wrong password and an unknown user with the same 422', async () => {
      for (const [username, password] of [
        [player.username, 'Wrong@123'],
        ['nobody', player.password],
      ] as const) {
        const error = await rejection(auth().login(username, password));
        expect(error.status).toBe(422);
        expect(error.message).toBe(MESSAGES.wrongCredentials);
        expect(error.errors).toEqual({ password: [MESSAGES.wrongCredentials] });
      }
    });

    it('stores only the sha256 of the token', async () => {
      const { token, user } = await auth().login(viewer.username, viewer.password);
      const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows.some((s) => s.tokenHash === hashToken(token))).toBe(true);
      expect(rows.every((s) => s.tokenHash !== token && /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(
        true,
      );
      const [stored] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (!stored) throw new Error('session row missing');
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(SESSION_TTL_MS);
    });

    it('authenticates a live token and nothing else', async () => {
      const { token } = await auth().login(player.username, player.password);
      expect((await auth().authenticate(token))?.username).toBe('player');
      expect(await auth().authenticate('not-a-token')).toBeNull();
      expect(await auth().authenticate('')).toBeNull();
    });

    it('lets a session expire after 90 days, however often it is used', async () => {
      const { token } = await auth().login(player.username, player.password);
      const issued = world.clock;
      try {
        for (const day of [29, 58, 87, 89]) {
          world.clock = new Date(issued.getTime() + day * DAY);
          expect(await auth().authenticate(token)).not.toBeNull();
        }
        world.clock = new Date(issued.getTime() + 90 * DAY + 1);
        expect(await auth().authenticate(token)).toBeNull();
      } finally {
        world.clock = issued;
      }
    });

    it('ends a session unused for 30 days; each use keeps it alive for 30 more', async () => {
      const issued = world.clock;
      try {
        const used = await auth().login(player.username, player.password);
        const idle = await auth().login(player.username, player.password);
        world.clock = new Date(issued.getTime() + 20 * DAY);
        expect(await auth().authenticate(used.token)).not.toBeNull();
        world.clock = new Date(issued.getTime() + 30 * DAY + 1);
        expect(await auth().authenticate(idle.token)).toBeNull();
        world.clock = new Date(issued.getTime() + 49 * DAY);
        expect(await auth().authenticate(used.token)).not.toBeNull();
        world.clock = new Date(issued.getTime() + 79 * DAY + 1);
        expect(await auth().authenticate(used.token)).toBeNull();
      } finally {
        world.clock = issued;
      }
    });

    it('revokes the session on logout', async () => {
      const { token } = await auth().login(player.username, player.password);
      await auth().logout(token);
      expect(await auth().authenticate(token)).toBeNull();
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });

    it('changes the password and revokes every other session, keeping this one', async () => {
      const user = await createUser('Old@12345');
      const service = auth();
      const current = await service.login(user.username, 'Old@12345');
      const other = await service.login(user.username, 'Old@12345');
      const another = await service.login(user.username, 'Old@12345');

      await service.changePassword(user.id, current.token, 'Old@12345', 'New@12345');

      expect(await service.authenticate(current.token)).not.toBeNull();
      expect(await service.authenticate(other.token)).toBeNull();
      expect(await service.authenticate(another.token)).toBeNull();
      await rejection(service.login(user.username, 'Old@12345'));
      expect((await service.login(user.username, 'New@12345')).user.id).toBe(user.id);
    });

    it('refuses a wrong current password, and a new one equal to it', async () => {
      const user = await createUser('Keep@12345');
      const { token } = await auth().login(user.username, 'Keep@12345');
      const wrong = await rejection(
        auth().changePassword(user.id, token, 'Nope@12345', 'New@12345'),
      );
      expect(wrong.status).toBe(422);
      expect(wrong.errors).toEqual({ current_password: [MESSAGES.wrongCurrentPassword] });
      const same = await rejection(
        auth().changePassword(user.id, token, 'Keep@12345', 'Keep@12345'),
      );
      expect(Object.keys(same.errors ?? {})).toEqual(['new_password']);
      expect(await auth().authenticate(token)).not.toBeNull();
    });

    it('refuses a common new password, or one made of the account’s own name', async () => {
      const user = await createUser('Keep@12345');
      const { token } = await auth().login(user.username, 'Keep@12345');
      const common = await rejection(
        auth().changePassword(user.id, token, 'Keep@12345', 'password1'),
      );
      expect(common.errors).toEqual({ new_password: [PASSWORD_STRENGTH_MESSAGES.common] });
      const personal = await rejection(
        auth().changePassword(user.id, token, 'Keep@12345', `${user.username}2026`),
      );
      expect(personal.errors).toEqual({ new_password: [PASSWORD_STRENGTH_MESSAGES.personal] });
      expect((await auth().login(user.username, 'Keep@12345')).user.id).toBe(user.id);
    });

    it('updates the profile partially: undefined keeps, null clears', async () => {
      const user = await createUser('Info@12345', { address: 'Hà Nội', bio: 'Cũ' });
      const updated = await auth().updateInfo(user.id, {
        fullName: 'Phạm Quốc Bảo',
        birthday: '1990-02-01',
        avatarUrl: 'https://example.com/a.png',
        bio: null,
        address: undefined,
      });
      expect(updated).toMatchObject({
        fullName: 'Phạm Quốc Bảo',
        birthday: '1990-02-01',
        avatar: 'https://example.com/a.png',
        address: 'Hà Nội',
        bio: null,
      });
      expect(await auth().updateInfo(user.id, {})).toEqual(updated);
    });

    it('knows which phones are registered', async () => {
      expect(await auth().isPhoneRegistered(player.phone)).toBe(true);
      expect(await auth().isPhoneRegistered('+84399999999')).toBe(false);
    });
  });
});
