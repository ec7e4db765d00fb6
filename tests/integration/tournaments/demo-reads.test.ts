// The demo world's reads over the embedded upstream's HTTP: its seeded tournaments and ledgers,
// the clubs, and the tournament lists (envelope, snake_case, paging, search, filters, and bad
// query strings that must never become a 500).
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_STORES } from '../../../fixtures/stores';
import { FIXTURE_TOURNAMENTS } from '../../../fixtures/tournaments';
import { MESSAGES } from '../../../src/shared/messages';
import { standingsWire, tournamentPageWire } from '../../../src/shared/wire/tournaments';
import { storeItemListWire } from '../../../src/shared/wire/players';
import { expectLedgerBalanced } from '../../support/tournament-world';
import { demoUpstream, publicTournaments } from '../../support/demo-upstream';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

describe('the demo world over HTTP', () => {
  const upstream = demoUpstream();
  const { call, expectError, listAll, tokens } = upstream;

  describe('the demo world', () => {
    it('seeds every fixture tournament in its status, with ledgers that add up', async () => {
      const managing = tournamentPageWire.parse(
        (await call('GET', '/tournaments/managing?per_page=100', { token: tokens.organizer })).body,
      );
      const statusOf = new Map(managing.data.map((t) => [t.name, t.status]));
      for (const fixture of FIXTURE_TOURNAMENTS)
        expect(statusOf.get(fixture.name)).toBe(fixture.status);
      await expectLedgerBalanced(upstream.db);
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
        expect.arrayContaining([
          'starts_at',
          'player_count',
          'max_players',
          'entry_fee',
          'min_rank',
        ]),
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
});
