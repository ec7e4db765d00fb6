import { Router } from 'express';
import type { Match } from '../../shared/schemas/matches';
import { deepSnakeKeys } from '../../shared/wire/case';
import {
  assignMatchBodyWire,
  correctResultBodyWire,
  scoreMatchBodyWire,
} from '../../shared/wire/tournaments';
import type { AuthService } from '../services/auth';
import type { MatchService } from '../services/matches';
import { authed, optionalUser, parseBody, parseQuery, pathId, sendData, sendPage } from './http';
import { ROWS_PER_PAGE, myMatchesQuery, pageOf } from './queries';

export function createMatchRoutes(deps: { auth: AuthService; matches: MatchService }): Router {
  const { auth, matches } = deps;
  const router = Router();

  router.get(
    '/joined',
    authed(auth, async (req, res, { user }) => {
      const query = parseQuery(myMatchesQuery, req.query);
      sendPage(
        res,
        await matches.joined(user, { ...pageOf(query, ROWS_PER_PAGE), filter: query.filter }),
      );
    }),
  );

  router.get('/live', async (req, res) => {
    const live: Match[] = await matches.live(await optionalUser(auth, req));
    sendData(res, deepSnakeKeys(live));
  });

  router.get('/:id', async (req, res) => {
    const match: Match = await matches.get(pathId(req), await optionalUser(auth, req));
    sendData(res, deepSnakeKeys(match));
  });

  router.post(
    '/:id/start',
    authed(auth, async (req, res, { user }) => {
      const match: Match = await matches.start(user, pathId(req));
      sendData(res, deepSnakeKeys(match));
    }),
  );

  router.post(
    '/:id/score',
    authed(auth, async (req, res, { user }) => {
      const id = pathId(req);
      const body = parseBody(scoreMatchBodyWire, req.body);
      const match: Match = await matches.score(user, id, body);
      sendData(res, deepSnakeKeys(match));
    }),
  );

  router.post(
    '/:id/correct',
    authed(auth, async (req, res, { user }) => {
      const id = pathId(req);
      const body = parseBody(correctResultBodyWire, req.body);
      const match: Match = await matches.correct(user, id, body);
      sendData(res, deepSnakeKeys(match));
    }),
  );

  router.put(
    '/:id/assign',
    authed(auth, async (req, res, { user }) => {
      const id = pathId(req);
      const body = parseBody(assignMatchBodyWire, req.body);
      const match: Match = await matches.assign(user, id, body);
      sendData(res, deepSnakeKeys(match));
    }),
  );

  return router;
}
