import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { LeagueService } from '../services/leagues';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import { ROWS_PER_PAGE, pageOf } from './queries';

/** `/leagues`, `/league-teams`, `/team-matches`: team leagues. */
export function createLeagueRoutes(deps: { leagues: LeagueService } & EndpointRoutesOptions) {
  const { leagues } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['leagues.list'],
    async ({ query }) =>
      await leagues.list({ ...pageOf(query, ROWS_PER_PAGE), status: query.status }),
  );
  serve(
    APP_API['leagues.get'],
    async ({ params, viewer }) => await leagues.get(params.id, await viewer()),
  );
  serve(APP_API['leagues.create'], async ({ body, user }) => {
    const id = await leagues.create(user, body);
    return await leagues.get(id, user);
  });
  serve(APP_API['leagues.start'], async ({ params, user }) => {
    await leagues.start(user, params.id);
    return await leagues.get(params.id, user);
  });
  serve(APP_API['leagues.playoff'], async ({ params, body, user }) => {
    await leagues.playoff(user, { id: params.id, ...body });
    return await leagues.get(params.id, user);
  });
  serve(APP_API['leagues.createTeam'], async ({ params, body, user }) => {
    const id = await leagues.createTeam(user, { id: params.id, ...body });
    return await leagues.team(id, user);
  });
  serve(
    APP_API['leagues.team'],
    async ({ params, viewer }) => await leagues.team(params.id, await viewer()),
  );
  serve(APP_API['leagues.invite'], async ({ params, body, user }) => {
    await leagues.invite(user, { id: params.id, ...body });
    return await leagues.team(params.id, user);
  });
  serve(APP_API['leagues.answer'], async ({ params, body, user }) => {
    await leagues.answer(user, { id: params.id, ...body });
    return await leagues.team(params.id, user);
  });
  serve(APP_API['leagues.invitations'], async ({ user }) => await leagues.invitations(user));
  serve(
    APP_API['leagues.match'],
    async ({ params, viewer }) => await leagues.match(params.id, await viewer()),
  );
  serve(APP_API['leagues.pick'], async ({ params, body, user }) => {
    await leagues.pick(user, { id: params.id, ...body });
    return await leagues.match(params.id, user);
  });
  serve(APP_API['leagues.report'], async ({ params, body, user }) => {
    await leagues.report(user, { ...params, ...body });
    return await leagues.match(params.id, user);
  });
  serve(APP_API['leagues.confirm'], async ({ params, user }) => {
    await leagues.confirm(user, params);
    return await leagues.match(params.id, user);
  });
  serve(APP_API['leagues.setGame'], async ({ params, body, user }) => {
    await leagues.setGame(user, { ...params, ...body });
    return await leagues.match(params.id, user);
  });
  return router;
}
