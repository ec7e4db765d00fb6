// How the embedded upstream pages its lists (the query schemas are the contract's).
import type { PageQuery } from '../../shared/contract/queries';
import type { PageInput } from '../services/pagination';

export function pageOf(query: PageQuery, defaultPerPage: number): PageInput {
  return { page: query.page ?? 1, perPage: query.per_page ?? defaultPerPage };
}

/** Tournament lists show 12 cards a page; other lists 20 rows. */
export const TOURNAMENTS_PER_PAGE = 12;
export const ROWS_PER_PAGE = 20;
