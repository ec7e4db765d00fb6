import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
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

/** A table whose rows say when they were made, which a "newest first" list orders by. */
type DatedTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * One page of a table's matching rows, newest first, and the meta of all of them: a user's
 * ledger, top-ups and payouts, the operator's queues, a player's achievements. Rows made in the
 * same millisecond keep the id's order, so no row shows on two pages. `rows` is the select
 * (`.$dynamic()`), joins included, that this page filters, orders and cuts.
 */
export async function newestFirstPage<Q extends PgSelect>(
  db: Db,
  table: DatedTable,
  rows: Q,
  where: SQL | undefined,
  page: PageInput,
): Promise<{ rows: Awaited<Q>; meta: PaginationMeta }> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const found = await rows
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  return { rows: found as Awaited<Q>, meta: pageMeta(page, total?.n ?? 0) };
}
