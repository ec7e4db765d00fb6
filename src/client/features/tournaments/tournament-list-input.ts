import { GAMES, LISTED_TOURNAMENT_STATUSES } from '../../../shared/domain';
import { START_WINDOWS } from '../../../shared/start-window';
import { pageParam, pickParam, positiveIntParam } from '../../lib/url-values';

const TOURNAMENTS_PER_PAGE = 12;

/** The tournament list's filters as the address gives them (the page and the prefetch agree). */
export function tournamentListInput(params: URLSearchParams) {
  const q = params.get('q') ?? '';
  return {
    page: pageParam(params),
    perPage: TOURNAMENTS_PER_PAGE,
    q: q.trim() || undefined,
    status: pickParam(params.get('status'), LISTED_TOURNAMENT_STATUSES),
    game: pickParam(params.get('game'), GAMES),
    storeId: positiveIntParam(params.get('store')),
    when: pickParam(params.get('when'), START_WINDOWS),
    city: params.get('city')?.trim().slice(0, 100) || undefined,
  };
}
