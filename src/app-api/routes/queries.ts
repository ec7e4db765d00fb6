// Query strings of the domain lists: snake_case keys as the wire has them, numbers coerced.
import { MY_MATCH_FILTERS } from '../../shared/domain';
import { idSchema } from '../../shared/schemas/common';
import { raceToValue } from '../../shared/schemas/config';
import { listPlayersInput, rankingsInput } from '../../shared/schemas/players';
import { listStoresInput } from '../../shared/schemas/stores';
import { game, tournamentStatus } from '../../shared/schemas/tournaments';
import { z } from '../../shared/zod';
import type { PageInput } from '../services/pagination';

const page = z.coerce
  .number({ error: 'Trang phải là một số' })
  .int({ error: 'Trang phải là số nguyên' })
  .min(1, { error: 'Trang phải từ 1 trở lên' })
  .max(1_000_000, { error: 'Trang quá lớn' });

const perPage = z.coerce
  .number({ error: 'Số mục mỗi trang phải là một số' })
  .int({ error: 'Số mục mỗi trang phải là số nguyên' })
  .min(1, { error: 'Số mục mỗi trang phải từ 1 trở lên' })
  .max(100, { error: 'Tối đa 100 mục mỗi trang' });

export const pageQuery = z.object({ page: page.optional(), per_page: perPage.optional() });

export function pageOf(query: z.infer<typeof pageQuery>, defaultPerPage: number): PageInput {
  return { page: query.page ?? 1, perPage: query.per_page ?? defaultPerPage };
}

export const tournamentListQuery = pageQuery.extend({
  q: z
    .string({ error: 'Từ khoá không hợp lệ' })
    .trim()
    .max(100, { error: 'Từ khoá tối đa 100 ký tự' })
    .optional(),
  status: tournamentStatus.optional(),
  game: game.optional(),
  store_id: idSchema.optional(),
});

export const myTournamentsQuery = pageQuery.extend({ status: tournamentStatus.optional() });

export const myMatchesQuery = pageQuery.extend({
  filter: z.enum(MY_MATCH_FILTERS, { error: 'Bộ lọc không hợp lệ' }).optional(),
});

/** Tournament lists show 12 cards a page; other lists 20 rows. */
export const TOURNAMENTS_PER_PAGE = 12;
export const ROWS_PER_PAGE = 20;

export const playerListQuery = pageQuery.extend({
  q: listPlayersInput.shape.q,
  rank: listPlayersInput.shape.rank,
  sort: listPlayersInput.shape.sort,
});

export const rankingsQuery = pageQuery.extend({ rank: rankingsInput.shape.rank });

export const storeListQuery = listStoresInput;

/** The race chart's race; absent means the configured default. */
export const raceChartQuery = z.object({
  race_to: z.coerce.number({ error: 'Số ván chạm phải là một số' }).pipe(raceToValue).optional(),
});
