// The walk's world: one embedded upstream (PGlite or PostgreSQL) with the demo seeded, its
// actors signed in once, and the door every command goes through. The door is where two of the
// invariants live, since they hold for every answer whatever the command: no 5xx and no answer
// over 1 MB; and every refusal a 4xx TRPCError saying in Vietnamese why.
// No vitest here: bench/walk.ts runs the same walk under tsx.
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_TOURS } from '../../../fixtures/tours';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../../fixtures/players';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { MESSAGES } from '../../../src/shared/messages';
import type { TourStandings } from '../../../src/shared/schemas/tours';
import { callerFor, signedInCaller, type EmbeddedUpstream } from '../embedded-upstream';

export type Caller = ReturnType<typeof callerFor>['caller'];

export interface Actor {
  /** The walk's name for them: their username. */
  key: string;
  id: number;
  fullName: string;
  /** May create tournaments and tours (the fixtures' organisers). */
  organiser: boolean;
  /** A fresh caller each time, as each request has its own context (and its own `auth.me`). */
  readonly caller: Caller;
}

/** Codes a refusal may carry: each a 4xx a person can act on. */
export const REFUSAL_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
] as const;
/** What "you may not" is said with: a wrong actor must meet one of these. */
export const NOT_YOURS = ['FORBIDDEN', 'NOT_FOUND'] as const;

const MAX_ANSWER_BYTES = 1024 * 1024;
/** Vietnamese letters with their marks: a message in English or a stack has none. */
const VIETNAMESE = /[À-ỹ]/;
const KNOWN_MESSAGES = new Set<string>(
  [...Object.values(MESSAGES), ...Object.values(APP_API_MESSAGES)].filter(
    (m: unknown): m is string => typeof m === 'string',
  ),
);

/** A broken invariant: its message says which, with what was expected and what came. */
export class WalkViolation extends Error {
  override name = 'WalkViolation';
}

export function violated(what: string, detail?: unknown): never {
  const said = detail === undefined ? '' : `: ${JSON.stringify(detail)}`;
  throw new WalkViolation(`${what}${said.length > 3000 ? `${said.slice(0, 3000)}…` : said}`);
}

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; code: string; message: string; error: TRPCError };

export interface WalkStats {
  runs: number;
  steps: number;
  byKind: Record<string, number>;
  refusals: Record<string, number>;
}

export interface FinishedSeason {
  id: number;
  /** Its rules as the database holds them: tiers, bestOf, rollover, dates. */
  rules: string;
  /** Its table as tours.standings answers it (JSON), and its events. */
  standings: string;
  events: number[];
}

export interface WalkWorld {
  label: string;
  embedded: EmbeddedUpstream;
  actors: Actor[];
  anonymous: Caller;
  season: FinishedSeason;
  stats: WalkStats;
  /** Runs a procedure call through the door; a violation throws. */
  call<T>(kind: string, run: () => Promise<T>): Promise<Outcome<T>>;
  close(): Promise<void>;
}

/** The demo players who walk beside the fixture accounts: players with coins to pay fees. */
const DEMO_WALKERS = FIXTURE_PLAYERS.filter((p) => p.coin >= 100).slice(0, 6);

async function signIn(
  embedded: EmbeddedUpstream,
  username: string,
  password: string,
  organiser: boolean,
): Promise<Actor> {
  const { caller, token } = await signedInCaller(embedded.upstream, username, password);
  const me = await caller.auth.me();
  if (!me) throw new Error(`${username} did not sign in`);
  return {
    key: username,
    id: me.id,
    fullName: me.fullName,
    organiser,
    get caller() {
      return callerFor(embedded.upstream, token).caller;
    },
  };
}

/**
 * The table as what it ranks: places, players, points and results. The players' ratings and
 * names beside them move with other events and profile changes, not with this table.
 */
function tableOf(standings: TourStandings): string {
  return JSON.stringify([
    standings.finalEvents,
    standings.rows.map((r) => [
      r.place,
      r.player.id,
      r.points,
      r.carried,
      r.results.map((x) => [x.tournamentId, x.place, x.points, x.counted]),
    ]),
  ]);
}

/** The demo's finished season, its rules read from the database and its table from the API. */
export async function readSeason(embedded: EmbeddedUpstream, anonymous: Caller, id?: number) {
  const name = FIXTURE_TOURS.find((t) => t.key === 'previous')?.name;
  const seasonId =
    id ?? (await anonymous.tours.list({ perPage: 100 })).data.find((t) => t.name === name)?.id;
  if (!seasonId) throw new Error('the demo has no finished season');
  const { rows } = (await embedded.db.execute(sql`
    select tiers, best_of, rollover, starts_on::text as starts_on, ends_on::text as ends_on
      from tours where id = ${seasonId}`)) as unknown as { rows: unknown[] };
  const tour = await anonymous.tours.get({ id: seasonId });
  return {
    id: seasonId,
    rules: JSON.stringify(rows),
    standings: tableOf(await anonymous.tours.standings({ id: seasonId })),
    events: tour.events.map((e) => e.tournament.id),
  } satisfies FinishedSeason;
}

export async function startWalkWorld(
  label: string,
  start: () => Promise<EmbeddedUpstream>,
): Promise<WalkWorld> {
  const embedded = await start();
  const { organizer, organizer2, player } = FIXTURE_ACCOUNTS;
  const actors = [
    await signIn(embedded, organizer.username, organizer.password, true),
    await signIn(embedded, organizer2.username, organizer2.password, true),
    await signIn(embedded, player.username, player.password, false),
  ];
  for (const p of DEMO_WALKERS) {
    actors.push(await signIn(embedded, p.username, DEMO_PLAYER_PASSWORD, false));
  }
  const anonymous = callerFor(embedded.upstream).caller;
  const stats: WalkStats = { runs: 0, steps: 0, byKind: {}, refusals: {} };

  async function call<T>(kind: string, run: () => Promise<T>): Promise<Outcome<T>> {
    let value: T;
    try {
      value = await run();
    } catch (error) {
      if (!(error instanceof TRPCError)) violated(`${kind}: not a TRPCError`, String(error));
      const { code, message } = error;
      if (!(REFUSAL_CODES as readonly string[]).includes(code)) {
        violated(`${kind}: refused with ${code}, not a 4xx`, message);
      }
      if (!VIETNAMESE.test(message) && !KNOWN_MESSAGES.has(message)) {
        violated(`${kind}: a refusal not said in Vietnamese`, { code, message });
      }
      stats.refusals[code] = (stats.refusals[code] ?? 0) + 1;
      if (process.env.WALK_DEBUG) process.stdout.write(`  ${kind}: ${code} ${message}\n`);
      return { ok: false, code, message, error };
    }
    const size = value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value));
    if (size > MAX_ANSWER_BYTES) violated(`${kind}: an answer of ${size} bytes`);
    if (process.env.WALK_DEBUG) process.stdout.write(`  ${kind}: ok\n`);
    return { ok: true, value };
  }

  return {
    label,
    embedded,
    actors,
    anonymous,
    season: await readSeason(embedded, anonymous),
    stats,
    call,
    close: () => embedded.close(),
  };
}

/** The outcome of a wrong actor's command: refused as not theirs, never done. */
export function expectNotYours(kind: string, outcome: Outcome<unknown>): void {
  if (outcome.ok) violated(`${kind} by a wrong actor succeeded`);
  if (!(NOT_YOURS as readonly string[]).includes(outcome.code)) {
    violated(`${kind} by a wrong actor refused with ${outcome.code}, not FORBIDDEN or NOT_FOUND`, {
      message: outcome.message,
    });
  }
}
