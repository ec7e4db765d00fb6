import { venueTableInput } from '../../shared/schemas/board';
import { revertMatchInput } from '../../shared/schemas/match-history';
import {
  fileProtestInput,
  protestPhotoInput,
  ruleProtestInput,
} from '../../shared/schemas/match-protests';
import {
  awardMatchInput,
  confirmPresenceInput,
  correctResultInput,
  matchSchema,
  myMatchesInput,
  type Match,
} from '../../shared/schemas/matches';
import type { LiveTopic } from '../live/bus';
import { LIVE_MATCHES_STREAM, MATCH_STREAM, subscriptionOf, TABLE_STREAM } from '../live/streams';
import { forward } from '../forward';
import { procedureFor, router, type Context } from '../trpc';

/**
 * A changed match concerns its viewers, its tournament's viewers and the live list; once decided,
 * the public lists too (`results`: ratings, records, a tournament's status).
 */
function matchTopics(match: Match, decided = match.status === 'finished'): LiveTopic[] {
  const topics: LiveTopic[] = [
    `match:${match.id}`,
    `tournament:${match.tournament.id}`,
    'matches:live',
  ];
  return decided ? [...topics, 'results'] : topics;
}
const playedOn = { publishes: (_: unknown, match: Match) => matchTopics(match) };

/**
 * A correction or a revert may undo later matches of the tournament (match-corrections.ts), and
 * the upstream does not say which: every match of it is announced, so that the viewers of an
 * undone match see it at once. One read more, for a rare action.
 */
async function announceCorrection(ctx: Context, match: Match): Promise<Match> {
  const all = await ctx.api('tournaments.matches', { params: { id: match.tournament.id } });
  ctx.bus.publish(...all.map((m) => `match:${m.id}` as const), ...matchTopics(match, true));
  return match;
}

// Scoring is for the tournament's managers, its referee and, where the tournament lets them, the
// match's two players: the upstream decides who that is.
export const matchesRouter = router({
  get: forward('matches.get'),
  joined: forward('matches.joined', { input: myMatchesInput }),
  live: forward('matches.live'),
  start: forward('matches.start', playedOn),
  score: forward('matches.score', playedOn),
  /** Carom: the scorer's protocol, whole (match-protocol.ts says why). */
  protocol: forward('matches.protocol', playedOn),

  correct: procedureFor('matches.correct')
    .input(correctResultInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announceCorrection(ctx, await ctx.api('matches.correct', { params: { id }, body })),
    ),

  /** How the result changed: decisions, corrections, resets and reverts, newest first. */
  history: forward('matches.history'),

  /** The match's protests, and whether the caller may protest its result or rule on one. */
  protests: forward('matches.protests'),

  /** One of the match's players protests its result within the window (its viewers are told). */
  protest: forward('matches.protest', {
    input: fileProtestInput,
    publishes: ({ id }) => [`match:${id}`],
  }),

  /** A protest's photo, for the tournament's managers and the match's two players. */
  protestPhoto: forward('matches.protestPhoto', { input: protestPhotoInput }),

  /** A manager rules on a protest; a correction or a replay may undo later matches. */
  ruleProtest: procedureFor('matches.ruleProtest')
    .input(ruleProtestInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announceCorrection(ctx, await ctx.api('matches.ruleProtest', { params: { id }, body })),
    ),

  /** A manager undoes the latest change of a result; later matches it decided are undone. */
  revert: procedureFor('matches.revert')
    .input(revertMatchInput)
    .output(matchSchema)
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      announceCorrection(ctx, await ctx.api('matches.revert', { params: { id }, body })),
    ),

  /**
   * A manager ends a match unplayed: a walkover, a double walkover, a retirement or a
   * disqualification (its input refined: a winner for all but the double walkover).
   */
  award: forward('matches.award', { ...playedOn, input: awardMatchInput }),

  /** A player (or a manager for them) says they are at the table of their called match. */
  presence: forward('matches.presence', { ...playedOn, input: confirmPresenceInput }),

  /** A player reports the final score, or confirms the opponent's by reporting the same. */
  report: forward('matches.report', playedOn),
  assign: forward('matches.assign', playedOn),

  /** Hold, release or pin a match on its tournament's table board. */
  queue: forward('matches.queue', {
    publishes: ({ id }, board) => [`match:${id}`, `tournament:${board.tournamentId}`],
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
      ctx.api('matches.atTable', { query: { storeId: id, table } }),
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
