// Plays the tournaments of fixtures/ through the real services: registrations pay through the
// wallet, results go through the match service, so everything the demo shows adds up.
import { settleDueResults } from '../services/tournaments/results-final';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_CAROM_AVERAGES, FIXTURE_PLAYERS } from '../../../fixtures/players';
import { FIXTURE_RANK_CHANGES } from '../../../fixtures/rank-changes';
import type { FixtureTournament } from '../../../fixtures/tournaments';
import {
  ALL_FIXTURE_TOURNAMENTS,
  FIXTURE_TOURNAMENTS_BY_ORGANIZER,
} from '../../../fixtures/tournaments-organizer2';
import { isCaromGame } from '../../shared/domain';
import type { Tournament } from '../../shared/schemas/tournaments';
import type { User } from '../../shared/schemas/user';
import { toUser } from '../services/auth';
import { createConfigService } from '../services/config';
import { createMatchService } from '../services/matches';
import { createPlayerService } from '../services/players';
import { rackWinProbability } from '../services/race-to';
import { createTournamentService } from '../services/tournaments';
import { createTourService } from '../services/tours';
import { FIXTURE_FOLLOWS, FIXTURE_TOURS, type FixtureTourKey } from '../../../fixtures/tours';
import { createFollowService } from '../services/follows';
import { seedDemoLeague } from './demo-league';
import { vietnamDay } from '../../shared/tour-rules';
import { applyMovement } from '../services/wallet';
import type { Db } from '../db/client';
import { playCaromEvent } from './demo-carom';
import { demoTopupCoins, seedDemoWallet } from './demo-wallet';
import { matches, type MatchRow, type UserRow } from '../db/schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A player without a carom average of their own plays carom at this one. */
const CAROM_AVERAGE = 0.5;

/** mulberry32: a small seeded generator, so every seed plays the same results. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Racks one by one, each won with the rating-based probability, until a race is reached. */
function playRacks(
  random: () => number,
  row: MatchRow,
  rating1: number,
  rating2: number,
  stopBeforeEnd = false,
  maxRacks = Infinity,
): [number, number] {
  const p = rackWinProbability(rating1, rating2);
  let score1 = 0;
  let score2 = 0;
  for (let rack = 0; rack < maxRacks; rack++) {
    const player1 = random() < p;
    const next1 = score1 + (player1 ? 1 : 0);
    const next2 = score2 + (player1 ? 0 : 1);
    const ends = next1 === row.race1 || next2 === row.race2;
    if (ends && stopBeforeEnd) break;
    score1 = next1;
    score2 = next2;
    if (ends) break;
  }
  return [score1, score2];
}

export interface DemoWorldInput {
  /** Every user row by username (fixed accounts and demo players). */
  users: Map<string, UserRow>;
  /** Store ids by fixture key. */
  storeIds: Map<string, number>;
  /** The moment of seeding: fixture start times are relative to it. */
  now: number;
}

/** What each user pays in entry fees that are not refunded (cancelled tournaments refund). */
function netFees(): Map<string, number> {
  const fees = new Map<string, number>();
  for (const t of ALL_FIXTURE_TOURNAMENTS) {
    if (t.status === 'cancelled') continue;
    for (const username of t.players) fees.set(username, (fees.get(username) ?? 0) + t.entryFee);
  }
  return fees;
}

function targetCoins(): Map<string, number> {
  const targets = new Map<string, number>();
  for (const account of Object.values(FIXTURE_ACCOUNTS))
    targets.set(account.username, account.coin);
  for (const player of FIXTURE_PLAYERS) targets.set(player.username, player.coin);
  return targets;
}

