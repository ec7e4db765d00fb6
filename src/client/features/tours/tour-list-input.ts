import { GAME_FAMILIES } from '../../../shared/domain';
import { TOUR_STATUSES } from '../../../shared/tour-rules';
import { pageParam, pickParam } from '../../lib/url-values';

const TOURS_PER_PAGE = 12;

/** The tour list's filters as the address gives them (the page and the prefetch agree). */
export function tourListInput(params: URLSearchParams) {
  return {
    page: pageParam(params),
    perPage: TOURS_PER_PAGE,
    family: pickParam(params.get('family'), GAME_FAMILIES),
    status: pickParam(params.get('status'), TOUR_STATUSES),
  };
}
