// Matches and the wallet over the embedded upstream's HTTP, on the demo world: live and upcoming
// lists, scoring with the status codes where they belong, odd bodies that never become a 500,
// and the caller's ledger.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { MESSAGES } from '../../../src/shared/messages';
import type { Match } from '../../../src/shared/schemas/matches';
import { matchListWire, matchPageWire, matchWire } from '../../../src/shared/wire/matches';
import { walletPageWire } from '../../../src/shared/wire/payments';
import { demoUpstream } from '../../support/demo-upstream';

const { player } = FIXTURE_ACCOUNTS;

describe('matches and the wallet over HTTP', () => {
  const upstream = demoUpstream();
  const { call, expectError, tournamentNamed, tokens } = upstream;

  describe('matches', () => {
    it('lists live matches and a player’s upcoming ones with table and time', async () => {
      const live = matchListWire.parse((await call('GET', '/matches/live')).body.data);
      expect(live.length).toBeGreaterThanOrEqual(3);
      expect(live.every((m) => m.status === 'live')).toBe(true);

      expectError(await call('GET', '/matches/joined'), 401);
      const upcoming = await call('GET', '/matches/joined?filter=upcoming', {
        token: tokens.player,
      });
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
        await call('POST', `${path}/score`, {
          json: { player: 1, delta: 1 },
          token: tokens.player,
        }),
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
      expectError(
        await call('POST', `${path}/score`, { raw: 'null', token: tokens.organizer }),
        400,
      );
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
      const reply = await call('GET', '/wallet/transactions?per_page=100', {
        token: tokens.player,
      });
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
});
