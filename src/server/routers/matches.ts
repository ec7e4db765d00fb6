import { tracked } from '@trpc/server';
import { z } from '../../shared/zod';
import { byIdInput, paginated } from '../../shared/schemas/common';
import {
  assignMatchInput,
  correctResultInput,
  matchSchema,
  myMatchesInput,
  scoreMatchInput,
  type Match,
} from '../../shared/schemas/matches';
import { deepSnakeKeys, snakeKeys } from '../../shared/wire/case';
import { matchListWire, matchPageWire, matchWire } from '../../shared/wire/tournaments';
import type { Context } from '../context';
import { authedProcedure, publicProcedure, router } from '../trpc';

const path = (id: number, action = '') => `/v1/matches/${id}${action}`;

/** A changed match concerns its viewers, its tournament's viewers and the live list. */
function announce(ctx: Context, match: Match): Match {
  ctx.bus.publish(`match:${match.id}`, `tournament:${match.tournament.id}`, 'matches:live');
  return match;
}

// Scoring is for the tournament's managers and its referee: the upstream decides who that is.
export const matchesRouter = router({
  get: publicProcedure
    .input(byIdInput)
    .output(matchSchema)
    .query(({ ctx, input }) => ctx.api.get(path(input.id), matchWire)),

  joined: authedProcedure
    .input(myMatchesInput)
    .output(paginated(matchSchema))
    .query(({ ctx, input }) => ctx.api.get('/v1/matches/joined', matchPageWire, snakeKeys(input))),

  live: publicProcedure
    .output(z.array(matchSchema))
    .query(({ ctx }) => ctx.api.get('/v1/matches/live', matchListWire)),

  start: authedProcedure
    .input(byIdInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input }) =>
      announce(ctx, await ctx.api.post(path(input.id, '/start'), matchWire)),
    ),

  score: authedProcedure
    .input(scoreMatchInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api.post(path(id, '/score'), matchWire, body)),
    ),

  correct: authedProcedure
    .input(correctResultInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api.post(path(id, '/correct'), matchWire, body)),
    ),

  assign: authedProcedure
    .input(assignMatchInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api.put(path(id, '/assign'), matchWire, deepSnakeKeys(body))),
    ),

  /** The match as it is now, then again after every change, until the viewer leaves. */
  onUpdate: publicProcedure.input(byIdInput).subscription(async function* ({ ctx, input, signal }) {
    const events = ctx.bus.subscribe(`match:${input.id}`, signal ?? new AbortController().signal);
    const current = await ctx.api.get(path(input.id), matchWire);
    yield tracked(current.updatedAt, current);
    for await (const _event of events) {
      const match = await ctx.api.get(path(input.id), matchWire);
      yield tracked(match.updatedAt, match);
    }
  }),

  /** Live matches everywhere, for the home page: the list now, then after every change. */
  onLive: publicProcedure.subscription(async function* ({ ctx, signal }) {
    const events = ctx.bus.subscribe('matches:live', signal ?? new AbortController().signal);
    yield await ctx.api.get('/v1/matches/live', matchListWire);
    for await (const _event of events) yield await ctx.api.get('/v1/matches/live', matchListWire);
  }),
});
