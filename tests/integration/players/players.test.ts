// Players through the BFF's procedures on the demo world: the list (search without marks, ranks,
// paging), a player's pages and histories, the leaderboard, and the organisers' rank decisions.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_RANK_CHANGES } from '../../../fixtures/rank-changes';
import { FIXTURE_TOURNAMENTS } from '../../../fixtures/tournaments';
import { foldSearchText } from '../../../src/app-api/db/search-fold';
import { suggestRank } from '../../../src/shared/ranks';
import { signedInCaller } from '../../support/embedded-upstream';
import { demoUpstreamOf, errorOf, everyone, upstreamTargets } from '../../support/demo-procedures';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;
/** A demo event of the organiser's, under way, that quachminhtam plays. */
const KY_DONG_OPEN = 'Giải 9 bi Kỳ Đồng Open';

describe.each(upstreamTargets())('players and rankings on $label', (target) => {
  const upstream = demoUpstreamOf(target);
  const { anonymous, allPlayers, idOf } = upstream;

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
      // The organiser's decision, among the rating's suggestions of the demo's matches.
      const decisions = profile.rankChanges.filter((c) => c.kind !== 'suggested');
      expect(decisions).toEqual([
        expect.objectContaining({
          kind: 'decided',
          toRank: change.rank,
          reason: change.reason,
          changedBy: expect.objectContaining({ username: organizer.username }),
        }),
      ]);
      const daysAgo = (Date.now() - Date.parse(decisions[0]?.createdAt ?? '')) / 86_400_000;
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
      const { caller } = await signedInCaller(
        upstream.embedded.upstream,
        player.username,
        player.password,
      );
      const id = await idOf(player.username);
      expect(await caller.profile.histories({ perPage: 100 })).toEqual(
        await anonymous().players.matchHistories({ id, perPage: 100 }),
      );
      expect(await caller.profile.achievements({})).toEqual(
        await anonymous().players.achievements({ id }),
      );
      expect((await errorOf(anonymous().profile.histories({}))).code).toBe('UNAUTHORIZED');
      const { caller: asViewer } = await signedInCaller(
        upstream.embedded.upstream,
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
      // The organiser's event under way that they have seen quachminhtam play.
      const event = (
        await anonymous().tournaments.list({ q: KY_DONG_OPEN, perPage: 100 })
      ).data.find((t) => t.name === KY_DONG_OPEN);
      if (!event) throw new Error(`no demo event ${KY_DONG_OPEN}`);
      const input = {
        id,
        rank: 'G' as const,
        reason: 'Thắng liền ba giải phong trào',
        tournamentId: event.id,
      };
      expect((await errorOf(anonymous().players.setRank(input))).code).toBe('UNAUTHORIZED');
      const { caller: asPlayer } = await signedInCaller(
        upstream.embedded.upstream,
        player.username,
        player.password,
      );
      expect((await errorOf(asPlayer.players.setRank(input))).code).toBe('FORBIDDEN');

      const { caller: asOrganizer, token } = await signedInCaller(
        upstream.embedded.upstream,
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
      const raw = await fetch(`${upstream.embedded.origin}/app-api/v1/players/${id}/rank`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rank: 'G', reason: 'ab', tournament_id: event.id }),
      });
      expect(raw.status).toBe(422);
      expect(((await raw.json()) as { message: string }).message).toBe('Lý do tối thiểu 5 ký tự');
      const rawBadRank = await fetch(`${upstream.embedded.origin}/app-api/v1/players/${id}/rank`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rank: 'Z', reason: 'Thắng liền ba giải', tournament_id: event.id }),
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
        tournament: { id: event.id, name: KY_DONG_OPEN },
      });
      expect(Date.parse(latest?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1_000);
      expect((await anonymous().players.get({ id })).rankChanges[0]).toEqual(latest);
      const again = await errorOf(asOrganizer.players.setRank(input));
      expect(again.message).toBe('Cơ thủ đang ở hạng này, hãy chọn hạng khác');
    });
  });
});