export async function seedDemoWorld(tx: Db, input: DemoWorldInput): Promise<void> {
  let clock = input.now - 120 * DAY;
  const options = { now: () => new Date(clock) };
  const tournamentService = createTournamentService(tx, options);
  const matchService = createMatchService(tx, options);

  const userOf = (username: string): UserRow => {
    const row = input.users.get(username);
    if (!row) throw new Error(`Fixture user ${username} is missing`);
    return row;
  };
  const asUser = (username: string): User => toUser(userOf(username));

  // Opening balances first: each user ends the seed with their fixture coin after the fees and
  // the demo's top-ups.
  const fees = netFees();
  const toppedUp = demoTopupCoins();
  for (const [username, target] of targetCoins()) {
    const amount = target + (fees.get(username) ?? 0) - (toppedUp.get(username) ?? 0);
    if (amount === 0) continue;
    await applyMovement(tx, {
      userId: userOf(username).id,
      type: 'adjustment',
      amount,
      referenceType: 'opening_balance',
      referenceId: null,
      description: 'Số dư ban đầu',
      at: new Date(clock),
    });
  }

  await seedDemoWallet(tx, { userOf, now: input.now });
  const tourIds = await seedTours(tx, asUser('organizer'), input.now);
  const tourService = createTourService(tx, options);

  // Each block of tournaments in start order, in the order of FIXTURE_TOURNAMENTS_BY_ORGANIZER
  // (the first organiser's pool set first: their ids stay 1…n whatever the others add); `index`
  // runs on across them.
  let index = 0;
  /** Each seeded event's id, by its name: what the rank decisions name as evidence. */
  const eventIds = new Map<string, number>();
  for (const { organizer: organizerName, tournaments } of FIXTURE_TOURNAMENTS_BY_ORGANIZER) {
    const organizer = asUser(organizerName);
    // By start time; those added later after the rest, so that the ids the tests and docs name,
    // and the results each index's random draws, stay put.
    const ordered = [...tournaments].sort(
      (a, b) => (a.seedAfter ?? 0) - (b.seedAfter ?? 0) || a.startsInHours - b.startsInHours,
    );
    for (const fixture of ordered) {
      await seedTournament(fixture, organizer, index);
      index += 1;
    }
  }

  async function seedTournament(fixture: FixtureTournament, organizer: User, index: number) {
    const startsAt = input.now + fixture.startsInHours * HOUR;
    clock = Math.min(startsAt - 10 * DAY, input.now - 3 * DAY + index * 2 * HOUR);
    const created = await tournamentService.create(organizer, {
      name: fixture.name,
      description: fixture.description,
      game: fixture.game,
      format: fixture.format,
      startsAt: new Date(startsAt).toISOString(),
      storeId: input.storeIds.get(fixture.store) ?? null,
      maxPlayers: fixture.maxPlayers,
      entryFee: fixture.entryFee,
      minRank: fixture.minRank,
      maxRank: fixture.maxRank,
      raceTo: fixture.raceTo,
      handicap: fixture.handicap,
      thirdPlaceMatch: fixture.thirdPlaceMatch,
      groupCount: fixture.groupCount,
      advancePerGroup: fixture.advancePerGroup,
      swissRounds: fixture.swissRounds ?? null,
      inningsLimit: fixture.inningsLimit ?? null,
      ...(fixture.caromTiebreak ? { caromTiebreak: fixture.caromTiebreak } : {}),
      caromDraws: fixture.caromDraws ?? false,
      caromSets: fixture.caromSets ?? 1,
      prizes: fixture.prizes,
      openRegistration: fixture.status !== 'draft',
    });
    eventIds.set(fixture.name, created.id);
    if (fixture.tour) {
      await tourService.setTour(organizer, {
        id: created.id,
        tourId: tourIds.get(fixture.tour.season) ?? null,
        tier: fixture.tour.tier,
      });
    }
    for (const username of fixture.players) {
      clock += 20 * 60 * 1000;
      await tournamentService.register(asUser(username), created.id);
    }
    if (fixture.checkedIn) {
      // Opened half an hour ago, players arriving since.
      clock = Math.min(startsAt - HOUR, input.now - 30 * 60 * 1000);
      await tournamentService.openCheckIn(organizer, created.id);
      for (const username of fixture.checkedIn) {
        clock += 3 * 60 * 1000;
        await tournamentService.markPresence(organizer, created.id, {
          userId: userOf(username).id,
          present: true,
        });
      }
    }
    if (fixture.status === 'cancelled') {
      clock = startsAt - DAY;
      await tournamentService.cancel(organizer, created.id);
    }
    if (fixture.status === 'ongoing' || fixture.status === 'finished') {
      clock = startsAt;
      // Drawn by the fixtures' ratings (carom: averages), not the ones earlier results moved: the
      // brackets (and the live matches other features show) stay as designed whatever the rating
      // maths does.
      const strength = (row: UserRow) =>
        isCaromGame(fixture.game)
          ? (FIXTURE_CAROM_AVERAGES.get(row.username) ?? CAROM_AVERAGE)
          : row.rating;
      const order = fixture.players
        .map(userOf)
        .sort((a, b) => strength(b) - strength(a))
        .map((row) => row.id);
      await tournamentService.start(organizer, created.id, { seeding: 'manual', order });
      await play(tx, fixture, created, index, organizer);
      if (fixture.boardTables) {
        // After the play, so that the results (and ratings) stay as designed: the live matches
        // keep their tables, and the board calls the next ones to the others.
        await tournamentService.board.configure(organizer, created.id, {
          tables: Array.from({ length: fixture.boardTables }, (_, i) => `Bàn ${i + 1}`),
          restMinutes: 5,
        });
        // The day under way: the players of the matches just called are at their tables (else
        // the no-show clock would remind them minutes after every fresh demo starts).
        await tx
          .update(matches)
          .set({ present1At: new Date(clock), present2At: new Date(clock) })
          .where(
            and(
              eq(matches.tournamentId, created.id),
              eq(matches.status, 'scheduled'),
              isNotNull(matches.calledAt),
            ),
          );
      }
    }
  }

  const eventIdOf = (name: string) => {
    const id = eventIds.get(name);
    if (id === undefined) throw new Error(`the demo has no event named ${name}`);
    return id;
  };
  // The organiser's rank decisions, after the results that prompted them.
  const organizer = asUser(FIXTURE_ACCOUNTS.organizer.username);
  const config = createConfigService(tx);
  for (const change of FIXTURE_RANK_CHANGES) {
    const at = new Date(input.now - change.daysAgo * DAY);
    await createPlayerService(tx, { config }, { now: () => at }).setRank(
      organizer,
      userOf(change.username).id,
      { rank: change.rank, reason: change.reason, tournamentId: eventIdOf(change.tournament) },
    );
  }
  // The events finished days ago are past their protest windows: final, their prizes paid.
  await settleDueResults(tx, new Date(input.now));
  const follows = createFollowService(tx);
  for (const { username, store, tour, player } of FIXTURE_FOLLOWS) {
    const target = store
      ? { kind: 'store' as const, targetId: input.storeIds.get(store) }
      : tour
        ? { kind: 'tour' as const, targetId: tourIds.get(tour) }
        : { kind: 'player' as const, targetId: player ? userOf(player).id : undefined };
    if (target.targetId === undefined) throw new Error(`Fixture follow of ${username} is missing`);
    await follows.set(asUser(username), { ...target, targetId: target.targetId, following: true });
  }
  await seedDemoLeague(tx, {
    asUser,
    storeIds: input.storeIds,
    organizer: asUser('organizer'),
    now: input.now,
  });

  async function play(
    db: Db,
    fixture: FixtureTournament,
    tournament: Tournament,
    index: number,
    organizer: User,
  ) {
    const tournamentId = tournament.id;
    const random = seededRandom(20_260 + index);
    const userById = (userId: number | null) =>
      [...input.users.values()].find((u) => u.id === userId);
    const ratingOf = (userId: number | null) => userById(userId)?.rating ?? 500;
    const nextScheduled = async () =>
      db
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentId, tournamentId), eq(matches.status, 'scheduled')))
        .orderBy(asc(matches.number), asc(matches.id));

    if (isCaromGame(fixture.game)) {
      // Carom is scored by protocol only: each game started, then its protocol recorded.
      await playCaromEvent(
        {
          matchService,
          organizer,
          tournament,
          clock: { get: () => clock, set: (at) => (clock = at) },
          now: input.now,
          averageOf: (userId) =>
            FIXTURE_CAROM_AVERAGES.get(userById(userId)?.username ?? '') ?? CAROM_AVERAGE,
          random,
          nextScheduled,
        },
        fixture,
      );
      return;
    }

    const toFinish = fixture.status === 'finished' ? Infinity : (fixture.finishedMatches ?? 0);
    let finished = 0;
    while (finished < toFinish) {
      const [row] = await nextScheduled();
      if (!row) break;
      clock += 14 * 60 * 1000;
      const [score1, score2] = playRacks(
        random,
        row,
        ratingOf(row.player1Id),
        ratingOf(row.player2Id),
      );
      await matchService.applyResult(organizer, row.id, { score1, score2 });
      finished += 1;
    }
    if (fixture.status !== 'ongoing') return;

    const scheduled = await nextScheduled();
    const live = scheduled.slice(0, fixture.liveMatches ?? 0);
    for (const [i, row] of live.entries()) {
      clock += 6 * 60 * 1000;
      await matchService.assign(organizer, row.id, { tableLabel: `Bàn ${i + 1}` });
      await matchService.start(organizer, row.id);
      const [score1, score2] = playRacks(
        random,
        row,
        ratingOf(row.player1Id),
        ratingOf(row.player2Id),
        true,
        3 + i,
      );
      for (let n = 0; n < score1; n++)
        await matchService.score(organizer, row.id, { player: 1, delta: 1 });
      for (let n = 0; n < score2; n++)
        await matchService.score(organizer, row.id, { player: 2, delta: 1 });
    }
    // "When and where am I up": the next matches get a table and a time.
    for (const [i, row] of scheduled.slice(live.length).entries()) {
      await matchService.assign(organizer, row.id, {
        tableLabel: `Bàn ${live.length + (i % 4) + 1}`,
        scheduledAt: new Date(input.now + (40 + 35 * Math.floor(i / 4)) * 60 * 1000).toISOString(),
      });
    }
  }
}

/** The demo's tour seasons, each after the one it follows: their ids by fixture key. */
async function seedTours(
  tx: Db,
  organizer: User,
  now: number,
): Promise<Map<FixtureTourKey, number>> {
  const ids = new Map<FixtureTourKey, number>();
  const service = createTourService(tx, { now: () => new Date(now) });
  for (const { key, startsInDays, endsInDays, previous, ...fields } of FIXTURE_TOURS) {
    const id = await service.create(organizer, {
      ...fields,
      startsOn: vietnamDay(new Date(now + startsInDays * DAY)),
      endsOn: vietnamDay(new Date(now + endsInDays * DAY)),
      previousId: previous ? (ids.get(previous) ?? null) : null,
    });
    ids.set(key, id);
  }
  return ids;
}
