import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { MatchService } from '../services/matches';
import type { TournamentService } from '../services/tournaments';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import { ROWS_PER_PAGE, pageOf } from './queries';

export function createMatchRoutes(
  deps: {
    matches: MatchService;
    tournaments: Pick<TournamentService, 'board'>;
  } & EndpointRoutesOptions,
) {
  const { matches, tournaments } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['matches.joined'],
    async ({ query, user }) =>
      await matches.joined(user, { ...pageOf(query, ROWS_PER_PAGE), filter: query.filter }),
  );
  serve(APP_API['matches.live'], async ({ viewer }) => await matches.live(await viewer()));
  serve(APP_API['matches.atTable'], async ({ query, viewer }) => {
    const match = await matches.atTable(query.storeId, query.table, await viewer());
    return match && match;
  });
  serve(
    APP_API['matches.get'],
    async ({ params, viewer }) => await matches.detail(params.id, await viewer()),
  );

  // Scoring: the service checks that the caller manages the match's tournament, referees it, or
  // plays it where the tournament lets its players score.
  serve(APP_API['matches.start'], async ({ params, user }) => await matches.start(user, params.id));
  serve(
    APP_API['matches.score'],
    async ({ params, body, user }) => await matches.score(user, params.id, body),
  );
  serve(
    APP_API['matches.protocol'],
    async ({ params, body, user }) => await matches.recordProtocol(user, params.id, body),
  );
  serve(
    APP_API['matches.correct'],
    async ({ params, body, user }) => await matches.correct(user, params.id, body),
  );
  serve(
    APP_API['matches.award'],
    async ({ params, body, user }) => await matches.award(user, params.id, body),
  );
  serve(
    APP_API['matches.presence'],
    async ({ params, body, user }) => await matches.confirmPresence(user, params.id, body.player),
  );
  serve(
    APP_API['matches.history'],
    async ({ params, viewer }) => await matches.history(params.id, await viewer()),
  );
  serve(
    APP_API['matches.protests'],
    async ({ params, viewer }) => await matches.protests(params.id, await viewer()),
  );
  serve(
    APP_API['matches.protest'],
    async ({ params, body, user }) => await matches.fileProtest(user, params.id, body),
  );
  serve(
    APP_API['matches.protestPhoto'],
    async ({ params, user }) => await matches.protestPhoto(user, params.id),
  );
  serve(
    APP_API['matches.ruleProtest'],
    async ({ params, body, user }) => await matches.ruleProtest(user, params.id, body),
  );
  serve(
    APP_API['matches.revert'],
    async ({ params, body, user }) => await matches.revert(user, params.id, body.eventId),
  );
  serve(
    APP_API['matches.report'],
    async ({ params, body, user }) => await matches.report(user, params.id, body),
  );
  serve(
    APP_API['matches.assign'],
    async ({ params, body, user }) => await matches.assign(user, params.id, body),
  );
  serve(
    APP_API['matches.queue'],
    async ({ params, body, user }) => await tournaments.board.changeQueue(user, params.id, body),
  );

  return router;
}
