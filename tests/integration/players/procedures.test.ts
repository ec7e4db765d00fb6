// The player, leaderboard, store and race-chart procedures through the BFF callers, over the
// embedded upstream seeded with the demo world: search, profiles, histories, rank decisions,
// stores, the race chart against the formula, and that nothing private ever leaves either layer
// (checked on the serialized procedure output and on the raw upstream JSON).
import { RANK_CODES } from '../../../src/shared/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNT_LIST, FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_PLAYERS } from '../../../fixtures/players';
import { FIXTURE_RANK_CHANGES, seededRank } from '../../../fixtures/rank-changes';
import { FIXTURE_STORES } from '../../../fixtures/stores';
import { FIXTURE_TOURNAMENTS } from '../../../fixtures/tournaments';
import { createScratchDatabase } from '../../../src/app-api/db/scratch-database';
import { foldSearchText } from '../../../src/app-api/db/search-fold';
import { mapRaceToByRank } from '../../../src/app-api/services/race-to';
import { suggestRank } from '../../../src/shared/ranks';
import type { RankCode } from '../../../src/shared/schemas/config';
import type { PlayerListItem } from '../../../src/shared/schemas/players';
import {
  callerFor,
  signedInCaller,
  startEmbeddedUpstream,
  type EmbeddedUpstream,
} from '../../support/embedded-upstream';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

let embedded: EmbeddedUpstream;
const anonymous = () => callerFor(embedded.upstream).caller;
type Caller = ReturnType<typeof anonymous>;

