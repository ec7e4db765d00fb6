// Proven, not assumed (issue 17): every change one organiser may try on the other's tournaments,
// matches, payout accounts and withdrawals is refused, through `/trpc` and through `/app-api`
// alike, with a 403 (or a 404 where the resource is not theirs to see), and the owner's reads
// afterwards find nothing changed. Every mutating operation of the contract is either walked
// here or named as not owner-scoped with its reason: a new one fails until it is classified.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { FIXTURE_PAYOUT_METHODS } from '../../fixtures/wallet';
import type { RunningServer } from '../../src/server/server';
import { APP_API } from '../../src/shared/contract';
import type { Operation } from '../../src/shared/permissions';
import { deepSnakeKeys } from '../../src/shared/wire/case';
import { startLocalServer } from '../support/local-server';
import { logIn, viaAppApi, viaTrpc } from '../support/two-doors';

type Organiser = 'organizer' | 'organizer2';
type Kind = 'tournament' | 'match' | 'payoutMethod' | 'payout' | 'tour' | 'league' | 'teamMatch';

/** An owner's read of an operation through `/app-api`, compared whole. */
interface Read {
  op: Operation;
  status: number;
  body: unknown;
}

/** One of an organiser's resources, and what its owner reads of it. */
interface Target {
  label: string;
  owner: Organiser;
  id: number;
  read: () => Promise<Read[]>;
}

/** The resource an owner-scoped operation acts on, and an input its owner could send. */
interface Walk {
  on: Kind;
  input: Record<string, unknown>;
  /** Path ids besides the resource's own (a team match's game number). */
  params?: Record<string, number>;
}

const WALKED: Partial<Record<Operation, Walk>> = {
  'tournaments.update': { on: 'tournament', input: { name: 'Giải đã bị người khác sửa' } },
  'tournaments.delete': { on: 'tournament', input: {} },
  'tournaments.open': { on: 'tournament', input: {} },
  'tournaments.cancel': { on: 'tournament', input: {} },
  'tournaments.start': { on: 'tournament', input: { seeding: 'rating' } },
  'tournaments.openCheckIn': { on: 'tournament', input: {} },
  'tournaments.markPresence': { on: 'tournament', input: { userId: 1, present: true } },
  'tournaments.configureBoard': { on: 'tournament', input: { tables: ['Bàn 1'], restMinutes: 0 } },
  'tournaments.swapMatches': { on: 'tournament', input: { matchIds: [1, 2] } },
  'tournaments.setTour': { on: 'tournament', input: { tourId: null, tier: null } },
  'tours.update': { on: 'tour', input: { name: 'Tour đã bị người khác sửa', open: false } },
  'leagues.start': { on: 'league', input: {} },
  'leagues.playoff': { on: 'league', input: { size: 2 } },
  'leagues.setGame': { on: 'teamMatch', input: { score1: 5, score2: 0 }, params: { number: 4 } },
  'matches.start': { on: 'match', input: {} },
  'matches.score': { on: 'match', input: { player: 1, delta: 1 } },
  'matches.protocol': {
    on: 'match',
    input: { protocol: { breaker: 1, runs: [1], penaltyWinner: null }, from: null, confirm: false },
  },
  'matches.correct': { on: 'match', input: { score1: 0, score2: 3 } },
  'matches.award': { on: 'match', input: { resultType: 'walkover', winner: 1 } },
  'matches.report': { on: 'match', input: { score1: 3, score2: 0 } },
  'matches.presence': { on: 'match', input: { player: 1 } },
  'matches.revert': { on: 'match', input: { eventId: 1 } },
  'matches.protest': { on: 'match', input: { reason: 'Khiếu nại trận của người khác' } },
  'matches.ruleProtest': { on: 'match', input: { protestId: 1, ruling: 'stands' } },
  'matches.assign': { on: 'match', input: { tableLabel: 'Bàn của người khác' } },
  'matches.queue': { on: 'match', input: { held: true } },
  'payment.setDefaultMethod': { on: 'payoutMethod', input: {} },
  'payment.removeMethod': { on: 'payoutMethod', input: {} },
  // The operator's alone: an organiser deciding the other's withdrawal is refused all the same.
  'payment.decidePayout': { on: 'payout', input: { decision: 'rejected', note: 'Không phải tôi' } },
};

/**
 * Owner-scoped, but not by a resource of the kinds walked above: the path id is a player's, and
 * what the caller must own is the event the request names. Walked where that rule is tested.
 */
