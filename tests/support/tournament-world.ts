// Builders for the tournament suites: users of any rank and balance, a tournament input, a
// started carom event, and the wallet invariant every money test checks.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database, Db } from '../../src/app-api/db/client';
import { matches, tournamentPlayers, users, walletTransactions } from '../../src/app-api/db/schema';
import { toUser } from '../../src/app-api/services/auth';
import { createMatchService } from '../../src/app-api/services/matches';
import { createTournamentService } from '../../src/app-api/services/tournaments';
import { applyMovement } from '../../src/app-api/services/wallet';
import { PROTEST_MINUTES } from '../../src/shared/domain';
import type { Permission } from '../../src/shared/permissions';
import type { RankCode } from '../../src/shared/schemas/config';
import type { Prize } from '../../src/shared/schemas/prizes';
import type { CreateTournamentInput, Tournament } from '../../src/shared/schemas/tournaments';
import type { User } from '../../src/shared/schemas/user';
import type { LedgerType } from '../../src/shared/schemas/wallet';
import { tournamentInput } from '../../fixtures/tournament-input';
import type { DatabaseTarget } from './databases';

export { tournamentInput };

let serial = 0;

export interface NewUser {
  rank?: RankCode;
  rating?: number;
  /** How sure the pool rating is; a newcomer's by default. */
  ratingDeviation?: number;
  coin?: number;
  permissions?: Permission[];
  passwordHash?: string;
}

/** Users with unique names and phones; their coins arrive through the ledger. */
export async function createUsers(db: Db, count: number, options: NewUser = {}): Promise<User[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => {
        serial += 1;
        return {
          username: `cothu${process.pid}x${serial}`,
          fullName: `Cơ thủ ${serial}`,
          phone: `+8479${String(serial).padStart(7, '0')}`,
          rank: options.rank ?? 'F',
          // Distinct ratings, best first: seeding by rating is then the creation order.
          rating: options.rating ?? 800 - i,
          ...(options.ratingDeviation === undefined
            ? {}
            : { ratingDeviation: options.ratingDeviation }),
          permissions: options.permissions ?? ['profile.all'],
          passwordHash: options.passwordHash ?? 'not-a-hash',
        };
      }),
    )
    .returning();
  if (options.coin) {
    for (const row of rows) {
      await applyMovement(db, {
        userId: row.id,
        type: 'adjustment',
        amount: options.coin,
        referenceType: 'adjustment',
        referenceId: null,
        description: 'Nạp xu thử nghiệm',
      });
    }
  }
  return await refresh(
    db,
    rows.map((r) => r.id),
  );
}

/** One user (see createUsers). */
export async function createUser(db: Db, options: NewUser = {}): Promise<User> {
  const [user] = await createUsers(db, 1, options);
  if (!user) throw new Error('no user created');
  return user;
}

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<T, N, [T, ...R]>;

/** The first `n` items as a tuple, failing the test when there are fewer. */
export function several<T, N extends number>(items: readonly T[], n: N): Tuple<T, N> {
  if (items.length < n) throw new Error(`expected at least ${n} items, got ${items.length}`);
  return items.slice(0, n) as unknown as Tuple<T, N>;
}

export async function refresh(db: Db, ids: number[]): Promise<User[]> {
  const out: User[] = [];
  for (const id of ids) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error(`user ${id} missing`);
    out.push(toUser(row));
  }
  return out;
}

export async function createOrganizer(db: Db): Promise<User> {
  const [organizer] = await createUsers(db, 1, {
    rank: 'C',
    permissions: ['tournament.create', 'tournament.update', 'tournament.delete', 'profile.all'],
  });
  return organizer as User;
}

/**
 * A three-cushion event of `players` (round robin unless `overrides` say otherwise), to 10 points
 * with penalty shots for a level game, started by `organizer`: its matches are drawn up.
 */
export async function startedCaromEvent(
  db: Db,
  organizer: User,
  players: User[],
  overrides: Partial<CreateTournamentInput> = {},
): Promise<Tournament> {
  const service = createTournamentService(db);
  const t = await service.create(
    organizer,
    tournamentInput({
      game: 'three-cushion',
      format: 'round_robin',
      raceTo: { early: 10, quarterFinal: 10, semiFinal: 10, final: 10 },
      caromTiebreak: 'penalty_shots',
      ...overrides,
    }),
  );
  await registerDirectly(db, t.id, players);
  await service.start(organizer, t.id, { seeding: 'rating' });
  return t;
}

/** Registers players without fees (bracket suites test the bracket, not the wallet). */
export async function registerDirectly(db: Db, tournamentId: number, players: User[]) {
  await db.insert(tournamentPlayers).values(players.map((p) => ({ tournamentId, userId: p.id })));
}

