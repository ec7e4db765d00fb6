// The BFF's player, leaderboard, store and race-chart procedures over the embedded upstream
// seeded with the demo world, on PGlite and, when one is set, a scratch PostgreSQL database:
// the world the players' procedure tests share.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURE_ACCOUNT_LIST } from '../../fixtures/accounts';
import { FIXTURE_PLAYERS } from '../../fixtures/players';
import { seededRank } from '../../fixtures/rank-changes';
import { createScratchDatabase } from '../../src/app-api/db/scratch-database';
import type { RankCode } from '../../src/shared/schemas/config';
import type { PlayerListItem } from '../../src/shared/schemas/players';
import { callerFor, startEmbeddedUpstream, type EmbeddedUpstream } from './embedded-upstream';

export interface UpstreamTarget {
  label: string;
  start: () => Promise<EmbeddedUpstream>;
}

/**
 * The embedded upstream over PGlite, and over a scratch PostgreSQL database when one is set.
 * `pgliteUrl`: the in-memory database to open (a benchmark, outside Vitest, has no dumps to copy).
 */
export function upstreamTargets(pgliteUrl?: string): UpstreamTarget[] {
  const targets = [{ label: 'PGlite (memory://)', start: () => startEmbeddedUpstream(pgliteUrl) }];
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

/** The error a procedure call failed with: always a TRPCError. */
export async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** Everyone the seed creates, with the rank they end up with after the organiser's decisions. */
export const everyone = [...FIXTURE_ACCOUNT_LIST, ...FIXTURE_PLAYERS].map((p) => ({
  username: p.username,
  fullName: p.fullName,
  rank: seededRank(p),
}));

/** A procedure caller of the BFF over the embedded upstream (anonymous or signed in). */
export type DemoCaller = ReturnType<typeof callerFor>['caller'];

/** The demo world's embedded upstream for `target`, started before the suite and closed after. */
export function demoUpstreamOf(target: UpstreamTarget) {
  let embedded: EmbeddedUpstream;
  beforeAll(async () => {
    embedded = await target.start();
  });
  afterAll(async () => embedded?.close());
  const anonymous = () => callerFor(embedded.upstream).caller;

  /** Every player the list shows `caller`, page after page. */
  async function allPlayers(caller: DemoCaller, extra: { q?: string; rank?: RankCode } = {}) {
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

  return {
    get embedded() {
      return embedded;
    },
    anonymous,
    allPlayers,
    idOf,
  };
}