/** The embedded upstream over PGlite, and over a scratch PostgreSQL database when one is set. */
function upstreamTargets(): Array<{ label: string; start: () => Promise<EmbeddedUpstream> }> {
  const targets = [{ label: 'PGlite (memory://)', start: () => startEmbeddedUpstream() }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      label: `PostgreSQL (${new URL(serverUrl).host})`,
      start: async () => {
        const scratch = await createScratchDatabase(serverUrl);
        const started = await startEmbeddedUpstream(scratch.url);
        return {
          ...started,
          close: async () => {
            await started.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return targets;
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** Everyone the seed creates, with the rank they end up with after the organiser's decisions. */
const everyone = [...FIXTURE_ACCOUNT_LIST, ...FIXTURE_PLAYERS].map((p) => ({
  username: p.username,
  fullName: p.fullName,
  rank: seededRank(p),
}));

async function allPlayers(caller: Caller, extra: { q?: string; rank?: RankCode } = {}) {
  const found: PlayerListItem[] = [];
  for (let page = 1; ; page++) {
    const result = await caller.players.list({ ...extra, page, perPage: 100 });
    found.push(...result.data);
    if (page >= result.meta.lastPage) return found;
  }
}

async function idOf(username: string): Promise<number> {
  const [found] = (await anonymous().players.list({ q: username, perPage: 100 })).data.filter(
    (p) => p.username === username,
  );
  if (!found) throw new Error(`no player ${username}`);
  return found.id;
}

describe.each(upstreamTargets())('players, rankings, stores and races on $label', (target) => {
  beforeAll(async () => {
    embedded = await target.start();
  });
  afterAll(async () => embedded?.close());

  describe('players.list', () => {
    it('finds names without their Vietnamese marks, and usernames', async () => {
      const caller = anonymous();
      const expected = everyone
        .filter((p) => foldSearchText(`${p.fullName} ${p.username}`).includes('nguyen'))
        .map((p) => p.username)
        .sort();
      expect(expected.length).toBeGreaterThan(1);
      for (const q of ['nguyen', 'NGUYỄN', '  Nguyễn ']) {
        const found = await allPlayers(caller, { q });
        expect(found.map((p) => p.username).sort()).toEqual(expected);
        expect(found.map((p) => p.fullName)).toContain(organizer.fullName);
      }
      expect((await caller.players.list({ q: 'hoangnam' })).data.map((p) => p.username)).toEqual([
        'hoangnam',
      ]);
      expect(
        (await caller.players.list({ q: 'nguyen van hung' })).data.map((p) => p.username),
      ).toEqual([organizer.username]);
      // LIKE's wildcards are taken literally.
      expect((await caller.players.list({ q: '%' })).data).toEqual([]);
      expect((await caller.players.list({ q: 'khong co ai ten nay' })).meta.total).toBe(0);
    });

    it('filters by official rank', async () => {
      const caller = anonymous();
      for (const rank of ['C', 'K', 'A'] as const) {
        const found = await allPlayers(caller, { rank });
        expect(found.every((p) => p.rank === rank)).toBe(true);
        expect(found.map((p) => p.username).sort()).toEqual(
          everyone
            .filter((p) => p.rank === rank)
            .map((p) => p.username)
            .sort(),
        );
      }
    });

    it('sorts by rating (default) or by name, and pages without losing anyone', async () => {
      const caller = anonymous();
      const all = await allPlayers(caller);
      expect(all).toHaveLength(everyone.length);
      const ratings = all.map((p) => p.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

      const first = await caller.players.list({ perPage: 7 });
      expect(first.meta).toEqual({
        page: 1,
        perPage: 7,
        total: everyone.length,
        lastPage: Math.ceil(everyone.length / 7),
      });
      const paged: number[] = [];
      for (let page = 1; page <= first.meta.lastPage; page++) {
        const result = await caller.players.list({ page, perPage: 7 });
        expect(result.data.length).toBe(page < first.meta.lastPage ? 7 : everyone.length % 7 || 7);
        paged.push(...result.data.map((p) => p.id));
      }
      expect(paged).toEqual(all.map((p) => p.id));
      expect((await caller.players.list({ page: first.meta.lastPage + 1 })).data).toEqual([]);

      const byName = (await caller.players.list({ sort: 'name', perPage: 100 })).data.map((p) =>
        foldSearchText(p.fullName),
      );
      expect(byName).toEqual([...byName].sort());
      const byMatches = (await caller.players.list({ sort: 'matches', perPage: 100 })).data.map(
        (p) => p.stats.matchesWon + p.stats.matchesLost,
      );
      expect(byMatches).toEqual([...byMatches].sort((a, b) => b - a));
    });

    it('suggests the rank the rating is nearest to', async () => {
      const caller = anonymous();
      const { ranks } = await caller.config.get();
      for (const p of await allPlayers(caller)) {
        expect(p.suggestedRank).toBe(suggestRank(ranks, p.rating));
      }
    });

    it('rejects bad input in Vietnamese', async () => {
      const caller = anonymous();
      expect((await errorOf(caller.players.list({ perPage: 500 }))).message).toBe(
        'Tối đa 100 mục mỗi trang',
      );
      expect((await errorOf(caller.players.list({ q: 'x'.repeat(101) }))).message).toBe(
        'Từ khoá tối đa 100 ký tự',
      );
    });
  });

  describe('a player’s pages', () => {
    it('shows the profile header with racks, titles, suggested rank and rank decisions', async () => {
      const caller = anonymous();
      const change = FIXTURE_RANK_CHANGES[0];
      if (!change) throw new Error('no rank change fixture');
      const id = await idOf(change.username);
      const profile = await caller.players.get({ id });
      const history = await caller.players.ratingHistory({ id });
      const { ranks } = await caller.config.get();
      expect(profile).toMatchObject({ id, username: change.username, rank: change.rank });
      expect(profile.suggestedRank).toBe(suggestRank(ranks, profile.rating));
      expect(profile.racksPlayed).toBe(history.reduce((s, p) => s + p.racksWon + p.racksLost, 0));
      expect(profile.racksPlayed).toBeGreaterThan(0);
      expect(profile.tournamentsPlayed).toBeGreaterThan(0);
      expect(profile.rankChanges).toEqual([
        expect.objectContaining({
          toRank: change.rank,
          reason: change.reason,
          changedBy: expect.objectContaining({ username: organizer.username }),
        }),
      ]);
      const daysAgo =
        (Date.now() - Date.parse(profile.rankChanges[0]?.createdAt ?? '')) / 86_400_000;
      expect(daysAgo).toBeCloseTo(change.daysAgo, 0);
      // The winner of the tournament behind the decision has a title.
      expect(profile.titles).toBeGreaterThanOrEqual(1);

      const missing = await errorOf(caller.players.get({ id: 9_999_999 }));
      expect([missing.code, missing.message]).toEqual(['NOT_FOUND', 'Không tìm thấy cơ thủ']);
    });

    it('draws the rating history oldest first, ending at the current rating', async () => {
      const caller = anonymous();
      for (const username of ['hoangnam', player.username, viewer.username]) {
        const id = await idOf(username);
        const [profile, history] = await Promise.all([
          caller.players.get({ id }),
          caller.players.ratingHistory({ id }),
        ]);
        expect(history[0]).toMatchObject({ matchId: null, opponent: null, delta: 0 });
        const times = history.map((p) => Date.parse(p.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        for (let i = 1; i < history.length; i++) {
          expect(history[i]?.rating).toBeCloseTo(
            (history[i - 1]?.rating ?? NaN) + (history[i]?.delta ?? NaN),
            6,
          );
          expect(history[i]?.matchId).toEqual(expect.any(Number));
        }
        expect(history.at(-1)?.rating).toBe(profile.rating);
      }
      // The demo's players have histories that produced their ratings: a point per match played.
      const id = await idOf('hoangnam');
      const { stats } = await caller.players.get({ id });
      expect(await caller.players.ratingHistory({ id })).toHaveLength(
        1 + stats.matchesWon + stats.matchesLost,
      );
    });

    it('lists achievements newest first and the champion of every finished fixture', async () => {
      const caller = anonymous();
      const finished = (await caller.tournaments.list({ status: 'finished', perPage: 100 })).data;
      expect(finished).toHaveLength(
        FIXTURE_TOURNAMENTS.filter((t) => t.status === 'finished').length,
      );
      for (const t of finished) {
        const [champion] = await caller.tournaments.standings({ id: t.id });
        if (!champion) throw new Error(`no standings for ${t.name}`);
        const list = await caller.players.achievements({ id: champion.player.id, perPage: 100 });
        expect(list.data).toContainEqual(
          expect.objectContaining({
            kind: 'champion',
            place: 1,
            tournament: expect.objectContaining({ id: t.id, name: t.name, game: t.game }),
          }),
        );
        const times = list.data.map((a) => Date.parse(a.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const profile = await caller.players.get({ id: champion.player.id });
        expect(profile.titles).toBe(list.data.filter((a) => a.kind === 'champion').length);
      }
      const none = await caller.players.achievements({ id: await idOf(viewer.username) });
      expect(none).toEqual({ data: [], meta: { page: 1, perPage: 20, total: 0, lastPage: 1 } });
    });

    it('pages the match history, newest first, each match with its rating change', async () => {
      const caller = anonymous();
      const id = await idOf('hoangnam');
      const history = await caller.players.ratingHistory({ id });
      const deltaOf = new Map(history.map((p) => [p.matchId, p.delta]));
      const all = await caller.players.matchHistories({ id, perPage: 100 });
      expect(all.meta.total).toBeGreaterThan(2);
      for (const match of all.data) {
        expect(match.status).toBe('finished');
        expect([match.player1?.id, match.player2?.id]).toContain(id);
        // Byes are not rated: their delta is null and they have no point on the chart.
        expect(match.ratingDelta).toBe(deltaOf.get(match.id) ?? null);
      }
      const finishedAt = all.data.map((m) => Date.parse(m.finishedAt ?? ''));
      expect(finishedAt).toEqual([...finishedAt].sort((a, b) => b - a));
      const page2 = await caller.players.matchHistories({ id, page: 2, perPage: 2 });
      expect(page2.meta).toEqual({
        page: 2,
        perPage: 2,
        total: all.meta.total,
        lastPage: Math.ceil(all.meta.total / 2),
      });
      expect(page2.data.map((m) => m.id)).toEqual(all.data.slice(2, 4).map((m) => m.id));
    });

    it('shows the signed-in player the same record under profile.*', async () => {
      const { caller } = await signedInCaller(embedded.upstream, player.username, player.password);
      const id = await idOf(player.username);
      expect(await caller.profile.histories({ perPage: 100 })).toEqual(
        await anonymous().players.matchHistories({ id, perPage: 100 }),
      );
      expect(await caller.profile.achievements({})).toEqual(
        await anonymous().players.achievements({ id }),
      );
      expect((await errorOf(anonymous().profile.histories({}))).code).toBe('UNAUTHORIZED');
      const { caller: asViewer } = await signedInCaller(
        embedded.upstream,
        viewer.username,
        viewer.password,
      );
      expect((await errorOf(asViewer.profile.achievements({}))).code).toBe('FORBIDDEN');
    });
  });

  describe('rankings.list', () => {
    it('ranks rated players by rating with consecutive positions, kept under a rank filter', async () => {
      const caller = anonymous();
      const board = await caller.rankings.list({ perPage: 100 });
      expect(board.data.map((e) => e.position)).toEqual(board.data.map((_, i) => i + 1));
      const ratings = board.data.map((e) => e.player.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      // The operator never played: not on the board.
      expect(board.data.map((e) => e.player.username)).not.toContain('operator');
      expect(board.meta.total).toBeGreaterThan(30);
      const positionOf = new Map(board.data.map((e) => [e.player.id, e.position]));
      const rankC = await caller.rankings.list({ rank: 'C', perPage: 100 });
      expect(rankC.data.length).toBeGreaterThan(0);
      for (const entry of rankC.data) {
        expect(entry.player.rank).toBe('C');
        expect(entry.position).toBe(positionOf.get(entry.player.id));
      }
      const page2 = await caller.rankings.list({ page: 2, perPage: 5 });
      expect(page2.data.map((e) => e.position)).toEqual([6, 7, 8, 9, 10]);
    });
  });

  describe('players.setRank', () => {
    it('needs tournament.update, validates the reason in Vietnamese, records who and when', async () => {
      const id = await idOf('quachminhtam');
      const input = { id, rank: 'G' as const, reason: 'Thắng liền ba giải phong trào' };
      expect((await errorOf(anonymous().players.setRank(input))).code).toBe('UNAUTHORIZED');
      const { caller: asPlayer } = await signedInCaller(
        embedded.upstream,
        player.username,
        player.password,
      );
      expect((await errorOf(asPlayer.players.setRank(input))).code).toBe('FORBIDDEN');

      const { caller: asOrganizer, token } = await signedInCaller(
        embedded.upstream,
        organizer.username,
        organizer.password,
      );
      for (const [reason, message] of [
        ['abc', 'Lý do tối thiểu 5 ký tự'],
        ['   ab    ', 'Lý do tối thiểu 5 ký tự'],
        ['x'.repeat(301), 'Lý do tối đa 300 ký tự'],
      ] as const) {
        const error = await errorOf(asOrganizer.players.setRank({ ...input, reason }));
        expect([error.code, error.message]).toEqual(['BAD_REQUEST', message]);
      }
      // The upstream checks the same on its own, and says so in Vietnamese too.
      const raw = await fetch(`${embedded.origin}/app-api/v1/players/${id}/rank`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rank: 'G', reason: 'ab' }),
      });
      expect(raw.status).toBe(422);
      expect(((await raw.json()) as { message: string }).message).toBe('Lý do tối thiểu 5 ký tự');
      const rawBadRank = await fetch(`${embedded.origin}/app-api/v1/players/${id}/rank`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rank: 'Z', reason: 'Thắng liền ba giải' }),
      });
      expect(rawBadRank.status).toBe(422);
      expect(((await rawBadRank.json()) as { message: string }).message).toBe('Hạng không hợp lệ');

      const before = Date.now();
      const profile = await asOrganizer.players.setRank(input);
      expect(profile.rank).toBe('G');
      const [latest] = profile.rankChanges;
      expect(latest).toMatchObject({
        fromRank: 'H',
        toRank: 'G',
        reason: input.reason,
        changedBy: { username: organizer.username, fullName: organizer.fullName },
      });
      expect(Date.parse(latest?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1_000);
      expect((await anonymous().players.get({ id })).rankChanges[0]).toEqual(latest);
      const again = await errorOf(asOrganizer.players.setRank(input));
      expect(again.message).toBe('Cơ thủ đang ở hạng này, hãy chọn hạng khác');
    });
  });

  describe('stores', () => {
    it('searches by name, address or district without marks, and filters by city', async () => {
      const caller = anonymous();
      const all = await caller.stores.list();
      expect(all).toHaveLength(FIXTURE_STORES.length);
      expect((await caller.stores.list({ q: 'hoang gia' })).map((s) => s.name)).toEqual([
        'CLB Bida Hoàng Gia',
      ]);
      expect((await caller.stores.list({ q: 'TRAN THAI TONG' })).map((s) => s.name)).toEqual([
        'CLB Bida Hoàng Gia',
      ]);
      expect((await caller.stores.list({ q: 'cau giay' })).map((s) => s.district)).toEqual([
        'Cầu Giấy',
      ]);
      const hanoi = await caller.stores.list({ city: 'Hà Nội' });
      expect(hanoi.map((s) => s.name).sort()).toEqual(
        FIXTURE_STORES.filter((s) => s.city === 'Hà Nội')
          .map((s) => s.name)
          .sort(),
      );
      expect(await caller.stores.list({ city: 'Đà Nẵng' })).toEqual([]);
      expect(await caller.stores.list({ city: 'Hà Nội', q: 'hoang gia' })).toHaveLength(1);
      expect(await caller.stores.list({ city: 'TP. Hồ Chí Minh', q: 'hoang gia' })).toEqual([]);
      expect(await caller.stores.cities()).toEqual(['Hà Nội', 'TP. Hồ Chí Minh']);
      const error = await errorOf(caller.stores.list({ q: 'x'.repeat(101) }));
      expect([error.code, error.message]).toEqual(['BAD_REQUEST', 'Từ khoá tối đa 100 ký tự']);
    });

    it('lists each club’s next tournaments: open or ongoing, soonest first, three at most', async () => {
      const caller = anonymous();
      let seen = 0;
      for (const store of await caller.stores.list()) {
        const hosted = (await caller.tournaments.list({ storeId: store.id, perPage: 100 })).data
          .filter((t) => t.status === 'registration' || t.status === 'ongoing')
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
          .slice(0, 3);
        expect(store.upcomingTournaments.map((t) => t.id)).toEqual(hosted.map((t) => t.id));
        for (const t of store.upcomingTournaments) {
          const full = hosted.find((h) => h.id === t.id);
          expect(t).toMatchObject({
            name: full?.name,
            status: full?.status,
            playerCount: full?.playerCount,
            maxPlayers: full?.maxPlayers,
            entryFee: full?.entryFee,
          });
        }
        seen += store.upcomingTournaments.length;
      }
      expect(seen).toBeGreaterThan(0);
    });
  });

  describe('the race chart', () => {
    it('equals the formula of config.mapRaceTo for every rank pair', async () => {
      const caller = anonymous();
      const config = await caller.config.get();
      for (const raceTo of [1, 5, 7, 13]) {
        const chart = await caller.config.raceChart({ raceTo });
        expect(chart.raceTo).toBe(raceTo);
        // Row-major, weakest to strongest (the default ratings rise with the letters).
        expect(chart.cells.map((c) => `${c.rankA}${c.rankB}`)).toEqual(
          RANK_CODES.flatMap((a) => RANK_CODES.map((b) => `${a}${b}`)),
        );
        for (const cell of chart.cells) {
          const formula = mapRaceToByRank(config, { rankA: cell.rankA, rankB: cell.rankB, raceTo });
          expect(cell).toMatchObject({
            raceA: formula.raceA,
            raceB: formula.raceB,
            spot: formula.spot,
          });
          expect(cell.winProbabilityA).toBeCloseTo(formula.winProbabilityA, 4);
        }
      }
      // And the calculator's procedure agrees with the chart, cell by cell, for one race.
      const chart = await caller.config.raceChart({ raceTo: 7 });
      const calls = chart.cells.map((cell) =>
        caller.config.mapRaceTo({ rankA: cell.rankA, rankB: cell.rankB, raceTo: 7 }),
      );
      const results = await Promise.all(calls);
      for (const [i, { rankA, rankB, ...cell }] of chart.cells.entries()) {
        expect(results[i], `${rankA}–${rankB}`).toEqual(cell);
      }
    });

    it('refuses a bad race in Vietnamese, never with a 500', async () => {
      const caller = anonymous();
      for (const [raceTo, message] of [
        [0, 'Số ván chạm phải từ 1 trở lên'],
        [51, 'Số ván chạm tối đa là 50'],
        [2.5, 'Số ván chạm phải là số nguyên'],
      ] as const) {
        const error = await errorOf(caller.config.raceChart({ raceTo }));
        expect([error.code, error.message]).toEqual(['BAD_REQUEST', message]);
      }
      for (const [query, message] of [
        ['race_to=abc', 'Số ván chạm phải là một số'],
        ['race_to=0', 'Số ván chạm phải từ 1 trở lên'],
        ['race_to=-3', 'Số ván chạm phải từ 1 trở lên'],
        ['race_to=51', 'Số ván chạm tối đa là 50'],
        ['race_to=1e9', 'Số ván chạm tối đa là 50'],
        ['race_to=2.5', 'Số ván chạm phải là số nguyên'],
        ['race_to=Infinity', null],
        ['race_to=7&race_to=9', null],
      ] as const) {
        const reply = await fetch(`${embedded.origin}/app-api/v1/config/race-chart?${query}`);
        expect(reply.status, query).toBe(422);
        const body = (await reply.json()) as { message: string };
        if (message) expect(body.message, query).toBe(message);
        else expect(body.message, query).toMatch(/[ạ-ỹàáâãèéêìíòóôõùúýăđơư]/i);
      }
      // The calculator's endpoint says the same about its body.
      for (const [body, message] of [
        [{ rank_a: 'C', rank_b: 'F', race_to: 0 }, 'Số ván chạm phải từ 1 trở lên'],
        [{ rank_a: 'C', rank_b: 'F', race_to: 99 }, 'Số ván chạm tối đa là 50'],
        [{ rank_a: 'C', rank_b: 'F', race_to: '7' }, 'Số ván chạm phải là một số'],
        [{ rank_a: 'Z', rank_b: 'F', race_to: 7 }, 'Hạng không hợp lệ'],
      ] as const) {
        const reply = await fetch(`${embedded.origin}/app-api/v1/config/map-race-to`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(reply.status, JSON.stringify(body)).toBe(422);
        expect(((await reply.json()) as { message: string }).message).toBe(message);
      }
      // An empty value is no value: the configured default race.
      const empty = await fetch(`${embedded.origin}/app-api/v1/config/race-chart?race_to=`);
      expect(empty.status).toBe(200);
      const fine = await fetch(`${embedded.origin}/app-api/v1/config/race-chart`);
      expect(fine.status).toBe(200);
      const defaultRace = ((await fine.json()) as { data: { race_to: number } }).data.race_to;
      expect(defaultRace).toBe((await caller.config.get()).raceToDefault);
    });
  });

  describe('privacy of the public procedures', () => {
    const people = [...FIXTURE_ACCOUNT_LIST, ...FIXTURE_PLAYERS];
    const privateValues = people.flatMap((p) => [
      p.phone,
      // The same number as Vietnamese write it at home.
      `0${p.phone.slice(3)}`,
      ...('email' in p && p.email ? [p.email] : []),
      ...('birthday' in p && p.birthday ? [p.birthday] : []),
      ...(p.address ? [p.address] : []),
    ]);
    const privateKeys = [
      'phone',
      'email',
      'coin',
      'coins',
      'wallet',
      'balance',
      'password',
      'passwordHash',
      'password_hash',
      'birthday',
      'address',
      'permissions',
    ];

    /** Neither a private key nor any fixture account's private value anywhere in `json`. */
    function expectNothingPrivate(json: string, where: string, allowedKeys: string[] = []): void {
      for (const key of privateKeys.filter((k) => !allowedKeys.includes(k))) {
        expect(json.includes(`"${key}":`), `${where}: key ${key}`).toBe(false);
      }
      for (const value of privateValues) {
        expect(json.includes(value), `${where}: ${value}`).toBe(false);
      }
      // No password hash either (scrypt/bcrypt/argon strings all carry a "$").
      expect(/"\$(?:scrypt|argon2|2[aby])\$/.test(json), `${where}: a hash`).toBe(false);
    }

    it('never returns phone, e-mail, coins, password hash, birthday or address', async () => {
      const visitors: Array<[string, Caller]> = [
        ['visitor', anonymous()],
        [
          'organizer',
          (await signedInCaller(embedded.upstream, organizer.username, organizer.password)).caller,
        ],
      ];
      const ids = await Promise.all(
        [organizer, player, viewer, ...FIXTURE_PLAYERS.slice(0, 3)].map((p) => idOf(p.username)),
      );
      const start = embedded.received.length;
      for (const [who, caller] of visitors) {
        const outputs: Array<[string, unknown]> = [
          ['players.list', await allPlayers(caller)],
          ['players.list q', await caller.players.list({ q: 'nguyen', sort: 'name' })],
          ['rankings.list', await caller.rankings.list({ perPage: 100 })],
          ['stores.list', await caller.stores.list()],
          ['tournaments.list', await caller.tournaments.list({ perPage: 100 })],
          ['matches.live', await caller.matches.live()],
        ];
        for (const id of ids) {
          outputs.push(
            [`players.get ${id}`, await caller.players.get({ id })],
            [`players.ratingHistory ${id}`, await caller.players.ratingHistory({ id })],
            [`players.achievements ${id}`, await caller.players.achievements({ id, perPage: 100 })],
            [
              `players.matchHistories ${id}`,
              await caller.players.matchHistories({ id, perPage: 100 }),
            ],
          );
        }
        const some = (await caller.tournaments.list({ perPage: 100 })).data.slice(0, 4);
        for (const t of some) {
          outputs.push(
            [`tournaments.get ${t.id}`, await caller.tournaments.get({ id: t.id })],
            [`tournaments.players ${t.id}`, await caller.tournaments.players({ id: t.id })],
            [`tournaments.standings ${t.id}`, await caller.tournaments.standings({ id: t.id })],
            [`tournaments.matches ${t.id}`, await caller.tournaments.matches({ id: t.id })],
          );
        }
        for (const [name, output] of outputs) {
          // Stores are businesses: their phone and address are the point of the list.
          const allowed = name.startsWith('stores.') ? ['phone', 'address'] : [];
          expectNothingPrivate(JSON.stringify(output), `${who} ${name}`, allowed);
        }
      }

      // The raw upstream JSON of every GET the procedures made, fetched again as a visitor.
      const paths = [
        ...new Set(
          embedded.received
            .slice(start)
            .filter((r) => r.startsWith('GET ') && !r.includes('/auth/'))
            .map((r) => r.slice(4)),
        ),
      ];
      expect(paths.some((p) => p.startsWith('/app-api/v1/players/'))).toBe(true);
      expect(paths.some((p) => p.startsWith('/app-api/v1/rankings'))).toBe(true);
      for (const path of paths) {
        const reply = await fetch(embedded.origin + path);
        expect(reply.status, path).toBe(200);
        const allowed = path.startsWith('/app-api/v1/stores') ? ['phone', 'address'] : [];
        expectNothingPrivate(await reply.text(), `upstream ${path}`, allowed);
      }
    });
  });
});
