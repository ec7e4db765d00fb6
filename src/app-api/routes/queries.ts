// How the embedded upstream pages its lists (the query schemas are the contract's).
import type { PaginationInput } from '../../shared/schemas/common';
import type { PageInput } from '../services/pagination';

export function pageOf(query: PaginationInput, defaultPerPage: number): PageInput {
  return { page: query.page ?? 1, perPage: query.perPage ?? defaultPerPage };
}

/** Tournament lists show 12 cards a page; other lists 20 rows. */
export const TOURNAMENTS_PER_PAGE = 12;
export const ROWS_PER_PAGE = 20;
