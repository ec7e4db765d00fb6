// The demo's carom events (fixtures/tournaments-carom.ts) as the seed leaves them: every game
// scored the only way carom is, by a protocol the rules call finished, its points the score; the
// round robin under way with a game live and its protocol half written; the finished event with
// its places, its champion and carom ratings; each carom player's average near their skill.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CAROM_AVERAGES } from '../../fixtures/players';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { FIXTURE_CAROM_TOURNAMENTS } from '../../fixtures/tournaments-carom';
import { openDatabase, type Database } from '../../src/app-api/db/client';
import {
  achievements,
  matches,
  ratingChanges,
  tournaments,
  users,
  type MatchRow,
  type TournamentRow,
} from '../../src/app-api/db/schema';
import { caromRulesOf } from '../../src/app-api/services/matches/match-protocol';
import { createTournamentService } from '../../src/app-api/services/tournaments';
import { caromStatus, protocolFigures } from '../../src/shared/carom';
import { isCaromGame } from '../../src/shared/domain';
import { memoryDatabase } from '../support/databases';

let database: Database;

beforeAll(async () => {
  database = await openDatabase(memoryDatabase('demo'));
});
afterAll(async () => database?.close());

function fixtureOf(status: 'ongoing' | 'finished') {
  const found = FIXTURE_CAROM_TOURNAMENTS.find((t) => t.status === status);
  if (!found) throw new Error(`the demo has a ${status} carom event`);
  return found;
}

async function seeded(name: string): Promise<{ tournament: TournamentRow; rows: MatchRow[] }> {
  const [tournament] = await database.db
    .select()
    .from(tournaments)
    .where(eq(tournaments.name, name));
  if (!tournament) throw new Error(`no tournament ${name}`);
  const rows = await database.db
    .select()
    .from(matches)
    .where(eq(matches.tournamentId, tournament.id));
  return { tournament, rows };
}

/** A decided game: its protocol finished by the tournament's rules, with the score as points. */
function expectDecidedByProtocol(tournament: TournamentRow, row: MatchRow) {
  expect(row.carom).not.toBeNull();
  if (!row.carom) return;
  const status = caromStatus(caromRulesOf(tournament, row), row.carom);
  expect(status.phase).toBe('finished');
  expect(protocolFigures(row.carom).points).toEqual([row.score1, row.score2]);
  const winner = { 1: row.player1Id, 2: row.player2Id, draw: null }[status.result ?? 'draw'];
  expect(row.winnerId).toBe(winner);
}

