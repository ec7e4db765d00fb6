// Apart from playing-logic: the route prefetch of /playing reads it in the first load.
import { CAROM_GAMES, RANK_CODES } from '../../../shared/domain';
import { pageParam, pickParam } from '../../lib/url-values';

const LEADERBOARD_PER_PAGE = 20;

/** The leaderboard's board (pool, or a carom discipline), rank filter and page, from the address. */
export function leaderboardInput(params: URLSearchParams) {
  return {
    page: pageParam(params),
    perPage: LEADERBOARD_PER_PAGE,
    rank: pickParam(params.get('rank'), RANK_CODES),
    game: pickParam(params.get('game'), CAROM_GAMES),
  };
}