const WALKED_APART: Partial<Record<Operation, string>> = {
  'players.setRank': 'only a manager of an event the player played, naming it (ranks.test.ts)',
};

const NOT_OWNER_SCOPED: Partial<Record<Operation, string>> = {
  'config.mapRaceTo': 'a calculation on the request alone: reads and writes no one’s data',
  'auth.login': 'opens a session for whoever knows the password; no resource id is taken',
  'auth.logout': 'ends the caller’s own session',
  'auth.updateInfo': 'changes the caller’s own profile; no one else’s id is taken',
  'auth.changePassword': 'changes the caller’s own password, behind the current one',
  'auth.checkPhone': 'says whether a phone number is registered; changes nothing',
  'auth.signupVerifyStep1': 'a step of creating a new account from a verified phone',
  'auth.signupVerifyStep2': 'a step of creating a new account from a verified phone',
  'auth.signup': 'creates a new account from a verified phone',
  'auth.phoneResetPassword': 'resets the password of the phone a Firebase token proves',
  'tournaments.create': 'creates a tournament the caller manages, no one else',
  'tours.create': 'creates a tour season the caller organises, no one else',
  'leagues.create': 'creates a league the caller organises, no one else',
  'leagues.createTeam': 'makes a team the caller captains, in any league taking teams',
  'leagues.invite': 'a team’s captain’s, whoever organises the league (team-matches.test.ts)',
  'leagues.answer': 'the caller’s own invitation',
  'leagues.pick': 'a match’s two captains’, whoever organises the league (team-matches.test.ts)',
  'leagues.report': 'a match’s two captains’, whoever organises the league (team-matches.test.ts)',
  'leagues.confirm': 'a match’s two captains’, whoever organises the league (team-matches.test.ts)',
  'tournaments.join': 'registers the caller, paid from their own wallet: any organiser’s is open',
  'tournaments.leave': 'withdraws the caller’s own registration',
  'tournaments.checkIn': 'checks in the caller’s own registration, with the venue’s code',
  'payment.createTopup': 'tops up the caller’s own wallet',
  'payment.addMethod': 'adds to the caller’s own payout accounts (see the last test)',
  'payment.requestPayout': 'draws on the caller’s own wallet to their own default account',
  'notifications.updateSettings': 'the caller’s own choice of notices',
  'follows.set': 'the caller’s own follows; following another’s club or tour changes nothing of it',
  'notifications.subscribePush': 'subscribes the caller’s own browser to the caller’s notices',
  'notifications.unsubscribePush': 'removes a browser from the caller’s own subscriptions only',
  'bank.webhook': 'the bank’s, signed with HMAC: no user session is let in',
  'bank.lookup': 'the bank’s, signed with HMAC: no user session is let in',
};

let server: RunningServer;
const tokens = {} as Record<Organiser, string>;
const targets: Record<Kind, Target[]> = {
  tournament: [],
  match: [],
  payoutMethod: [],
  payout: [],
  tour: [],
  league: [],
  teamMatch: [],
};
let attempts = 0;

const other = (who: Organiser): Organiser => (who === 'organizer' ? 'organizer2' : 'organizer');
/** 403, or 404 where the caller may not even see the resource (the other's draft, say). */
const refusal = (status: number) => status === 403 || status === 404;

async function read(
  owner: Organiser,
  op: Operation,
  params: Record<string, number> = {},
): Promise<Read> {
  const { status, body } = await viaAppApi(server.url, op, tokens[owner], { params });
  return { op, status, body };
}

/** The `data` of an owner's read that must answer 200/201. */
async function dataOf<T>(
  who: Organiser,
  op: Operation,
  request: Parameters<typeof viaAppApi>[3] = {},
): Promise<T> {
  const reply = await viaAppApi(server.url, op, tokens[who], request);
  if (reply.status >= 300) throw new Error(`${op} as ${who}: ${reply.status}`);
  return (reply.body as { data: T }).data;
}

interface TournamentItem {
  id: number;
  name: string;
  status: string;
  player_count: number;
}
interface MatchItem {
  id: number;
  status: string;
}
interface MethodItem {
  id: number;
  account_number: string;
  is_default: boolean;
}

const managing = (who: Organiser) =>
  dataOf<TournamentItem[]>(who, 'tournaments.managing', { query: 'per_page=100' });

