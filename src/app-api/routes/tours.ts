import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { PlayerService } from '../services/players';
import type { TournamentService } from '../services/tournaments';
import type { TourService } from '../services/tours';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import { ROWS_PER_PAGE, pageOf } from './queries';

/** `/tours`: ranking seasons; an event's tour; a player's seasons. */
export function createTourRoutes(
  deps: {
    tours: TourService;
    tournaments: Pick<TournamentService, 'get'>;
    players: Pick<PlayerService, 'get'>;
  } & EndpointRoutesOptions,
) {
  const { tours, tournaments, players } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['tours.list'],
    async ({ query }) =>
      await tours.list({
        ...pageOf(query, ROWS_PER_PAGE),
        family: query.family,
        status: query.status,
      }),
  );
  serve(
    APP_API['tours.get'],
    async ({ params, viewer }) => await tours.get(params.id, await viewer()),
  );
  serve(APP_API['tours.standings'], async ({ params }) => await tours.standings(params.id));
  serve(APP_API['tours.create'], async ({ body, user }) => {
    const id = await tours.create(user, body);
    return await tours.get(id, user);
  });
  serve(APP_API['tours.update'], async ({ params, body, user }) => {
    await tours.update(user, params.id, body);
    return await tours.get(params.id, user);
  });
  serve(APP_API['tournaments.setTour'], async ({ params, body, user }) => {
    await tours.setTour(user, { id: params.id, ...body });
    return await tournaments.get(params.id, user);
  });
  serve(APP_API['players.tours'], async ({ params }) => {
    // An unknown player is a 404, as their profile is.
    await players.get(params.id);
    return await tours.ofPlayer(params.id);
  });
  return router;
}
