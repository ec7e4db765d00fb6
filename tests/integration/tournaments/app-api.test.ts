// The tournament, match, store and wallet endpoints of the embedded upstream over real HTTP, on
// the seeded demo world: envelope, snake_case, pagination, status codes, and bad input that
// must never become a 500.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_STORES } from '../../../fixtures/stores';
import { FIXTURE_TOURNAMENTS } from '../../../fixtures/tournaments';
import { ALL_FIXTURE_TOURNAMENTS } from '../../../fixtures/tournaments-organizer2';
import { createAppApi, type AppApi } from '../../../src/app-api';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { MESSAGES } from '../../../src/shared/messages';
import type { Match } from '../../../src/shared/schemas/matches';
import type { TournamentSummary } from '../../../src/shared/schemas/tournaments';
import { loginResponseWire } from '../../../src/shared/wire/auth';
import { errorBodyWire } from '../../../src/shared/wire/envelope';
import {
  bracketWire,
  joinResultWire,
  standingsWire,
  tournamentPageWire,
  tournamentPlayersWire,
  tournamentWire,
} from '../../../src/shared/wire/tournaments';
import { matchListWire, matchPageWire, matchWire } from '../../../src/shared/wire/matches';
import { walletPageWire } from '../../../src/shared/wire/payments';
import { storeItemListWire } from '../../../src/shared/wire/players';
import { expectLedgerBalanced } from '../../support/tournament-world';
import { memoryDatabase } from '../../support/databases';

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

let appApi: AppApi;
let server: Server;
let origin: string;
const tokens: Record<string, string> = {};

async function call(
  method: string,
  path: string,
  options: { json?: unknown; raw?: string; token?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body =
    options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const response = await fetch(origin + path, { method, headers, body });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function expectError(reply: Reply, status: number, message?: string): void {
  expect(reply.status).toBe(status);
  const body = errorBodyWire.parse(reply.body);
  expect(body.message).toEqual(expect.any(String));
  if (message) expect(body.message).toBe(message);
}

beforeAll(async () => {
  appApi = await createAppApi({ databaseUrl: memoryDatabase() });
  const app = express();
  app.use('/app-api/v1', appApi.router);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app-api/v1`;
  for (const account of [organizer, player, viewer]) {
    const reply = await call('POST', '/auth/login', {
      json: { username: account.username, password: account.password },
    });
    tokens[account.username] = loginResponseWire.parse(reply.body.data).token;
  }
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await appApi?.close();
});

// Every organiser's: the public list is not one organiser's.
const publicTournaments = ALL_FIXTURE_TOURNAMENTS.filter((t) => t.status !== 'draft');

async function listAll(query = ''): Promise<TournamentSummary[]> {
  const reply = await call('GET', `/tournaments?per_page=100${query}`);
  expect(reply.status).toBe(200);
  return tournamentPageWire.parse(reply.body).data;
}

async function tournamentNamed(name: string, token?: string) {
  const managing = await call('GET', '/tournaments/managing?per_page=100', {
    token: token ?? tokens.organizer,
  });
  const found = tournamentPageWire.parse(managing.body).data.find((t) => t.name === name);
  if (!found) throw new Error(`no tournament ${name}`);
  return found;
}

describe('the demo world', () => {
  it('seeds every fixture tournament in its status, with ledgers that add up', async () => {
    const managing = tournamentPageWire.parse(
      (await call('GET', '/tournaments/managing?per_page=100', { token: tokens.organizer })).body,
    );
    const statusOf = new Map(managing.data.map((t) => [t.name, t.status]));
    for (const fixture of FIXTURE_TOURNAMENTS)
      expect(statusOf.get(fixture.name)).toBe(fixture.status);
    await expectLedgerBalanced(appApi.database.db);
    for (const account of [organizer, player, viewer]) {
      const me = await call('GET', '/auth/me', { token: tokens[account.username] });
      expect((me.body.data as { coin: number }).coin).toBe(account.coin);
    }
    const finished = managing.data.filter((t) => t.status === 'finished');
    for (const t of finished) {
      const standings = standingsWire.parse(
        (await call('GET', `/tournaments/${t.id}/standings`)).body.data,
      );
      expect(standings[0]?.place).toBe(1);
      expect(standings.every((s) => s.place !== null)).toBe(true);
    }
  });
});

describe('stores', () => {
  it('GET /stores lists the clubs by city and name, in snake_case', async () => {
    const reply = await call('GET', '/stores');
    expect(reply.status).toBe(200);
    const stores = storeItemListWire.parse(reply.body.data);
    expect(stores).toHaveLength(FIXTURE_STORES.length);
    const order = stores.map((s) => `${s.city}|${s.name}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'vi')));
    const first = (reply.body.data as Record<string, unknown>[])[0];
    expect(Object.keys(first ?? {})).toEqual(
      expect.arrayContaining(['opening_hours', 'map_url', 'district', 'tables']),
    );
  });
});

