import { z } from '../../shared/zod';
import { byIdInput, paginated } from '../../shared/schemas/common';
import { bracketSchema, matchSchema } from '../../shared/schemas/matches';
import { boardSchema, boardSettingsInput, swapMatchesInput } from '../../shared/schemas/board';
import { checkInCodeSchema, checkInInput, presenceInput } from '../../shared/schemas/check-in';
import {
  createTournamentInput,
  joinResultSchema,
  listTournamentsInput,
  myTournamentsInput,
  startTournamentInput,
  tournamentPlayerSchema,
  tournamentSchema,
  tournamentSummarySchema,
  updateTournamentInput,
} from '../../shared/schemas/tournaments';
import type { Operation } from '../../shared/permissions';
import { subscriptionOf, TOURNAMENT_STREAM } from '../live/streams';
import { middleware, procedureFor, router } from '../trpc';
import { standingSchema } from '../../shared/schemas/standings';

const tournamentPage = paginated(tournamentSummarySchema);

/** Every tournament mutation changes what its viewers see: tell them once it succeeded. */
const publishesTournament = middleware(async ({ ctx, getRawInput, next }) => {
  const result = await next();
  if (result.ok) {
    const input = byIdInput.safeParse(await getRawInput());
    if (input.success) ctx.bus.publish(`tournament:${input.data.id}`);
  }
  return result;
});

const tournamentMutation = (op: Operation) => procedureFor(op).use(publishesTournament);

export const tournamentsRouter = router({
  list: procedureFor('tournaments.list')
    .input(listTournamentsInput)
    .output(tournamentPage)
    .query(({ ctx, input }) => ctx.api('tournaments.list', { query: input })),

  get: procedureFor('tournaments.get')
    .input(byIdInput)
    .output(tournamentSchema)
    .query(({ ctx, input }) => ctx.api('tournaments.get', { params: input })),

  joined: procedureFor('tournaments.joined')
    .input(myTournamentsInput)
    .output(tournamentPage)
    .query(({ ctx, input }) => ctx.api('tournaments.joined', { query: input })),

  managing: procedureFor('tournaments.managing')
    .input(myTournamentsInput)
    .output(tournamentPage)
    .query(({ ctx, input }) => ctx.api('tournaments.managing', { query: input })),

  create: procedureFor('tournaments.create')
    .input(createTournamentInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) => ctx.api('tournaments.create', { body: input })),

  update: tournamentMutation('tournaments.update')
    .input(updateTournamentInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      ctx.api('tournaments.update', { params: { id }, body: fields }),
    ),

  delete: tournamentMutation('tournaments.delete')
    .input(byIdInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      await ctx.api('tournaments.delete', { params: input });
      return null;
    }),

  open: tournamentMutation('tournaments.open')
    .input(byIdInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) => ctx.api('tournaments.open', { params: input })),

  join: tournamentMutation('tournaments.join')
    .input(byIdInput)
    .output(joinResultSchema)
    .mutation(({ ctx, input }) => ctx.api('tournaments.join', { params: input })),

  leave: tournamentMutation('tournaments.leave')
    .input(byIdInput)
    .output(joinResultSchema)
    .mutation(({ ctx, input }) => ctx.api('tournaments.leave', { params: input })),

  start: tournamentMutation('tournaments.start')
    .input(startTournamentInput)
    .output(tournamentSchema)
    .mutation(async ({ ctx, input: { id, ...seeding } }) => {
      const tournament = await ctx.api('tournaments.start', {
        params: { id },
        body: seeding,
      });
      ctx.bus.publish('matches:live');
      return tournament;
    }),

  cancel: tournamentMutation('tournaments.cancel')
    .input(byIdInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) => ctx.api('tournaments.cancel', { params: input })),

  players: procedureFor('tournaments.players')
    .input(byIdInput)
    .output(z.array(tournamentPlayerSchema))
    .query(({ ctx, input }) => ctx.api('tournaments.players', { params: input })),

  standings: procedureFor('tournaments.standings')
    .input(byIdInput)
    .output(z.array(standingSchema))
    .query(({ ctx, input }) => ctx.api('tournaments.standings', { params: input })),

  bracket: procedureFor('tournaments.bracket')
    .input(byIdInput)
    .output(bracketSchema)
    .query(({ ctx, input }) => ctx.api('tournaments.bracket', { params: input })),

  matches: procedureFor('tournaments.matches')
    .input(byIdInput)
    .output(z.array(matchSchema))
    .query(({ ctx, input }) => ctx.api('tournaments.matches', { params: input })),

  openCheckIn: tournamentMutation('tournaments.openCheckIn')
    .input(byIdInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) => ctx.api('tournaments.openCheckIn', { params: input })),

  checkInCode: procedureFor('tournaments.checkInCode')
    .input(byIdInput)
    .output(checkInCodeSchema)
    .query(({ ctx, input }) => ctx.api('tournaments.checkInCode', { params: input })),

  checkIn: tournamentMutation('tournaments.checkIn')
    .input(checkInInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input: { id, code } }) =>
      ctx.api('tournaments.checkIn', { params: { id }, body: { code } }),
    ),

  markPresence: tournamentMutation('tournaments.markPresence')
    .input(presenceInput)
    .output(z.array(tournamentPlayerSchema))
    .mutation(({ ctx, input: { id, ...presence } }) =>
      ctx.api('tournaments.markPresence', { params: { id }, body: presence }),
    ),

  board: procedureFor('tournaments.board')
    .input(byIdInput)
    .output(boardSchema)
    .query(({ ctx, input }) => ctx.api('tournaments.board', { params: input })),

  configureBoard: tournamentMutation('tournaments.configureBoard')
    .input(boardSettingsInput)
    .output(boardSchema)
    .mutation(({ ctx, input: { id, ...settings } }) =>
      ctx.api('tournaments.configureBoard', { params: { id }, body: settings }),
    ),

  swapMatches: tournamentMutation('tournaments.swapMatches')
    .input(swapMatchesInput)
    .output(boardSchema)
    .mutation(({ ctx, input: { id, matchIds } }) =>
      ctx.api('tournaments.swapMatches', { params: { id }, body: { match_ids: matchIds } }),
    ),

  /**
   * Tells a tournament's viewers that something changed, so they refetch what they show
   * (live/streams.ts says when a reconnecting viewer is told).
   */
  onChange: procedureFor('tournaments.onChange')
    .input(TOURNAMENT_STREAM.input)
    .subscription(subscriptionOf(TOURNAMENT_STREAM)),
});
