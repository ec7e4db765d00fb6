// Scoring, advancement, corrections, races per round and handicap, assignments and standings,
// through the match and tournament services.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../fixtures/config';
import type { MatchRow } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { mapRaceToByRank } from '../../../src/app-api/services/race-to';
import type { RankCode } from '../../../src/shared/schemas/config';
import type { CreateTournamentInput } from '../../../src/shared/schemas/tournaments';
import type { User } from '../../../src/shared/schemas/user';
import { MESSAGES } from '../../../src/shared/messages';
import { databaseTargets } from '../../support/databases';
import {
  createUsers,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
  tournamentWorld,
  winMatch,
} from '../../support/tournament-world';
import { rejection } from '../../support/rejection';

const RACES = { early: 3, quarterFinal: 4, semiFinal: 5, final: 6 };

describe.each(databaseTargets())('matches on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments: tournamentsOf, matches: matchesOf } = world;

  /** A started tournament of `count` fresh players (best rated first), and its rows by number. */
  async function startedTournament(count: number, overrides: Partial<CreateTournamentInput> = {}) {
    const players = await createUsers(world.db, count);
    const t = await tournamentsOf().create(
      world.organizer,
      tournamentInput({ raceTo: RACES, ...overrides }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournamentsOf().start(world.organizer, t.id, { seeding: 'rating' });
    return { t, players, rows: () => sortedRows(t.id) };
  }

  async function sortedRows(tournamentId: number): Promise<MatchRow[]> {
    return (await matchRows(world.db, tournamentId)).sort((a, b) => a.number - b.number);
  }

  const win = (row: MatchRow, side: 1 | 2, loserScore = 0) =>
    winMatch(world, row, side, loserScore);

  it('scores +1/−1 while live, refuses what breaks the rules, and finishes at the race', async () => {
    const { rows } = await startedTournament(4);
    const [semi1, semi2, final] = several(await rows(), 3);
    expect(semi1).toMatchObject({
      status: 'scheduled',
      race1: 5,
      race2: 5,
      roundLabel: 'Bán kết',
      roundKey: 'semiFinal',
    });
    expect(final).toMatchObject({
      status: 'waiting',
      player1Id: null,
      race1: 6,
      roundLabel: 'Chung kết',
    });
    const m = matchesOf();
    const id = semi1.id;

    const notLive = await rejection(m.score(world.organizer, id, { player: 1, delta: 1 }));
    expect([notLive.status, notLive.message]).toEqual([409, APP_API_MESSAGES.matchNotLive]);
    const waiting = await rejection(m.start(world.organizer, final.id));
    expect([waiting.status, waiting.message]).toEqual([409, APP_API_MESSAGES.matchWaiting]);

    const live = await m.start(world.organizer, id);
    expect(live).toMatchObject({ status: 'live', viewer: { canScore: true } });
    expect(live.startedAt).not.toBeNull();
    expect((await rejection(m.start(world.organizer, id))).message).toBe(
      APP_API_MESSAGES.matchAlreadyLive,
    );

    const negative = await rejection(m.score(world.organizer, id, { player: 2, delta: -1 }));
    expect([negative.status, negative.message]).toEqual([409, APP_API_MESSAGES.scoreNegative]);
    await m.score(world.organizer, id, { player: 2, delta: 1 });
    await m.score(world.organizer, id, { player: 2, delta: -1 });
    for (let rack = 1; rack < 5; rack++) {
      expect(await m.score(world.organizer, id, { player: 1, delta: 1 })).toMatchObject({
        score1: rack,
        status: 'live',
      });
    }
    await m.score(world.organizer, id, { player: 2, delta: 1 });
    const done = await m.score(world.organizer, id, { player: 1, delta: 1 });
    expect(done).toMatchObject({
      status: 'finished',
      score1: 5,
      score2: 1,
      winnerId: semi1.player1Id,
    });
    expect(done.finishedAt).not.toBeNull();

    const after = await rejection(m.score(world.organizer, id, { player: 1, delta: 1 }));
    expect([after.status, after.message]).toEqual([409, APP_API_MESSAGES.matchFinished]);
    const undo = await rejection(m.score(world.organizer, id, { player: 1, delta: -1 }));
    expect(undo.status).toBe(409);

    // The winner moved on; the final waits for the other semi-final.
    const [, , finalNow] = several(await rows(), 3);
    expect(finalNow).toMatchObject({
      player1Id: semi1.player1Id,
      player2Id: null,
      status: 'waiting',
    });
    await win(semi2, 2, 3);
    const [, , ready] = several(await rows(), 3);
    expect(ready).toMatchObject({
      player1Id: semi1.player1Id,
      player2Id: semi2.player2Id,
      status: 'scheduled',
      race1: 6,
      race2: 6,
    });
  });

  it('lets only managers and the assigned referee score', async () => {
    const { rows, players } = await startedTournament(2);
    const [final] = several(await rows(), 1);
    const [referee, stranger] = several(await createUsers(world.db, 2), 2);
    const m = matchesOf();
    const forbidden = await rejection(m.start(stranger, final.id));
    expect([forbidden.status, forbidden.message]).toEqual([403, MESSAGES.forbidden]);
    // A player of the match is no referee either.
    expect((await rejection(m.start(several(players, 1)[0], final.id))).status).toBe(403);
    expect((await rejection(m.assign(referee, final.id, { tableLabel: 'Bàn 9' }))).status).toBe(
      403,
    );

    const assigned = await m.assign(world.organizer, final.id, {
      refereeId: referee.id,
      tableLabel: 'Bàn 3',
      scheduledAt: '2030-01-02T10:00:00.000Z',
    });
    expect(assigned).toMatchObject({
      tableLabel: 'Bàn 3',
      scheduledAt: '2030-01-02T10:00:00.000Z',
      referee: { id: referee.id },
    });
    expect((await m.get(final.id, referee)).viewer.canScore).toBe(true);
    expect((await m.get(final.id, stranger)).viewer.canScore).toBe(false);
    expect((await m.get(final.id, null)).viewer.canScore).toBe(false);

    await m.start(referee, final.id);
    expect((await m.score(referee, final.id, { player: 1, delta: 1 })).score1).toBe(1);
    // The referee may not correct results: that is the managers' call.
    const unknown = await rejection(m.assign(world.organizer, final.id, { refereeId: 999_999 }));
    expect(unknown.status).toBe(422);
    expect(unknown.errors).toEqual({ referee_id: [APP_API_MESSAGES.refereeNotFound] });
    expect(
      (await m.assign(world.organizer, final.id, { refereeId: null, tableLabel: null })).referee,
    ).toBeNull();
  });

  it('takes each round’s race-to, and the third-place match the semi-final one', async () => {
    const { rows } = await startedTournament(16, { thirdPlaceMatch: true });
    const all = await rows();
    const byLabel = new Map<string, MatchRow[]>();
    for (const r of all) byLabel.set(r.roundLabel, [...(byLabel.get(r.roundLabel) ?? []), r]);
    expect([...byLabel.keys()]).toEqual([
      'Vòng 1',
      'Tứ kết',
      'Bán kết',
      'Chung kết',
      'Tranh hạng ba',
    ]);
    expect(byLabel.get('Vòng 1')?.every((r) => r.race1 === 3 && r.roundKey === 'early')).toBe(true);
    expect(
      byLabel.get('Tứ kết')?.every((r) => r.race1 === 4 && r.roundKey === 'quarterFinal'),
    ).toBe(true);
    expect(byLabel.get('Bán kết')?.every((r) => r.race1 === 5)).toBe(true);
    expect(byLabel.get('Chung kết')?.[0]).toMatchObject({ race1: 6, race2: 6, roundKey: 'final' });
    expect(byLabel.get('Tranh hạng ba')?.[0]).toMatchObject({ race1: 5, roundKey: 'semiFinal' });
  });

  it('names and keys the rounds of a double elimination', async () => {
    const { rows } = await startedTournament(8, { format: 'double_elimination' });
    const keys = new Map((await rows()).map((r) => [r.roundLabel, r.roundKey]));
    expect(Object.fromEntries(keys)).toEqual({
      'Nhánh thắng · Tứ kết': 'early',
      'Nhánh thắng · Bán kết': 'quarterFinal',
      'Nhánh thắng · Chung kết': 'semiFinal',
      'Nhánh thua · Vòng 1': 'early',
      'Nhánh thua · Vòng 2': 'early',
      'Nhánh thua · Vòng 3': 'early',
      'Nhánh thua · Chung kết': 'semiFinal',
      'Chung kết tổng': 'final',
    });
  });

  it('gives handicap races from mapRaceToByRank for the round’s race-to', async () => {
    const ranks: RankCode[] = ['A', 'C', 'E', 'G', 'H', 'K', 'D', 'F'];
    const players: User[] = [];
    for (const [i, rank] of ranks.entries()) {
      players.push(...(await createUsers(world.db, 1, { rank, rating: 900 - i })));
    }
    const t = await tournamentsOf().create(
      world.organizer,
      tournamentInput({
        handicap: true,
        raceTo: { early: 7, quarterFinal: 7, semiFinal: 9, final: 11 },
      }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournamentsOf().start(world.organizer, t.id, { seeding: 'rating' });
    const rankOf = new Map(players.map((p) => [p.id, p.rank]));
    const check = (row: MatchRow, raceTo: number) => {
      const expected = mapRaceToByRank(DEFAULT_CONFIG, {
        rankA: rankOf.get(row.player1Id as number) as RankCode,
        rankB: rankOf.get(row.player2Id as number) as RankCode,
        raceTo,
      });
      expect([row.race1, row.race2]).toEqual([expected.raceA, expected.raceB]);
    };
    const first = (await sortedRows(t.id)).filter((r) => r.roundLabel === 'Tứ kết');
    expect(first).toHaveLength(4);
    for (const row of first) check(row, 7);
    expect(first.some((r) => r.race1 !== r.race2)).toBe(true);
    // Later rounds get theirs when their players are known.
    for (const row of first) await win(row, 1);
    const semis = (await sortedRows(t.id)).filter((r) => r.roundLabel === 'Bán kết');
    for (const row of semis) check(row, 9);
  });

  it('corrects a result, moving the winner on, and resets the next match if it had started', async () => {
    const { rows } = await startedTournament(4);
    const [semi1, semi2] = several(await rows(), 2);
    await win(semi1, 1, 2);
    const m = matchesOf();

    const notFinished = await rejection(
      m.correct(world.organizer, semi2.id, { score1: 5, score2: 0 }),
    );
    expect([notFinished.status, notFinished.message]).toEqual([
      409,
      APP_API_MESSAGES.matchNotFinished,
    ]);
    for (const bad of [
      { score1: 5, score2: 5 },
      { score1: 2, score2: 3 },
      { score1: 6, score2: 0 },
    ]) {
      expect((await rejection(m.correct(world.organizer, semi1.id, bad))).status).toBe(422);
    }
    const [referee] = several(await createUsers(world.db, 1), 1);
    await m.assign(world.organizer, semi2.id, { refereeId: referee.id });
    expect((await rejection(m.correct(referee, semi1.id, { score1: 0, score2: 5 }))).status).toBe(
      403,
    );

    const corrected = await m.correct(world.organizer, semi1.id, { score1: 3, score2: 5 });
    expect(corrected).toMatchObject({
      status: 'finished',
      score1: 3,
      score2: 5,
      winnerId: semi1.player2Id,
    });
    const [, , final] = several(await rows(), 3);
    expect(final?.player1Id).toBe(semi1.player2Id);

    await win(semi2, 1);
    const [, , ready] = several(await rows(), 3);
    await m.start(world.organizer, ready.id);
    await m.score(world.organizer, ready.id, { player: 1, delta: 1 });
    // The final under way no longer holds: it starts again, with the new winner of semi-final 1.
    await m.correct(world.organizer, semi1.id, { score1: 5, score2: 0 });
    const [, , reset] = several(await rows(), 3);
    expect(reset).toMatchObject({
      status: 'scheduled',
      player1Id: semi1.player1Id,
      player2Id: ready.player2Id,
      score1: 0,
      score2: 0,
      startedAt: null,
    });
  });

  it('moves both players when a double-elimination result is corrected', async () => {
    const { rows, players } = await startedTournament(4, { format: 'double_elimination' });
    const [first] = several(await rows(), 1);
    await win(first, 1);
    const find = async (label: string) =>
      (await rows()).find((r) => r.roundLabel === label) as MatchRow;
    expect((await find('Nhánh thắng · Chung kết')).player1Id).toBe(first.player1Id);
    expect((await find('Nhánh thua · Vòng 1')).player1Id).toBe(first.player2Id);

    await matchesOf().correct(world.organizer, first.id, { score1: 1, score2: first.race2 });
    expect((await find('Nhánh thắng · Chung kết')).player1Id).toBe(first.player2Id);
    expect((await find('Nhánh thua · Vòng 1')).player1Id).toBe(first.player1Id);
    expect(players).toHaveLength(4);
  });

  it('plays the reset match of a double final only when the losers’ side wins the first', async () => {
    const { t, rows } = await startedTournament(4, { format: 'double_elimination' });
    // Top seeds win in the winners' side; the losers' side goes on; then the LB winner wins GF 1.
    for (let guard = 0; guard < 10; guard++) {
      const next = (await rows()).find(
        (r) => r.status === 'scheduled' && r.roundLabel !== 'Chung kết tổng',
      );
      if (!next) break;
      await win(next, 1);
    }
    const grandFinal = (await rows()).find((r) => r.roundLabel === 'Chung kết tổng') as MatchRow;
    expect(grandFinal.status).toBe('scheduled');
    await win(grandFinal, 2);
    const reset = (await rows()).find((r) => r.roundLabel === 'Chung kết tổng · Trận quyết định');
    expect(reset).toMatchObject({ status: 'scheduled', race1: 6, roundKey: 'final' });
    expect((await tournamentsOf().get(t.id, null)).status).toBe('ongoing');

    // Corrected: the winners' side won after all, so there is no reset match and it is over.
    await matchesOf().correct(world.organizer, grandFinal.id, { score1: 6, score2: 2 });
    expect((await rows()).some((r) => r.roundLabel.includes('Trận quyết định'))).toBe(false);
    const finished = await tournamentsOf().get(t.id, null);
    expect(finished.status).toBe('finished');
    const standings = await tournamentsOf().standings(t.id, null);
    expect(standings[0]).toMatchObject({ place: 1, player: { id: grandFinal.player1Id } });
    const bracket = await tournamentsOf().bracket(t.id, null);
    const finalGroup = bracket.stages[0]?.groups.find((g) => g.label === 'Chung kết tổng');
    expect(finalGroup?.rounds).toHaveLength(1);
  });

  it('builds the knockout after the groups, and locks the group results then', async () => {
    const { t, rows } = await startedTournament(8, {
      format: 'groups_knockout',
      groupCount: 2,
      advancePerGroup: 2,
    });
    const groupMatches = await rows();
    expect(groupMatches).toHaveLength(12);
    expect(groupMatches.every((r) => /^Bảng [AB] · Lượt \d$/.test(r.roundLabel))).toBe(true);
    for (const row of groupMatches) await win(row, 1);
    const after = await rows();
    const knockout = after.filter((r) => !r.roundLabel.startsWith('Bảng'));
    expect(knockout.map((r) => r.roundLabel)).toEqual(['Bán kết', 'Bán kết', 'Chung kết']);
    // Cross-seeded: each semi-final pairs a group winner with the other group's runner-up.
    const bracket = await tournamentsOf().bracket(t.id, null);
    expect(bracket.stages.map((s) => s.name)).toEqual(['Vòng bảng', 'Vòng loại trực tiếp']);
    const standingsBefore = await tournamentsOf().standings(t.id, null);
    expect(standingsBefore.filter((s) => s.eliminated)).toHaveLength(4);

    const late = await rejection(
      matchesOf().correct(world.organizer, several(groupMatches, 1)[0].id, {
        score1: 0,
        score2: 3,
      }),
    );
    expect([late.status, late.message]).toEqual([409, APP_API_MESSAGES.correctionAfterGroups]);
    const ids = new Set(knockout.slice(0, 2).flatMap((r) => [r.player1Id, r.player2Id]));
    expect(ids.size).toBe(4);
  });
});
