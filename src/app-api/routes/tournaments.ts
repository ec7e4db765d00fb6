import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { MatchService } from '../services/matches';
import type { TournamentService } from '../services/tournaments';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import type { ImagePolicy } from './image-policy';
import { TOURNAMENTS_PER_PAGE, pageOf } from './queries';

export interface TournamentRouteDeps extends EndpointRoutesOptions {
  tournaments: TournamentService;
  matches: MatchService;
  images: ImagePolicy;
}

export function createTournamentRoutes(deps: TournamentRouteDeps): Router {
  const { tournaments, matches, images } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['tournaments.list'],
    async ({ query }) =>
      await tournaments.list({
        ...pageOf(query, TOURNAMENTS_PER_PAGE),
        q: query.q,
        status: query.status,
        game: query.game,
        storeId: query.storeId,
        when: query.when,
        city: query.city,
      }),
  );

  serve(
    APP_API['tournaments.joined'],
    async ({ query, user }) =>
      await tournaments.joined(user.id, {
        ...pageOf(query, TOURNAMENTS_PER_PAGE),
        status: query.status,
      }),
  );

  serve(
    APP_API['tournaments.managing'],
    async ({ query, user }) =>
      await tournaments.managing(user.id, {
        ...pageOf(query, TOURNAMENTS_PER_PAGE),
        status: query.status,
      }),
  );

  serve(APP_API['tournaments.create'], async ({ body, user }) => {
    images.checkMarkdown('description', body.description);
    return await tournaments.create(user, body);
  });

  serve(
    APP_API['tournaments.get'],
    async ({ params, viewer }) => await tournaments.get(params.id, await viewer()),
  );

  serve(APP_API['tournaments.update'], async ({ params, body, user }) => {
    images.checkMarkdown('description', body.description);
    return await tournaments.update(user, params.id, body);
  });

  serve(APP_API['tournaments.delete'], async ({ params, user }) => {
    await tournaments.remove(user, params.id);
    return null;
  });

  serve(
    APP_API['tournaments.open'],
    async ({ params, user }) => await tournaments.open(user, params.id),
  );
  serve(
    APP_API['tournaments.cancel'],
    async ({ params, user }) => await tournaments.cancel(user, params.id),
  );
  serve(
    APP_API['tournaments.join'],
    async ({ params, user }) => await tournaments.join(user, params.id),
  );
  serve(
    APP_API['tournaments.leave'],
    async ({ params, user }) => await tournaments.leave(user, params.id),
  );
  serve(
    APP_API['tournaments.start'],
    async ({ params, body, user }) => await tournaments.start(user, params.id, body),
  );

  serve(
    APP_API['tournaments.players'],
    async ({ params, viewer }) => await tournaments.players(params.id, await viewer()),
  );
  serve(
    APP_API['tournaments.screening'],
    async ({ params, user }) => await tournaments.screening(user, params.id),
  );
  serve(
    APP_API['tournaments.standings'],
    async ({ params, viewer }) => await tournaments.standings(params.id, await viewer()),
  );
  serve(
    APP_API['tournaments.bracket'],
    async ({ params, viewer }) => await tournaments.bracket(params.id, await viewer()),
  );
  serve(
    APP_API['tournaments.matches'],
    async ({ params, viewer }) => await matches.ofTournament(params.id, await viewer()),
  );

  serve(
    APP_API['tournaments.openCheckIn'],
    async ({ params, user }) => await tournaments.openCheckIn(user, params.id),
  );
  serve(
    APP_API['tournaments.checkInCode'],
    async ({ params, user }) => await tournaments.checkInCode(user, params.id),
  );
  serve(
    APP_API['tournaments.checkIn'],
    async ({ params, body, user }) => await tournaments.checkIn(user, params.id, body.code),
  );
  serve(
    APP_API['tournaments.markPresence'],
    async ({ params, body, user }) => await tournaments.markPresence(user, params.id, body),
  );

  serve(
    APP_API['tournaments.board'],
    async ({ params, viewer }) => await tournaments.board.get(params.id, await viewer()),
  );
  serve(
    APP_API['tournaments.configureBoard'],
    async ({ params, body, user }) => await tournaments.board.configure(user, params.id, body),
  );
  serve(
    APP_API['tournaments.swapMatches'],
    async ({ params, body, user }) => await tournaments.board.swap(user, params.id, body.matchIds),
  );

  return router;
}
