import { z } from '../../shared/zod';
import { boardSchema, queueChangeInput, venueTableInput } from '../../shared/schemas/board';
import { byIdInput, paginated } from '../../shared/schemas/common';
import { matchHistorySchema, revertMatchInput } from '../../shared/schemas/match-history';
import {
  assignMatchInput,
  correctResultInput,
  matchSchema,
  myMatchesInput,
  recordProtocolInput,
  reportResultInput,
  scoreMatchInput,
  type Match,
} from '../../shared/schemas/matches';
import { LIVE_MATCHES_STREAM, MATCH_STREAM, subscriptionOf, TABLE_STREAM } from '../live/streams';
import { procedureFor, router, type Context } from '../trpc';

/**
 * A changed match concerns its viewers, its tournament's viewers and the live list; once decided,
 * the public lists too (`results`: ratings, records, a tournament's status).
 */
function announce(ctx: Context, match: Match, decided = match.status === 'finished'): Match {
  const topics = [
    `match:${match.id}`,
    `tournament:${match.tournament.id}`,
    'matches:live',
  ] as const;
  if (decided) ctx.bus.publish(...topics, 'results');
  else ctx.bus.publish(...topics);
  return match;
}

/**
 * A correction or a revert may undo later matches of the tournament (match-corrections.ts), and
 * the upstream does not say which: every match of it is announced, so that the viewers of an
 * undone match see it at once. One read more, for a rare action.
 */
async function announceCorrection(ctx: Context, match: Match): Promise<Match> {
  const all = await ctx.api('tournaments.matches', { params: { id: match.tournament.id } });
  ctx.bus.publish(...all.map((m) => `match:${m.id}` as const));
  return announce(ctx, match, true);
}

// Scoring is for the tournament's managers, its referee and, where the tournament lets them, the
// match's two players: the upstream decides who that is.
export const matchesRouter = router({
  get: procedureFor('matches.get')
    .input(byIdInput)
    .output(matchSchema)
    .query(({ ctx, input }) => ctx.api('matches.get', { params: input })),

  joined: procedureFor('matches.joined')
    .input(myMatchesInput)
    .output(paginated(matchSchema))
    .query(({ ctx, input }) => ctx.api('matches.joined', { query: input })),

  live: procedureFor('matches.live')
    .output(z.array(matchSchema))
    .query(({ ctx }) => ctx.api('matches.live')),

  start: procedureFor('matches.start')
    .input(byIdInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input }) =>
      announce(ctx, await ctx.api('matches.start', { params: input })),
    ),

  score: procedureFor('matches.score')
    .input(scoreMatchInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api('matches.score', { params: { id }, body })),
    ),

  /** Carom: the scorer's protocol, whole (match-protocol.ts says why). */
  protocol: procedureFor('matches.protocol')
    .input(recordProtocolInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api('matches.protocol', { params: { id }, body })),
    ),

  correct: procedureFor('matches.correct')
    .input(correctResultInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announceCorrection(ctx, await ctx.api('matches.correct', { params: { id }, body })),
    ),

  /** How the result changed: decisions, corrections, resets and reverts, newest first. */
  history: procedureFor('matches.history')
    .input(byIdInput)
    .output(matchHistorySchema)
    .query(({ ctx, input }) => ctx.api('matches.history', { params: input })),

  /** A manager undoes the latest change of a result; later matches it decided are undone. */
  revert: procedureFor('matches.revert')
    .input(revertMatchInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announceCorrection(ctx, await ctx.api('matches.revert', { params: { id }, body })),
    ),

  /** A player reports the final score, or confirms the opponent's by reporting the same. */
  report: procedureFor('matches.report')
    .input(reportResultInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api('matches.report', { params: { id }, body })),
    ),

  assign: procedureFor('matches.assign')
    .input(assignMatchInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announce(ctx, await ctx.api('matches.assign', { params: { id }, body })),
    ),

  /** Hold, release or pin a match on its tournament's table board. */
  queue: procedureFor('matches.queue')
    .input(queueChangeInput)
    .output(boardSchema)
    .mutation(async ({ ctx, input: { id, ...change } }) => {
      const board = await ctx.api('matches.queue', { params: { id }, body: change });
      ctx.bus.publish(`match:${id}`, `tournament:${board.tournamentId}`);
      return board;
    }),

  /**
   * The match as it is now, then again after every change, until the viewer leaves. Every viewer
   * of the match shares one read per change (live/feeds.ts); over HTTP, live/broadcast.ts serves it.
   */
  onUpdate: procedureFor('matches.onUpdate')
    .input(MATCH_STREAM.input)
    .subscription(subscriptionOf(MATCH_STREAM)),

  /** The match on a club's table now (under way, else called to it); null when it is free. */
  atTable: procedureFor('matches.atTable')
    .input(venueTableInput.omit({ lastEventId: true }))
    .output(matchSchema.nullable())
    .query(({ ctx, input: { id, table } }) =>
      ctx.api('matches.atTable', { query: { store_id: id, table } }),
    ),

  /** The same, live: a stream's overlay of the table follows it from match to match. */
  onTable: procedureFor('matches.onTable')
    .input(TABLE_STREAM.input)
    .subscription(subscriptionOf(TABLE_STREAM)),

  /** Live matches everywhere, for the home page: the list now, then after every change. */
  onLive: procedureFor('matches.onLive')
    .input(LIVE_MATCHES_STREAM.input)
    .subscription(subscriptionOf(LIVE_MATCHES_STREAM)),
});
