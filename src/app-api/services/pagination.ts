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