function tournamentTarget(owner: Organiser, t: TournamentItem): Target {
  return {
    label: `${owner}'s ${t.status} tournament ${t.id}`,
    owner,
    id: t.id,
    read: () =>
      Promise.all(
        (['tournaments.get', 'tournaments.players', 'tournaments.matches'] as const).map((op) =>
          read(owner, op, { id: t.id }),
        ),
      ),
  };
}

beforeAll(async () => {
  server = await startLocalServer();
  for (const who of ['organizer', 'organizer2'] as const) {
    const { username, password } = FIXTURE_ACCOUNTS[who];
    tokens[who] = await logIn(server.url, username, password);
  }

  // Tournaments: each organiser's draft and open one (with players), and the first one's ongoing.
  for (const owner of ['organizer', 'organizer2'] as const) {
    const mine = await managing(owner);
    const picked = [
      mine.find((t) => t.status === 'draft'),
      mine.find((t) => t.status === 'registration' && t.player_count >= 2),
    ];
    for (const t of picked) {
      if (!t) throw new Error(`${owner} lacks a draft or an open tournament`);
      targets.tournament.push(tournamentTarget(owner, t));
    }
  }
  // Matches: a scheduled, a live and a finished one of an ongoing tournament of the first.
  for (const t of (await managing('organizer')).filter((x) => x.status === 'ongoing')) {
    const list = await dataOf<MatchItem[]>('organizer', 'tournaments.matches', {
      params: { id: t.id },
    });
    const picked = ['scheduled', 'live', 'finished'].map((s) => list.find((m) => m.status === s));
    if (picked.some((m) => !m)) continue;
    targets.tournament.push(tournamentTarget('organizer', t));
    for (const m of picked as MatchItem[]) {
      targets.match.push({
        label: `organizer's ${m.status} match ${m.id}`,
        owner: 'organizer',
        id: m.id,
        read: () =>
          Promise.all([
            read('organizer', 'matches.get', { id: m.id }),
            read('organizer', 'tournaments.matches', { id: t.id }),
          ]),
      });
    }
    break;
  }
  if (targets.match.length === 0) throw new Error('no ongoing tournament with every match status');

  // Tours: the first organiser's demo seasons (the second has none of their own).
  const seasons = await dataOf<{ id: number; name: string; created_by: number }[]>(
    'organizer',
    'tours.list',
  );
  const { id: firstId } = await dataOf<{ id: number }>('organizer', 'auth.me');
  for (const season of seasons.filter((s) => s.created_by === firstId)) {
    targets.tour.push({
      label: `organizer's tour ${season.name}`,
      owner: 'organizer',
      id: season.id,
      read: () =>
        Promise.all([
          read('organizer', 'tours.get', { id: season.id }),
          read('organizer', 'tours.standings', { id: season.id }),
        ]),
    });
  }

  // Leagues: the first organiser's demo league, and its match under way.
  for (const league of await dataOf<{ id: number; name: string }[]>('organizer', 'leagues.list')) {
    targets.league.push({
      label: `organizer's league ${league.name}`,
      owner: 'organizer',
      id: league.id,
      read: async () => [await read('organizer', 'leagues.get', { id: league.id })],
    });
    const { matches } = await dataOf<{ matches: { id: number; status: string }[] }>(
      'organizer',
      'leagues.get',
      { params: { id: league.id } },
    );
    const live = matches.find((m) => m.status === 'playing');
    if (live) {
      targets.teamMatch.push({
        label: `organizer's team match ${live.id}`,
        owner: 'organizer',
        id: live.id,
        read: async () => [await read('organizer', 'leagues.match', { id: live.id })],
      });
    }
  }

  // Payout accounts: the first organiser adds a second one, so that each has a non-default one.
  await dataOf('organizer', 'payment.addMethod', {
    body: { bank_bin: '970418', account_number: '21510001234567', holder_name: 'NGUYEN VAN HUNG' },
  });
  for (const owner of ['organizer', 'organizer2'] as const) {
    for (const m of await dataOf<MethodItem[]>(owner, 'payment.methods')) {
      targets.payoutMethod.push({
        label: `${owner}'s ${m.is_default ? 'default' : 'other'} payout account ${m.id}`,
        owner,
        id: m.id,
        read: async () => [await read(owner, 'payment.methods')],
      });
    }
    // A pending withdrawal of each: the one the walk tries to decide.
    const { payout } = await dataOf<{ payout: { id: number } }>(owner, 'payment.requestPayout', {
      body: { coins: 100, request_key: randomUUID() },
    });
    targets.payout.push({
      label: `${owner}'s pending payout ${payout.id}`,
      owner,
      id: payout.id,
      read: () =>
        Promise.all([read(owner, 'payment.payout', { id: payout.id }), read(owner, 'auth.me')]),
    });
  }
}, 60_000);

