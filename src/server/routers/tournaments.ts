import { tracked } from '@trpc/server';
import { z } from '../../shared/zod';
import { byIdInput, paginated } from '../../shared/schemas/common';
import { bracketSchema, matchSchema } from '../../shared/schemas/matches';
import {
  createTournamentInput,
  joinResultSchema,
  listTournamentsInput,
  myTournamentsInput,
  standingSchema,
  startTournamentInput,
  tournamentPlayerSchema,
  tournamentSchema,
  tournamentSummarySchema,
  updateTournamentInput,
} from '../../shared/schemas/tournaments';
import { deepSnakeKeys, snakeKeys } from '../../shared/wire/case';
import {
  bracketWire,
  joinResultWire,
  matchListWire,
  standingsWire,
  tournamentPageWire,
  tournamentPlayersWire,
  tournamentWire,
} from '../../shared/wire/tournaments';
import type { Permission } from '../../shared/permissions';
import { authedProcedure, middleware, permissionProcedure, publicProcedure, router } from '../trpc';

const path = (id: number, action = '') => `/v1/tournaments/${id}${action}`;
const nothing = z.null().catch(null);

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

const tournamentMutation = (permission?: Permission) =>
  (permission ? permissionProcedure(permission) : authedProcedure).use(publishesTournament);

export const tournamentsRouter = router({
  list: publicProcedure
    .input(listTournamentsInput)
    .output(tournamentPage)
    .query(({ ctx, input }) =>
      ctx.api.getPublic('/v1/tournaments', tournamentPageWire, snakeKeys(input)),
    ),

  get: publicProcedure
    .input(byIdInput)
    .output(tournamentSchema)
    .query(({ ctx, input }) => ctx.api.get(path(input.id), tournamentWire)),

  joined: authedProcedure
    .input(myTournamentsInput)
    .output(tournamentPage)
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/tournaments/joined', tournamentPageWire, snakeKeys(input)),
    ),

  managing: permissionProcedure('tournament.create')
    .input(myTournamentsInput)
    .output(tournamentPage)
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/tournaments/managing', tournamentPageWire, snakeKeys(input)),
    ),

  create: permissionProcedure('tournament.create')
    .input(createTournamentInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) =>
      ctx.api.post('/v1/tournaments', tournamentWire, deepSnakeKeys(input)),
    ),

  update: tournamentMutation('tournament.update')
    .input(updateTournamentInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      ctx.api.put(path(id), tournamentWire, deepSnakeKeys(fields)),
    ),

  delete: tournamentMutation('tournament.delete')
    .input(byIdInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      await ctx.api.delete(path(input.id), nothing);
      return null;
    }),

  open: tournamentMutation('tournament.update')
    .input(byIdInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) => ctx.api.post(path(input.id, '/open'), tournamentWire)),

  join: tournamentMutation()
    .input(byIdInput)
    .output(joinResultSchema)
    .mutation(({ ctx, input }) => ctx.api.post(path(input.id, '/join'), joinResultWire)),

  leave: tournamentMutation()
    .input(byIdInput)
    .output(joinResultSchema)
    .mutation(({ ctx, input }) => ctx.api.post(path(input.id, '/leave'), joinResultWire)),

  start: tournamentMutation('tournament.update')
    .input(startTournamentInput)
    .output(tournamentSchema)
    .mutation(async ({ ctx, input: { id, ...seeding } }) => {
      const tournament = await ctx.api.post(
        path(id, '/start'),
        tournamentWire,
        deepSnakeKeys(seeding),
      );
      ctx.bus.publish('matches:live');
      return tournament;
    }),

  cancel: tournamentMutation('tournament.update')
    .input(byIdInput)
    .output(tournamentSchema)
    .mutation(({ ctx, input }) => ctx.api.post(path(input.id, '/cancel'), tournamentWire)),

  players: publicProcedure
    .input(byIdInput)
    .output(z.array(tournamentPlayerSchema))
    .query(({ ctx, input }) => ctx.api.get(path(input.id, '/players'), tournamentPlayersWire)),

  standings: publicProcedure
    .input(byIdInput)
    .output(z.array(standingSchema))
    .query(({ ctx, input }) => ctx.api.get(path(input.id, '/standings'), standingsWire)),

  bracket: publicProcedure
    .input(byIdInput)
    .output(bracketSchema)
    .query(({ ctx, input }) => ctx.api.get(path(input.id, '/bracket'), bracketWire)),

  matches: publicProcedure
    .input(byIdInput)
    .output(z.array(matchSchema))
    .query(({ ctx, input }) => ctx.api.get(path(input.id, '/matches'), matchListWire)),

  /**
   * Tells a tournament's viewers that something changed (registrations, bracket, scores), so
   * they refetch what they show. Reconnecting clients get a fresh event at once to catch up.
   */
  onChange: publicProcedure.input(byIdInput).subscription(async function* ({ ctx, input, signal }) {
    const events = ctx.bus.subscribe(
      `tournament:${input.id}`,
      signal ?? new AbortController().signal,
    );
    yield tracked(String(Date.now()), { at: Date.now() });
    for await (const event of events) yield tracked(String(event.at), { at: event.at });
  }),
});