describe('tournament lists', () => {
  it('pages the public list with meta, never showing drafts, ongoing first', async () => {
    const reply = await call('GET', '/tournaments');
    expect(reply.status).toBe(200);
    expect(reply.body.meta).toEqual({
      page: 1,
      per_page: 12,
      total: publicTournaments.length,
      last_page: Math.ceil(publicTournaments.length / 12),
    });
    const page = tournamentPageWire.parse(reply.body);
    expect(page.data.map((t) => t.status)).not.toContain('draft');
    expect(page.data.slice(0, 2).map((t) => t.status)).toEqual(['ongoing', 'ongoing']);
    const upcoming = page.data.filter((t) => t.status === 'registration').map((t) => t.startsAt);
    expect(upcoming).toEqual([...upcoming].sort());
    const item = (reply.body.data as Record<string, unknown>[])[0] ?? {};
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['starts_at', 'player_count', 'max_players', 'entry_fee', 'min_rank']),
    );

    const second = await call('GET', '/tournaments?per_page=4&page=2');
    expect(second.body.meta).toEqual({
      page: 2,
      per_page: 4,
      total: publicTournaments.length,
      last_page: Math.ceil(publicTournaments.length / 4),
    });
    expect((second.body.data as unknown[]).length).toBe(4);
    const beyond = await call('GET', '/tournaments?page=99');
    expect(beyond.body.data).toEqual([]);
  });

  it('searches names without caring about case or Vietnamese marks', async () => {
    for (const q of ['hoang gia', 'HOÀNG GIA', 'Hoàng  ', 'hOàNg gIa']) {
      const found = await listAll(`&q=${encodeURIComponent(q)}`);
      expect(found.map((t) => t.name)).toEqual(['Giải Pool 9 bi Hoàng Gia Mở rộng']);
    }
    expect(await listAll('&q=%25')).toEqual([]);
    expect(await listAll('&q=_')).toEqual([]);
    expect((await listAll('&q=giai')).length).toBeGreaterThan(3);
  });

  it('filters by status, game and store', async () => {
    const finished = await listAll('&status=finished');
    expect(finished).toHaveLength(
      FIXTURE_TOURNAMENTS.filter((t) => t.status === 'finished').length,
    );
    expect(await listAll('&status=draft')).toEqual([]);
    const tenBall = await listAll('&game=10-ball');
    expect(tenBall.every((t) => t.game === '10-ball')).toBe(true);
    const store = storeItemListWire.parse((await call('GET', '/stores')).body.data)[0];
    const atStore = await listAll(`&store_id=${store?.id}&q=`);
    expect(atStore.length).toBeGreaterThan(0);
    expect(atStore.every((t) => t.store?.id === store?.id)).toBe(true);
  });

  it('answers bad query strings with 422 field errors, never a 500', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=1000', 'per_page'],
      ['per_page=-1', 'per_page'],
      ['status=playing', 'status'],
      ['game=snooker', 'game'],
      ['store_id=abc', 'store_id'],
      ['page=1&page=2', 'page'],
      ['q[a]=x', undefined],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const reply = await call('GET', `/tournaments?${query}`);
      if (field === undefined) {
        expect(reply.status).toBeLessThan(500);
        continue;
      }
      expectError(reply, 422);
      expect(Object.keys((reply.body.errors as object) ?? {})).toContain(field);
    }
  });

  it('lists the caller’s joined and managed tournaments', async () => {
    expectError(await call('GET', '/tournaments/joined'), 401, MESSAGES.unauthorized);
    const joined = await call('GET', '/tournaments/joined', { token: tokens.player });
    const mine = FIXTURE_TOURNAMENTS.filter((t) => t.players.includes('player'));
    expect(
      tournamentPageWire
        .parse(joined.body)
        .data.map((t) => t.name)
        .sort(),
    ).toEqual(mine.map((t) => t.name).sort());
    const ongoing = await call('GET', '/tournaments/joined?status=ongoing', {
      token: tokens.player,
    });
    expect(tournamentPageWire.parse(ongoing.body).data).toHaveLength(1);

    expectError(
      await call('GET', '/tournaments/managing', { token: tokens.player }),
      403,
      MESSAGES.forbidden,
    );
    const managing = await call('GET', '/tournaments/managing?per_page=100', {
      token: tokens.organizer,
    });
    const page = tournamentPageWire.parse(managing.body);
    expect(page.meta.total).toBe(FIXTURE_TOURNAMENTS.length);
    expect(page.data.some((t) => t.status === 'draft')).toBe(true);
  });
});

