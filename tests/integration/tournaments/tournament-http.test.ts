// One tournament over the embedded upstream's HTTP, on the demo world: what each viewer sees,
// its players, standings, bracket and matches, the organiser's changes with Vietnamese field
// errors, joining and leaving with the fee, and the start with a manual seeding.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { MESSAGES } from '../../../src/shared/messages';
import type { TournamentSummary } from '../../../src/shared/schemas/tournaments';
import {
  bracketWire,
  joinResultWire,
  standingsWire,
  tournamentPlayersWire,
  tournamentWire,
} from '../../../src/shared/wire/tournaments';
import { matchListWire } from '../../../src/shared/wire/matches';
import { demoUpstream } from '../../support/demo-upstream';

const { player } = FIXTURE_ACCOUNTS;

describe('one tournament over HTTP', () => {
  const upstream = demoUpstream();
  const { call, expectError, listAll, tournamentNamed, tokens } = upstream;

  describe('one tournament', () => {
    it('shows a tournament with the viewer’s flags; drafts only to managers', async () => {
      const ongoing = (await listAll('&status=ongoing'))[0] as TournamentSummary;
      const asVisitor = tournamentWire.parse(
        (await call('GET', `/tournaments/${ongoing.id}`)).body.data,
      );
      expect(asVisitor.viewer).toEqual({
        joined: false,
        manager: false,
        checkedIn: false,
        eligibility: null,
      });
      expect(asVisitor.managers.map((m) => m.username)).toEqual(['organizer']);
      const asOrganizer = tournamentWire.parse(
        (await call('GET', `/tournaments/${ongoing.id}`, { token: tokens.organizer })).body.data,
      );
      expect(asOrganizer.viewer.manager).toBe(true);
      // A dead token on a public endpoint is a visitor, not a 401.
      expect((await call('GET', `/tournaments/${ongoing.id}`, { token: 'forged' })).status).toBe(
        200,
      );

      const draft = await tournamentNamed('Sài Gòn Billiards Championship');
      expectError(
        await call('GET', `/tournaments/${draft.id}`),
        404,
        APP_API_MESSAGES.tournamentNotFound,
      );
      expectError(await call('GET', `/tournaments/${draft.id}`, { token: tokens.player }), 404);
      expect(
        (await call('GET', `/tournaments/${draft.id}`, { token: tokens.organizer })).status,
      ).toBe(200);
      expectError(await call('GET', `/tournaments/${draft.id}/players`), 404);

      expectError(await call('GET', '/tournaments/999999'), 404);
      expectError(await call('GET', '/tournaments/abc'), 404);
      expectError(await call('GET', '/tournaments/1.5'), 404);
      expectError(await call('GET', '/tournaments/-1/players'), 404);
    });

    it('serves players, standings, bracket and matches of a running tournament', async () => {
      const t = await tournamentNamed('Giải 9 bi Kỳ Đồng Open');
      const players = tournamentPlayersWire.parse(
        (await call('GET', `/tournaments/${t.id}/players`)).body.data,
      );
      expect(players.map((p) => p.seed)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      expect(JSON.stringify(players)).not.toMatch(/phone|coin|email/);

      const standings = standingsWire.parse(
        (await call('GET', `/tournaments/${t.id}/standings`)).body.data,
      );
      expect(standings).toHaveLength(16);
      expect(standings.every((s) => s.place === null)).toBe(true);

      const bracketReply = await call('GET', `/tournaments/${t.id}/bracket`);
      const bracket = bracketWire.parse(bracketReply.body.data);
      expect(bracket.stages[0]?.type).toBe('double_elimination');
      expect(bracket.stages[0]?.groups.map((g) => g.label)).toEqual([
        'Nhánh thắng',
        'Nhánh thua',
        'Chung kết tổng',
      ]);
      expect(JSON.stringify(bracketReply.body.data)).toContain('"winner_id"');

      const list = matchListWire.parse(
        (await call('GET', `/tournaments/${t.id}/matches`)).body.data,
      );
      expect(list.filter((m) => m.status === 'live')).toHaveLength(2);
      expect(list.map((m) => m.number)).toEqual(
        [...list.map((m) => m.number)].sort((a, b) => a - b),
      );
    });

    it('creates, edits and deletes for organisers only, with Vietnamese field errors', async () => {
      const body = {
        name: 'Giải tạo qua HTTP',
        description: '',
        game: '9-ball',
        format: 'groups_knockout',
        starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        store_id: null,
        max_players: 16,
        entry_fee: 30,
        min_rank: null,
        max_rank: null,
        race_to: { early: 3, quarter_final: 4, semi_final: 5, final: 6 },
        handicap: false,
        third_place_match: false,
        group_count: 4,
        advance_per_group: 2,
        prizes: [{ place: 1, label: 'Cúp' }],
        open_registration: false,
      };
      expectError(await call('POST', '/tournaments', { json: body }), 401);
      expectError(
        await call('POST', '/tournaments', { json: body, token: tokens.player }),
        403,
        MESSAGES.forbidden,
      );

      const invalid = await call('POST', '/tournaments', {
        json: { ...body, max_players: 1, race_to: { early: 0 }, group_count: null },
        token: tokens.organizer,
      });
      expectError(invalid, 422);
      expect(Object.keys(invalid.body.errors as object).sort()).toEqual(
        expect.arrayContaining(['max_players', 'race_to']),
      );
      const unknownStore = await call('POST', '/tournaments', {
        json: { ...body, store_id: 99_999 },
        token: tokens.organizer,
      });
      expectError(unknownStore, 422, APP_API_MESSAGES.storeNotFound);
      expect(unknownStore.body.errors).toEqual({ store_id: [APP_API_MESSAGES.storeNotFound] });

      const created = await call('POST', '/tournaments', { json: body, token: tokens.organizer });
      expect(created.status).toBe(201);
      const t = tournamentWire.parse(created.body.data);
      expect(t).toMatchObject({
        status: 'draft',
        groupCount: 4,
        viewer: { manager: true, joined: false },
      });
      expect((created.body.data as Record<string, unknown>).race_to).toEqual(body.race_to);

      // Without tournament.update the answer is 403 before the draft is even looked up.
      expectError(
        await call('PUT', `/tournaments/${t.id}`, { json: { name: 'Đổi' }, token: tokens.player }),
        403,
      );
      const renamed = await call('PUT', `/tournaments/${t.id}`, {
        json: { name: 'Giải đã đổi tên', max_players: 8 },
        token: tokens.organizer,
      });
      expect(tournamentWire.parse(renamed.body.data)).toMatchObject({
        name: 'Giải đã đổi tên',
        maxPlayers: 8,
      });
      const badUpdate = await call('PUT', `/tournaments/${t.id}`, {
        json: { starts_at: '2001-01-01T00:00:00Z' },
        token: tokens.organizer,
      });
      expectError(badUpdate, 422, 'Thời gian bắt đầu phải ở tương lai');
      expect(Object.keys(badUpdate.body.errors as object)).toEqual(['starts_at']);

      const opened = await call('POST', `/tournaments/${t.id}/open`, { token: tokens.organizer });
      expect(tournamentWire.parse(opened.body.data).status).toBe('registration');
      expectError(
        await call('POST', `/tournaments/${t.id}/open`, { token: tokens.organizer }),
        409,
      );
      expectError(await call('DELETE', `/tournaments/${t.id}`, { token: tokens.player }), 403);
      expect(await call('DELETE', `/tournaments/${t.id}`, { token: tokens.organizer })).toEqual({
        status: 200,
        body: { data: null },
      });
      expectError(await call('GET', `/tournaments/${t.id}`), 404);
    });

    it('joins and leaves with the fee, refuses a second join and a poor wallet', async () => {
      const t = await tournamentNamed('Giải Tay cơ Vàng hạng D–A');
      const rankRefused = await call('POST', `/tournaments/${t.id}/join`, { token: tokens.player });
      expectError(
        rankRefused,
        409,
        'Giải đấu chỉ dành cho cơ thủ hạng D đến A; bạn được xét theo hạng chính thức F',
      );

      const open = await tournamentNamed('Giải 10 bi giao lưu cuối tuần');
      const joined = await call('POST', `/tournaments/${open.id}/join`, { token: tokens.player });
      expect(joined.status).toBe(200);
      const result = joinResultWire.parse(joined.body.data);
      expect(result).toMatchObject({ coin: player.coin, tournament: { viewer: { joined: true } } });
      expectError(
        await call('POST', `/tournaments/${open.id}/join`, { token: tokens.player }),
        409,
        APP_API_MESSAGES.alreadyJoined,
      );
      const left = joinResultWire.parse(
        (await call('POST', `/tournaments/${open.id}/leave`, { token: tokens.player })).body.data,
      );
      expect(left.tournament.viewer.joined).toBe(false);

      const paid = await tournamentNamed('Giải Pool Arena Thủ Đức Mùa Hè');
      const poor = await call('POST', `/tournaments/${paid.id}/join`, { token: tokens.viewer });
      expectError(poor, 409, 'Số dư không đủ: lệ phí 100 xu, bạn đang có 0 xu. Hãy nạp thêm xu.');
      const running = await tournamentNamed('Giải phong trào Phố Huế');
      expectError(
        await call('POST', `/tournaments/${running.id}/join`, { token: tokens.viewer }),
        409,
        APP_API_MESSAGES.alreadyStartedJoin,
      );
      expectError(await call('POST', `/tournaments/${running.id}/join`), 401);
    });

    it('starts with a manual seeding that must name every player once', async () => {
      const t = await tournamentNamed('Giải hạng K–F Sông Hồng');
      const players = tournamentPlayersWire.parse(
        (await call('GET', `/tournaments/${t.id}/players`)).body.data,
      );
      const ids = players.map((p) => p.player.id);
      expectError(
        await call('POST', `/tournaments/${t.id}/start`, {
          json: { seeding: 'manual', order: ids },
          token: tokens.player,
        }),
        403,
      );
      for (const order of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
        const reply = await call('POST', `/tournaments/${t.id}/start`, {
          json: { seeding: 'manual', order },
          token: tokens.organizer,
        });
        expectError(reply, 422, APP_API_MESSAGES.manualOrder);
        expect(reply.body.errors).toEqual({ order: [APP_API_MESSAGES.manualOrder] });
      }
      expectError(
        await call('POST', `/tournaments/${t.id}/start`, {
          json: { seeding: 'lucky' },
          token: tokens.organizer,
        }),
        422,
      );
      const reversed = [...ids].reverse();
      // 6 players in 4 groups cannot give every group 2 players.
      expectError(
        await call('POST', `/tournaments/${t.id}/start`, {
          json: { seeding: 'manual', order: reversed },
          token: tokens.organizer,
        }),
        409,
      );
      const edited = await call('PUT', `/tournaments/${t.id}`, {
        json: { group_count: 2, advance_per_group: 2 },
        token: tokens.organizer,
      });
      expect(edited.status).toBe(200);
      const started = await call('POST', `/tournaments/${t.id}/start`, {
        json: { seeding: 'manual', order: reversed },
        token: tokens.organizer,
      });
      expect(tournamentWire.parse(started.body.data).status).toBe('ongoing');
      const seeded = tournamentPlayersWire.parse(
        (await call('GET', `/tournaments/${t.id}/players`)).body.data,
      );
      expect(seeded.map((p) => p.player.id)).toEqual(reversed);
      expectError(
        await call('POST', `/tournaments/${t.id}/start`, {
          json: { seeding: 'rating' },
          token: tokens.organizer,
        }),
        409,
        APP_API_MESSAGES.startNotRegistration,
      );
      expectError(
        await call('PUT', `/tournaments/${t.id}`, {
          json: { name: 'Muộn rồi' },
          token: tokens.organizer,
        }),
        409,
        APP_API_MESSAGES.editAfterStart,
      );
    });
  });
});