afterAll(async () => {
  process.stdout.write(
    `cross-organiser walk: ${attempts} attempts on the other's resources × 2 doors\n`,
  );
  await server?.close();
});

describe('one organiser against the other', () => {
  it('classifies every mutating operation of the contract exactly once', () => {
    const mutating = (Object.keys(APP_API) as Operation[])
      .filter((op) => APP_API[op].method !== 'GET')
      .sort();
    const classified = [
      ...Object.keys(WALKED),
      ...Object.keys(WALKED_APART),
      ...Object.keys(NOT_OWNER_SCOPED),
    ].sort();
    expect(classified).toEqual(mutating);
  });

  it('starts from two organisers with tournaments and payout accounts of their own', async () => {
    const [first, second] = await Promise.all([managing('organizer'), managing('organizer2')]);
    const firstIds = new Set(first.map((t) => t.id));
    expect(second.filter((t) => firstIds.has(t.id))).toEqual([]);
    expect(second.map((t) => t.status).sort()).toEqual(['draft', 'registration']);
    const accounts = (who: Organiser) =>
      targets.payoutMethod.filter((t) => t.owner === who).map((t) => t.id);
    expect(accounts('organizer2')).toHaveLength(
      FIXTURE_PAYOUT_METHODS.filter((m) => m.username === 'organizer2').length,
    );
    expect(accounts('organizer2').filter((id) => accounts('organizer').includes(id))).toEqual([]);
  });

  it.each(Object.entries(WALKED) as [Operation, Walk][])(
    '%s on the other’s resources: refused through both doors, and nothing changed',
    async (op, walk) => {
      const failures: string[] = [];
      for (const target of targets[walk.on]) {
        const actor = other(target.owner);
        const before = await target.read();
        // The owner reads it, or "nothing changed" would prove nothing.
        expect(before.map((r) => [r.op, r.status])).toEqual(before.map((r) => [r.op, 200]));
        const bff = await viaTrpc(server.url, op, tokens[actor], {
          id: target.id,
          ...walk.params,
          ...walk.input,
        });
        const afterBff = await target.read();
        const upstream = await viaAppApi(server.url, op, tokens[actor], {
          params: { id: target.id, ...walk.params },
          body: 'body' in APP_API[op] ? deepSnakeKeys(walk.input) : undefined,
        });
        const afterUpstream = await target.read();
        attempts += 1;
        if (!refusal(bff.status) || !refusal(upstream.status) || bff.status !== upstream.status) {
          failures.push(
            `${actor} on ${target.label}: /trpc ${bff.status}, /app-api ${upstream.status}`,
          );
        }
        if (JSON.stringify(afterBff) !== JSON.stringify(before)) {
          failures.push(`${actor} on ${target.label}: changed through /trpc`);
        }
        if (JSON.stringify(afterUpstream) !== JSON.stringify(before)) {
          failures.push(`${actor} on ${target.label}: changed through /app-api`);
        }
      }
      expect(targets[walk.on].length).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );

  it('what is not owner-scoped reaches only the caller’s own', async () => {
    const firstAccounts = () => read('organizer', 'payment.methods');
    const before = await firstAccounts();
    const [theirs] = await dataOf<MethodItem[]>('organizer', 'payment.methods');
    if (!theirs) throw new Error('the first organiser has no payout account');
    // The second organiser may type the first one's account number into their own list…
    const added = await dataOf<MethodItem[]>('organizer2', 'payment.addMethod', {
      body: { bank_bin: '970436', account_number: theirs.account_number, holder_name: 'LE THI' },
    });
    expect(added.map((m) => m.account_number)).toContain(theirs.account_number);
    // …which leaves the first organiser's list as it was, and their withdrawal went to their own.
    expect(await firstAccounts()).toEqual(before);
    const payout = targets.payout.find((t) => t.owner === 'organizer2');
    const own = await dataOf<{ account_number: string }>('organizer2', 'payment.payout', {
      params: { id: payout?.id ?? 0 },
    });
    const defaultAccount = FIXTURE_PAYOUT_METHODS.find(
      (m) => m.username === 'organizer2' && m.isDefault,
    );
    expect(own.account_number).toBe(defaultAccount?.accountNumber);
  });
});
