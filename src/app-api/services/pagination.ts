import { sql } from 'drizzle-orm';
import type { PaginationMeta } from '../../shared/schemas/common';

/** A page request after defaults: page ≥ 1, 1 ≤ perPage ≤ 100. */
export interface PageInput {
  page: number;
  perPage: number;
}

export function pageMeta(input: PageInput, total: number): PaginationMeta {
  return {
    page: input.page,
    perPage: input.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / input.perPage)),
  };
}

export function pageOffset(input: PageInput): number {
  return (input.page - 1) * input.perPage;
}

/**
 * A window column carrying, on every row of a page, the rows the query would give without its
 * limit: a page and its total in one statement. Only a page past the end has no row to carry it.
 */
export const totalRows = sql<number>`count(*) over ()`.mapWith(Number);
