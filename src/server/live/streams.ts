// The public live streams, once: what each follows and how its state is read. The tRPC procedures
// (routers/) and the HTTP fan-out (broadcast.ts) both serve them from these definitions, so the
// two ways in cannot drift apart.
import { tracked } from '@trpc/server';
import type { ProcedureName } from '../../shared/permissions';
import { venueTableInput, type VenueTableInput } from '../../shared/schemas/board';
import { followInput, lastEventIdField } from '../../shared/schemas/common';
import type { Match, MatchState } from '../../shared/schemas/matches';
import { z } from '../../shared/zod';
import type { BoundUpstream, Context } from '../trpc';
import type { FeedSource } from './feeds';

// Methods, not function properties: their parameters are compared both ways, so that every
// stream fits `LiveStream<unknown, unknown>` in the table below.
export interface LiveStream<Input, State> {
  /** The procedure's input; `lastEventId` is the id of the state a reconnecting client has. */
  input: z.ZodType<Input>;
  /** What it follows (live/feeds.ts): a topic of the bus, with a key where topics are shared. */
  source(input: Input): FeedSource;
  /** The state every viewer sees alike, read without anyone's token. */
  read(api: BoundUpstream, input: Input): Promise<State>;
}

/** What every viewer sees alike: the match without the reader's rights (an anonymous reader's). */
function stateOf({ viewer: _rights, next: _next, ...state }: Match): MatchState {
  return state;
}

/** The match as it is now, then again after every change. */
export const MATCH_STREAM: LiveStream<z.infer<typeof followInput>, MatchState> = {
  input: followInput,
  source: ({ id }) => `match:${id}`,
  read: async (api, { id }) => stateOf(await api('matches.get', { params: { id } })),
};

const noInput = z.object(lastEventIdField).optional();

/** Live matches everywhere, for the home page. */
export const LIVE_MATCHES_STREAM: LiveStream<z.infer<typeof noInput>, MatchState[]> = {
  input: noInput,
  source: () => 'matches:live',
  read: async (api) => (await api('matches.live')).map(stateOf),
};

/**
 * That a tournament changed (registrations, bracket, scores), so that its viewers refetch what
 * they show: the state is the time of the last change this instance saw. Its first viewer sets
 * it, not knowing of any earlier, so a client reconnecting after a change it has not seen is told
 * at once, and one that missed nothing is not (a club's Wi-Fi coming back does not make every
 * phone on it refetch the tournament).
 */
export const TOURNAMENT_STREAM: LiveStream<z.infer<typeof followInput>, { at: number }> = {
  input: followInput,
  source: ({ id }) => `tournament:${id}`,
  read: () => Promise.resolve({ at: Date.now() }),
};

/**
 * Whichever match is on a club's table (a stream's overlay), from match to match: every match
 * change is heard on the live list's topic, including the one that frees a table and calls the
 * next match to it.
 */
export const TABLE_STREAM: LiveStream<VenueTableInput, MatchState | null> = {
  input: venueTableInput,
  source: ({ id, table }) => ({ topic: 'matches:live', key: `table:${id}:${table}` }),
  read: async (api, { id, table }) => {
    const match = await api('matches.atTable', { query: { storeId: id, table } });
    return match && stateOf(match);
  },
};

/** The streams by procedure, for the HTTP fan-out. */
export const LIVE_STREAMS: Partial<Record<ProcedureName, LiveStream<unknown, unknown>>> = {
  'matches.onUpdate': MATCH_STREAM,
  'matches.onLive': LIVE_MATCHES_STREAM,
  'tournaments.onChange': TOURNAMENT_STREAM,
  'matches.onTable': TABLE_STREAM,
};

/**
 * A stream as a tRPC subscription resolver: each state with its id (`tracked`), which the client
 * sends back as `lastEventId` when it reconnects.
 */
export function subscriptionOf<Input extends { lastEventId?: string } | undefined, State>(
  stream: LiveStream<Input, State>,
) {
  return async function* (opts: { ctx: Context; input: Input; signal?: AbortSignal }) {
    const { ctx, input } = opts;
    const signal = opts.signal ?? new AbortController().signal;
    const read = () => stream.read(ctx.publicApi, input);
    const states = ctx.feeds.follow(stream.source(input), read, signal, input?.lastEventId);
    for await (const state of states) yield tracked(state.id, state.value);
  };
}