export async function coinOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
  return row?.coin ?? NaN;
}

/** Gives `user` `coins` through the ledger (an adjustment), as a test's opening balance. */
export async function fund(db: Db, user: Pick<User, 'id'>, coins: number): Promise<void> {
  await applyMovement(db, {
    userId: user.id,
    type: 'adjustment',
    amount: coins,
    referenceType: 'adjustment',
    referenceId: null,
    description: 'Nạp xu thử nghiệm',
  });
}

/** A tournament's ledger entries of one type (its prizes, holds, releases, reversals). */
export function tournamentLedger(db: Db, tournamentId: number, type: LedgerType) {
  return db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.referenceType, 'tournament'),
        eq(walletTransactions.referenceId, tournamentId),
        eq(walletTransactions.type, type),
      ),
    );
}

/** The ledger invariant: for every user, the sum of the ledger equals the balance. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const rows = (await db.execute(sql`
    select u.id, u.coin, coalesce(sum(w.amount), 0)::int as ledger, count(w.id)::int as movements,
           coalesce(min(w.balance_after), 0)::int as lowest
    from ${users} u left join ${walletTransactions} w on w.user_id = u.id
    group by u.id, u.coin`)) as unknown as {
    rows: { id: number; coin: number; ledger: number; lowest: number }[];
  };
  const off = rows.rows.filter((r) => Number(r.coin) !== Number(r.ledger) || Number(r.lowest) < 0);
  expect(off).toEqual([]);
}

export async function matchRows(db: Db, tournamentId: number) {
  return db.select().from(matches).where(eq(matches.tournamentId, tournamentId));
}

/** mulberry32: seeded, so a failing case replays the same scores. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The world of a file of tournament tests on one database target: opened before its tests (and
 * closed after), with an organiser and the services on it, on the test's clock when it gives
 * one (`now`). Read its fields inside the tests.
 */
export function tournamentWorld(target: DatabaseTarget, options: { now?: () => Date } = {}) {
  let opened:
    | {
        database: Database;
        close: () => Promise<void>;
        twin?: () => Promise<Database>;
        organizer: User;
      }
    | undefined;
  beforeAll(async () => {
    const { database, close, twin } = await target.open();
    opened = { database, close, twin, organizer: await createOrganizer(database.db) };
  });
  afterAll(async () => opened?.close());
  const world = () => {
    if (!opened) throw new Error('the world opens in beforeAll');
    return opened;
  };
  return {
    get database() {
      return world().database;
    },
    get db() {
      return world().database.db;
    },
    get organizer() {
      return world().organizer;
    },
    /** A second instance's database on a server; undefined on PGlite. */
    get twin() {
      return world().twin;
    },
    tournaments: () => createTournamentService(world().database.db, options),
    matches: () => createMatchService(world().database.db, options),
  };
}

export type TournamentWorld = ReturnType<typeof tournamentWorld>;

/**
 * A started pool event of `size` new players in `format` (with `overrides` of the usual input),
 * by the world's organiser: its match rows in play order, and those ready to play now.
 */
export async function startedEvent(
  world: TournamentWorld,
  format: Tournament['format'],
  size: number,
  overrides: Partial<CreateTournamentInput> = {},
) {
  const players = await createUsers(world.db, size);
  const t = await world
    .tournaments()
    .create(world.organizer, tournamentInput({ format, maxPlayers: size, ...overrides }));
  await registerDirectly(world.db, t.id, players);
  await world.tournaments().start(world.organizer, t.id, { seeding: 'rating' });
  const rows = async () => (await matchRows(world.db, t.id)).sort((a, b) => a.number - b.number);
  const ready = async () => (await rows()).filter((r) => r.status === 'scheduled');
  return { t, players, rows, ready };
}

/** The world's organiser records `row` won by side `side`, the loser on `loserScore` racks. */
export async function winMatch(
  world: TournamentWorld,
  row: { id: number; race1: number; race2: number },
  side: 1 | 2,
  loserScore = 0,
) {
  return world.matches().recordResult(world.organizer, row.id, {
    score1: side === 1 ? row.race1 : loserScore,
    score2: side === 2 ? row.race2 : loserScore,
  });
}

/** A place's coin prize as the create form sends it ('Hạng 1' unless labelled). */
export const coinPrize = (place: number, coins: number, label = `Hạng ${place}`): Prize => ({
  place,
  label,
  coins,
});

/** A moment after the default protest window of a result made now (and `minutes` more). */
export const afterProtestWindow = (minutes = 0) =>
  new Date(Date.now() + (PROTEST_MINUTES.default + 1 + minutes) * 60_000);
