import { Router } from 'express';
import type { PlayerProfile, RankingEntry, RatingPoint } from '../../shared/schemas/players';
import type { Paginated } from '../../shared/schemas/common';
import { deepSnakeKeys } from '../../shared/wire/case';
import { setRankBodyWire } from '../../shared/wire/players';
import type { AuthService } from '../services/auth';
import type { PlayerService } from '../services/players';
import { optionalUser, parseBody, parseQuery, pathId, permitted, sendData, sendPage } from './http';
import { ROWS_PER_PAGE, pageOf, pageQuery, playerListQuery, rankingsQuery } from './queries';

export interface PlayerRouteDeps {
  auth: AuthService;
  players: PlayerService;
}

/** `/players`: public profiles (no phone, e-mail or wallet) and the organiser's rank decision. */
export function createPlayerRoutes(deps: PlayerRouteDeps): Router {
  const { auth, players } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseQuery(playerListQuery, req.query);
    sendPage(
      res,
      await players.list({
        ...pageOf(query, ROWS_PER_PAGE),
        q: query.q,
        rank: query.rank,
        sort: query.sort,
      }),
    );
  });

  router.get('/:id', async (req, res) => {
    const profile: PlayerProfile = await players.get(pathId(req));
    sendData(res, deepSnakeKeys(profile));
  });

  router.get('/:id/rating-history', async (req, res) => {
    const history: RatingPoint[] = await players.ratingHistory(pathId(req));
    sendData(res, deepSnakeKeys(history));
  });

  router.get('/:id/achievements', async (req, res) => {
    const id = pathId(req);
    const query = parseQuery(pageQuery, req.query);
    sendPage(res, await players.achievements(id, pageOf(query, ROWS_PER_PAGE)));
  });

  router.get('/:id/matches', async (req, res) => {
    const id = pathId(req);
    const query = parseQuery(pageQuery, req.query);
    sendPage(
      res,
      await players.matches(id, pageOf(query, ROWS_PER_PAGE), await optionalUser(auth, req)),
    );
  });

  router.put(
    '/:id/rank',
    // The permission first: a caller who may not decide learns nothing about the body's faults.
    permitted(auth, 'tournament.update', async (req, res, { user }) => {
      const id = pathId(req);
      const body = parseBody(setRankBodyWire, req.body);
      const profile: PlayerProfile = await players.setRank(user, id, body);
      sendData(res, deepSnakeKeys(profile));
    }),
  );

  return router;
}

/** `/rankings`: the leaderboard. */
export function createRankingRoutes(deps: { players: PlayerService }): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseQuery(rankingsQuery, req.query);
    const page: Paginated<RankingEntry> = await deps.players.rankings({
      ...pageOf(query, ROWS_PER_PAGE),
      rank: query.rank,
    });
    sendPage(res, page);
  });

  return router;
}
