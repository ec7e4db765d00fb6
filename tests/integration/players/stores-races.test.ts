// Clubs, the race chart and privacy through the BFF's procedures on the demo world: store search
// and filters, the race chart against the formula, and that nothing private ever leaves either
// layer (checked on the serialized procedure output and on the raw upstream JSON).
import { RANK_CODES } from '../../../src/shared/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNT_LIST, FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_PLAYERS } from '../../../fixtures/players';
import { FIXTURE_STORES } from '../../../fixtures/stores';
import { mapRaceToByRank } from '../../../src/app-api/services/race-to';
import { signedInCaller } from '../../support/embedded-upstream';
import {
  demoUpstreamOf,
  errorOf,
  upstreamTargets,
  type DemoCaller,
} from '../../support/demo-procedures';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

describe.each(upstreamTargets())('stores, races and privacy on $label', (target) => {
  const upstream = demoUpstreamOf(target);
  const { anonymous, allPlayers, idOf } = upstream;

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
        const reply = await fetch(
          `${upstream.embedded.origin}/app-api/v1/config/race-chart?${query}`,
        );
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
        const reply = await fetch(`${upstream.embedded.origin}/app-api/v1/config/map-race-to`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(reply.status, JSON.stringify(body)).toBe(422);
        expect(((await reply.json()) as { message: string }).message).toBe(message);
      }
      // An empty value is no value: the configured default race.
      const empty = await fetch(
        `${upstream.embedded.origin}/app-api/v1/config/race-chart?race_to=`,
      );
      expect(empty.status).toBe(200);
      const fine = await fetch(`${upstream.embedded.origin}/app-api/v1/config/race-chart`);
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
      const visitors: Array<[string, DemoCaller]> = [
        ['visitor', anonymous()],
        [
          'organizer',
          (await signedInCaller(upstream.embedded.upstream, organizer.username, organizer.password))
            .caller,
        ],
      ];
      const ids = await Promise.all(
        [organizer, player, viewer, ...FIXTURE_PLAYERS.slice(0, 3)].map((p) => idOf(p.username)),
      );
      const start = upstream.embedded.received.length;
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
          // Stores are businesses: their phone and address are the point of the list. A
          // tournament states its prizes' coins (and who was paid them) to everyone, by design.
          const allowed = name.startsWith('stores.')
            ? ['phone', 'address']
            : name.startsWith('tournaments.get')
              ? ['coins']
              : [];
          expectNothingPrivate(JSON.stringify(output), `${who} ${name}`, allowed);
        }
      }

      // The raw upstream JSON of every GET the procedures made, fetched again as a visitor.
      const paths = [
        ...new Set(
          upstream.embedded.received
            .slice(start)
            .filter((r) => r.startsWith('GET ') && !r.includes('/auth/'))
            .map((r) => r.slice(4)),
        ),
      ];
      expect(paths.some((p) => p.startsWith('/app-api/v1/players/'))).toBe(true);
      expect(paths.some((p) => p.startsWith('/app-api/v1/rankings'))).toBe(true);
      for (const path of paths) {
        const reply = await fetch(upstream.embedded.origin + path);
        expect(reply.status, path).toBe(200);
        const allowed = path.startsWith('/app-api/v1/stores')
          ? ['phone', 'address']
          : /^\/app-api\/v1\/tournaments\/\d+$/.test(path)
            ? ['coins']
            : [];
        expectNothingPrivate(await reply.text(), `upstream ${path}`, allowed);
      }
    });
  });
});