describe('the demo’s carom events', () => {
  it('are the first organiser’s, three-cushion, with their innings limit and level-game rule', async () => {
    expect(FIXTURE_CAROM_TOURNAMENTS.length).toBeGreaterThanOrEqual(2);
    expect(FIXTURE_TOURNAMENTS).toEqual(expect.arrayContaining([...FIXTURE_CAROM_TOURNAMENTS]));
    for (const fixture of FIXTURE_CAROM_TOURNAMENTS) {
      const { tournament } = await seeded(fixture.name);
      expect(tournament).toMatchObject({
        game: 'three-cushion',
        status: fixture.status,
        format: fixture.format,
        inningsLimit: fixture.inningsLimit ?? null,
        caromTiebreak: fixture.caromTiebreak,
      });
      for (const username of fixture.players)
        expect(FIXTURE_CAROM_AVERAGES.has(username)).toBe(true);
    }
    // Both level-game rules are shown, and an innings limit on one.
    expect(new Set(FIXTURE_CAROM_TOURNAMENTS.map((t) => t.caromTiebreak))).toEqual(
      new Set(['extra_innings', 'penalty_shots']),
    );
    expect(FIXTURE_CAROM_TOURNAMENTS.some((t) => t.inningsLimit)).toBe(true);
  });

  it('leave the earlier tournaments’ ids alone: the carom events come last', async () => {
    const rows = await database.db.select().from(tournaments);
    const caromIds = rows.filter((t) => isCaromGame(t.game)).map((t) => t.id);
    const poolIds = rows.filter((t) => !isCaromGame(t.game)).map((t) => t.id);
    expect(caromIds).toHaveLength(FIXTURE_CAROM_TOURNAMENTS.length);
    expect(Math.min(...caromIds)).toBeGreaterThan(Math.max(...poolIds));
  });

  it('play the finished event to the end, by protocols, with places and a champion', async () => {
    const fixture = fixtureOf('finished');
    const { tournament, rows } = await seeded(fixture.name);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('finished');
      expectDecidedByProtocol(tournament, row);
    }
    const standings = await createTournamentService(database.db).standings(tournament.id, null);
    expect(standings).toHaveLength(fixture.players.length);
    expect(standings[0]?.place).toBe(1);
    expect(standings.every((s) => s.place !== null && (s.carom?.innings ?? 0) > 0)).toBe(true);
    const champion = standings[0]?.player.id ?? 0;
    const [title] = await database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.tournamentId, tournament.id), eq(achievements.userId, champion)));
    expect(title).toMatchObject({ kind: 'champion', place: 1 });
  });

  it('leave the round robin under way: games decided, one live with half a protocol, the rest waiting', async () => {
    const fixture = fixtureOf('ongoing');
    const { tournament, rows } = await seeded(fixture.name);
    const finished = rows.filter((r) => r.status === 'finished');
    expect(finished).toHaveLength(fixture.finishedMatches ?? 0);
    for (const row of finished) expectDecidedByProtocol(tournament, row);
    // The event allows draws: a round robin's game level at the end is one, worth a match point.
    expect(tournament.caromDraws).toBe(true);
    expect(rows.every((r) => r.drawAllowed)).toBe(true);
    const drawn = finished.filter((r) => r.winnerId === null);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((r) => r.score1 === r.score2)).toBe(true);

    const live = rows.filter((r) => r.status === 'live');
    expect(live).toHaveLength(fixture.liveMatches ?? 0);
    for (const row of live) {
      expect(row.carom).not.toBeNull();
      if (!row.carom) continue;
      const status = caromStatus(caromRulesOf(tournament, row), row.carom);
      expect(status.phase).not.toBe('finished');
      expect(status.inning).toBeGreaterThan(5);
      expect(protocolFigures(row.carom).points).toEqual([row.score1, row.score2]);
      expect(row.tableLabel).toMatch(/^Bàn \d$/);
    }
    const waiting = rows.filter((r) => r.status === 'scheduled');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((r) => r.carom === null && r.tableLabel && r.scheduledAt)).toBe(true);
  });

  it('move the carom rating only, and give each player an average near their skill', async () => {
    const ids = [...FIXTURE_CAROM_AVERAGES.keys()];
    const players = await database.db.select().from(users).where(inArray(users.username, ids));
    expect(players).toHaveLength(ids.length);
    const changes = await database.db
      .select()
      .from(ratingChanges)
      .where(
        inArray(
          ratingChanges.userId,
          players.map((p) => p.id),
        ),
      );
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.family === 'carom')).toBe(true);

    const decided = await database.db.select().from(matches).where(eq(matches.status, 'finished'));
    for (const player of players) {
      let points = 0;
      let innings = 0;
      for (const row of decided) {
        if (!row.carom) continue;
        const side = row.player1Id === player.id ? 0 : row.player2Id === player.id ? 1 : null;
        if (side === null) continue;
        const figures = protocolFigures(row.carom);
        points += figures.points[side];
        innings += figures.innings[side];
      }
      expect(innings).toBeGreaterThan(0);
      // Drawn around the player's skill: an amateur three-cushion average, near it.
      const skill = FIXTURE_CAROM_AVERAGES.get(player.username) ?? 0;
      expect(points / innings).toBeGreaterThan(0.3);
      expect(points / innings).toBeLessThan(1.5);
      expect(Math.abs(points / innings - skill)).toBeLessThan(0.3);
    }
  });
});
