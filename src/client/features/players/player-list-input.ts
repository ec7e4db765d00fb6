import { PLAYER_SORTS, RANK_CODES } from '../../../shared/domain';
import { pageParam, pickParam } from '../../lib/url-values';

const PLAYERS_PER_PAGE = 12;

/** The player list's search, rank, order and page as the address gives them. */
export function playerListInput(params: URLSearchParams) {
  const q = params.get('q') ?? '';
  return {
    page: pageParam(params),
    perPage: PLAYERS_PER_PAGE,
    q: q.trim() || undefined,
    rank: pickParam(params.get('rank'), RANK_CODES),
    sort: pickParam(params.get('sort'), PLAYER_SORTS) ?? 'rating',
  };
}