describe('one tournament', () => {
  it('shows a tournament with the viewer’s flags; drafts only to managers', async () => {
    const ongoing = (await listAll('&status=ongoing'))[0] as TournamentSummary;
    const asVisitor = tournamentWire.parse(
      (await call('GET', `/tournaments/${ongoing.id}`)).body.data,
    );
    expect(asVisitor.viewer).toEqual({ joined: false, manager: false, checkedIn: false });
    expect(asVisitor.managers.map((m) => m.username)).toEqual(['organizer']);
    const asOrganizer = tournamentWire.parse(
      (await call('GET', `/tournaments/${ongoing.id}`, { token: tokens.organizer })).body.data,
    );
    expect(asOrganizer.viewer.manager).toBe(true);
    // A dead token on a public endpoint is a visitor, not a 401.
    expect((await call('GET', `/tournaments/${ongoing.id}`, { token: 'forged' })).status).toBe(200);

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

    const list = matchListWire.parse((await call('GET', `/tournaments/${t.id}/matches`)).body.data);
    expect(list.filter((m) => m.status === 'live')).toHaveLength(2);
    expect(list.map((m) => m.number)).toEqual([...list.map((m) => m.number)].sort((a, b) => a - b));
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
    expectError(await call('POST', `/tournaments/${t.id}/open`, { token: tokens.organizer }), 409);
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
    expectError(rankRefused, 409, 'Giải đấu chỉ dành cho cơ thủ hạng D đến A; hạng của bạn là F');

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

describe('matches', () => {
  it('lists live matches and a player’s upcoming ones with table and time', async () => {
    const live = matchListWire.parse((await call('GET', '/matches/live')).body.data);
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.every((m) => m.status === 'live')).toBe(true);

    expectError(await call('GET', '/matches/joined'), 401);
    const upcoming = await call('GET', '/matches/joined?filter=upcoming', { token: tokens.player });
    const page = matchPageWire.parse(upcoming.body);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data[0]).toMatchObject({ status: 'scheduled', tableLabel: expect.any(String) });
    expect(page.data[0]?.scheduledAt).not.toBeNull();
    expect(upcoming.body.meta).toMatchObject({ page: 1, per_page: 20 });
    const finished = matchPageWire.parse(
      (await call('GET', '/matches/joined?filter=finished&per_page=2', { token: tokens.player }))
        .body,
    );
    expect(finished.data).toHaveLength(2);
    expectError(await call('GET', '/matches/joined?filter=soon', { token: tokens.player }), 422);
  });

  it('scores over HTTP with 401/403/409/422 where they belong', async () => {
    const running = await tournamentNamed('Giải phong trào Phố Huế');
    const list = matchListWire.parse(
      (await call('GET', `/tournaments/${running.id}/matches`)).body.data,
    );
    const live = list.find((m) => m.status === 'live') as Match;
    const scheduled = list.find((m) => m.status === 'scheduled') as Match;
    const path = `/matches/${live.id}`;

    const detail = await call('GET', path, { token: tokens.organizer });
    expect(matchWire.parse(detail.body.data).viewer.canScore).toBe(true);
    expect((detail.body.data as { viewer: unknown }).viewer).toEqual({
      can_score: true,
      can_report: false,
      can_award: true,
    });

    expectError(await call('POST', `${path}/score`, { json: { player: 1, delta: 1 } }), 401);
    expectError(
      await call('POST', `${path}/score`, { json: { player: 1, delta: 1 }, token: tokens.player }),
      403,
      MESSAGES.forbidden,
    );
    for (const json of [
      { player: 3, delta: 1 },
      { player: 1, delta: 2 },
      { player: '1', delta: 1 },
      {},
      [],
    ]) {
      expectError(await call('POST', `${path}/score`, { json, token: tokens.organizer }), 422);
    }
    // A bare `null` is not a JSON body express accepts (objects and arrays only).
    expectError(await call('POST', `${path}/score`, { raw: 'null', token: tokens.organizer }), 400);
    expectError(
      await call('POST', `${path}/score`, { raw: '{"player":', token: tokens.organizer }),
      400,
    );
    const scored = matchWire.parse(
      (
        await call('POST', `${path}/score`, {
          json: { player: 2, delta: 1 },
          token: tokens.organizer,
        })
      ).body.data,
    );
    expect(scored.score2).toBe(live.score2 + 1);
    expectError(
      await call('POST', `/matches/${scheduled.id}/score`, {
        json: { player: 1, delta: 1 },
        token: tokens.organizer,
      }),
      409,
      APP_API_MESSAGES.matchNotLive,
    );
    expectError(
      await call('POST', `${path}/correct`, {
        json: { score1: 4, score2: 0 },
        token: tokens.organizer,
      }),
      409,
      APP_API_MESSAGES.matchNotFinished,
    );
    expectError(
      await call('POST', `${path}/correct`, { json: { score1: -1 }, token: tokens.organizer }),
      422,
    );
    expectError(await call('POST', '/matches/999999/start', { token: tokens.organizer }), 404);
    expectError(await call('GET', '/matches/nope'), 404);

    const assign = await call('PUT', `/matches/${scheduled.id}/assign`, {
      json: { table_label: 'Bàn VIP', scheduled_at: '2031-03-04T05:06:07.000Z' },
      token: tokens.organizer,
    });
    expect(matchWire.parse(assign.body.data)).toMatchObject({
      tableLabel: 'Bàn VIP',
      scheduledAt: '2031-03-04T05:06:07.000Z',
    });
    expectError(
      await call('PUT', `/matches/${scheduled.id}/assign`, {
        json: { scheduled_at: 'tomorrow' },
        token: tokens.organizer,
      }),
      422,
    );
    expectError(
      await call('PUT', `/matches/${scheduled.id}/assign`, {
        json: { referee_id: 424242 },
        token: tokens.organizer,
      }),
      422,
      APP_API_MESSAGES.refereeNotFound,
    );
  });

  it('never answers 500 to odd bodies on any action', async () => {
    const t = await tournamentNamed('Giải 9 bi Kỳ Đồng Open');
    const match = matchListWire.parse(
      (await call('GET', `/tournaments/${t.id}/matches`)).body.data,
    )[0] as Match;
    const targets: [string, string][] = [
      ['POST', '/tournaments'],
      ['PUT', `/tournaments/${t.id}`],
      ['POST', `/tournaments/${t.id}/start`],
      ['POST', `/tournaments/${t.id}/join`],
      ['POST', `/matches/${match.id}/score`],
      ['POST', `/matches/${match.id}/correct`],
      ['PUT', `/matches/${match.id}/assign`],
    ];
    const bodies: unknown[] = [
      [],
      'x',
      42,
      null,
      { race_to: 'x' },
      { order: 'all' },
      { player: {} },
      { name: ['a'] },
    ];
    for (const [method, path] of targets) {
      for (const json of bodies) {
        const reply = await call(method, path, { json, token: tokens.organizer });
        expect(reply.status, `${method} ${path} ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(reply.status, `${method} ${path} ${JSON.stringify(json)}`).toBeLessThan(500);
      }
    }
  });
});

describe('wallet', () => {
  it('pages the caller’s ledger newest first; it sums to the balance', async () => {
    expectError(await call('GET', '/wallet/transactions'), 401);
    const reply = await call('GET', '/wallet/transactions?per_page=100', { token: tokens.player });
    expect(reply.status).toBe(200);
    const page = walletPageWire.parse(reply.body);
    expect(page.data.reduce((sum, w) => sum + w.amount, 0)).toBe(player.coin);
    expect(page.data[0]?.balanceAfter).toBe(player.coin);
    expect(page.data.at(-1)).toMatchObject({
      referenceType: 'opening_balance',
      status: 'completed',
    });
    // Fees, prizes and their refunds are done when written; top-ups are paid ones.
    for (const row of page.data) {
      expect(row.status, row.description).toBe(
        row.referenceType === 'topup' ? 'paid' : 'completed',
      );
    }
    const created = page.data.map((w) => w.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(Object.keys((reply.body.data as Record<string, unknown>[])[0] ?? {})).toEqual(
      expect.arrayContaining(['balance_after', 'reference_type', 'created_at']),
    );
    const small = await call('GET', '/wallet/transactions?per_page=1&page=2', {
      token: tokens.player,
    });
    expect(small.body.meta).toMatchObject({ page: 2, per_page: 1, total: page.meta.total });
    expectError(
      await call('GET', '/wallet/transactions?per_page=0', { token: tokens.player }),
      422,
    );
    // The history pages' permission: a viewer has none, so no ledger either.
    expectError(await call('GET', '/wallet/transactions', { token: tokens.viewer }), 403);
  });
});
