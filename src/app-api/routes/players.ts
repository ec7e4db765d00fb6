import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { FollowService } from '../services/follows';
import type { LeagueService } from '../services/leagues';
import type { MatchService } from '../services/matches';
import type { PlayerService } from '../services/players';
import type { TournamentService } from '../services/tournaments';
import type { StoreService } from '../services/stores';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';
import { ROWS_PER_PAGE, pageOf } from './queries';

/** `/players`: public profiles (no phone, e-mail or wallet) and the organiser's rank decision. */
export function createPlayerRoutes(
  deps: {
    players: PlayerService;
    tournaments: Pick<TournamentService, 'joined'>;
    matches: Pick<MatchService, 'ahead'>;
    follows: Pick<FollowService, 'feed'>;
    leagues: Pick<LeagueService, 'upcomingOf'>;
  } & EndpointRoutesOptions,
) {
  const { players, tournaments, matches, follows, leagues } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['players.list'],
    async ({ query }) =>
      await players.list({
        ...pageOf(query, ROWS_PER_PAGE),
        q: query.q,
        rank: query.rank,
        sort: query.sort,
      }),
  );
  serve(APP_API['players.get'], async ({ params }) => await players.get(params.id));
  serve(
    APP_API['players.ratingHistory'],
    async ({ params, query }) => await players.ratingHistory(params.id, query.family ?? 'pool'),
  );
  serve(
    APP_API['players.achievements'],
    async ({ params, query }) =>
      await players.achievements(params.id, pageOf(query, ROWS_PER_PAGE)),
  );
  serve(
    APP_API['players.matchHistories'],
    async ({ params, query, viewer }) =>
      await players.matches(params.id, pageOf(query, ROWS_PER_PAGE), await viewer()),
  );
  serve(
    APP_API['players.headToHead'],
    async ({ params, query, viewer }) =>
      await players.headToHead({ id: params.id, opponent: query.opponent }, await viewer()),
  );
  serve(APP_API['players.schedule'], async ({ params, viewer }) => {
    // An unknown player is a 404, as their profile is.
    await players.get(params.id);
    const joined = (status: 'registration' | 'ongoing') =>
      tournaments.joined(params.id, { status, page: 1, perPage: 20 });
    const [open, running, feed, teamMatches] = await Promise.all([
      joined('registration'),
      joined('ongoing'),
      follows.feed({ id: params.id }),
      leagues.upcomingOf(params.id),
    ]);
    const entered = new Set([...running.data, ...open.data].map((t) => t.id));
    return {
      tournaments: [...running.data, ...open.data],
      matches: await matches.ahead(params.id, await viewer()),
      followed: feed.events
        .filter((e) => !e.because.every((b) => b.kind === 'player'))
        .map((e) => e.tournament)
        .filter((t) => !entered.has(t.id)),
      teamMatches,
    };
  });
  serve(
    APP_API['players.rankEvents'],
    async ({ params, user }) => await players.rankEvents(params.id, user),
  );
  serve(
    APP_API['players.setRank'],
    async ({ params, body, user }) => await players.setRank(user, params.id, body),
  );

  return router;
}

/** `/rankings`: the leaderboard. */
export function createRankingRoutes(deps: { players: PlayerService } & EndpointRoutesOptions) {
  const router = Router();
  const serve = endpointRoutes(router, deps);
  serve(
    APP_API['rankings.list'],
    async ({ query }) =>
      await deps.players.rankings({
        ...pageOf(query, ROWS_PER_PAGE),
        rank: query.rank,
        game: query.game,
        sort: query.sort,
      }),
  );
  return router;
}

/** `/stores`: the clubs. */
export function createStoreRoutes(deps: { stores: StoreService } & EndpointRoutesOptions) {
  const router = Router();
  const serve = endpointRoutes(router, deps);
  serve(APP_API['stores.list'], async ({ query }) => await deps.stores.list(query));
  serve(APP_API['stores.cities'], async () => deps.stores.cities());
  return router;
}
