import type { CreateQueryUtils } from '@trpc/react-query/shared';
import type { AppRouter } from '../../server/routers';
import { matchRoute, type RouteParams } from '../../shared/route-match';
import type { RouteId } from '../../shared/routes';
import { homeTournamentsInput, topPlayersInput } from '../features/home/home-queries';
import { playerListInput } from '../features/players/player-list-input';
import { leaderboardInput } from '../features/playing/leaderboard-input';
import { storeListInput } from '../features/stores/store-list-input';
import { tournamentListInput } from '../features/tournaments/tournament-list-input';
import { PREFETCH_META, PREFETCH_WINDOW_MS } from '../lib/query-client';

type Utils = CreateQueryUtils<AppRouter>;
type RouteData = (utils: Utils, params: RouteParams, search: URLSearchParams) => Promise<unknown>;

const id = (params: RouteParams) => Number(params.id);
const options = { meta: PREFETCH_META };

/**
 * The reads each public page shows first, with the inputs its components use (the same
 * functions build them, so the cache keys match). Started at boot and on the way to a page, they
 * run in parallel with the page's code instead of after it has loaded and rendered.
 */
const ROUTE_DATA: Partial<Record<RouteId, RouteData>> = {
  home: (utils) =>
    Promise.all([
      utils.tournaments.list.prefetch(homeTournamentsInput('ongoing'), options),
      utils.tournaments.list.prefetch(homeTournamentsInput('registration'), options),
      utils.rankings.list.prefetch(topPlayersInput, options),
      utils.stores.list.prefetch(undefined, options),
    ]),
  tournaments: (utils, _params, search) =>
    Promise.all([
      utils.tournaments.list.prefetch(tournamentListInput(search), options),
      utils.stores.list.prefetch(undefined, options),
    ]),
  // Its bracket and schedule exist once it has started; the tournament says whether it has.
  tournamentDetail: async (utils, params) => {
    const tournament = await utils.tournaments.get.fetch({ id: id(params) }, options);
    if (tournament.status !== 'ongoing' && tournament.status !== 'finished') return;
    await Promise.all([
      utils.tournaments.bracket.prefetch({ id: tournament.id }, options),
      utils.tournaments.matches.prefetch({ id: tournament.id }, options),
    ]);
  },
  matchDetail: (utils, params) => utils.matches.get.prefetch({ id: id(params) }, options),
  players: (utils, _params, search) =>
    utils.players.list.prefetch(playerListInput(search), options),
  playing: (utils, _params, search) =>
    Promise.all([
      utils.config.get.prefetch(undefined, options),
      utils.rankings.list.prefetch(leaderboardInput(search), options),
    ]),
  stores: (utils, _params, search) =>
    Promise.all([
      utils.stores.cities.prefetch(undefined, options),
      utils.stores.list.prefetch(storeListInput(search), options),
    ]),
};

let lastPrefetch = { page: '', at: 0 };

/**
 * Starts the reads of the page at `href` (path and query); fresh ones are not fetched again, and
 * a page whose reads just started (at boot, or on a link's intent before the tap) does not start
 * them again when the router arrives there: a failed one would be sent twice for one action.
 */
export function prefetchRouteData(utils: Utils, href: string): void {
  const url = new URL(href, window.location.origin);
  const page = url.pathname + url.search;
  const now = Date.now();
  if (page === lastPrefetch.page && now - lastPrefetch.at < PREFETCH_WINDOW_MS) return;
  lastPrefetch = { page, at: now };
  const match = matchRoute(url.pathname);
  if (!match) return;
  // A failure is the page's to show when it asks for the same read.
  ROUTE_DATA[match.route.id]?.(utils, match.params, url.searchParams).catch(() => {});
}
