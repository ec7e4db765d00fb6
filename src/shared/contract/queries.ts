// Query strings of the domain lists: snake_case keys as the wire has them. Numbers arrive as
// text and are coerced; their input type stays `number`, so the BFF's calls are typed.
import { MY_MATCH_FILTERS } from '../domain';
import { venueTableInput } from '../schemas/board';
import { idSchema } from '../schemas/common';
import { raceToValue } from '../schemas/config';
import { historyFilters, payoutStatus, transferOutcome } from '../schemas/payments';
import { listPlayersInput, rankingsInput, ratingHistoryInput } from '../schemas/players';
import { listStoresInput } from '../schemas/stores';
import { game, listTournamentsInput, tournamentStatus } from '../schemas/tournaments';
import { z } from '../zod';

const page = z.coerce
  .number<number>({ error: 'Trang phải là một số' })
  .int({ error: 'Trang phải là số nguyên' })
  .min(1, { error: 'Trang phải từ 1 trở lên' })
  .max(1_000_000, { error: 'Trang quá lớn' });

const perPage = z.coerce
  .number<number>({ error: 'Số mục mỗi trang phải là một số' })
  .int({ error: 'Số mục mỗi trang phải là số nguyên' })
  .min(1, { error: 'Số mục mỗi trang phải từ 1 trở lên' })
  .max(100, { error: 'Tối đa 100 mục mỗi trang' });

export const pageQuery = z.object({ page: page.optional(), per_page: perPage.optional() });
export type PageQuery = z.output<typeof pageQuery>;

export const tournamentListQuery = pageQuery.extend({
  q: listTournamentsInput.shape.q,
  status: tournamentStatus.optional(),
  game: game.optional(),
  store_id: idSchema.optional(),
  when: listTournamentsInput.shape.when,
  city: listTournamentsInput.shape.city,
});

export const venueTableQuery = z.object({
  store_id: idSchema,
  table: venueTableInput.shape.table,
});

export const myTournamentsQuery = pageQuery.extend({ status: tournamentStatus.optional() });

export const myMatchesQuery = pageQuery.extend({
  filter: z.enum(MY_MATCH_FILTERS, { error: 'Bộ lọc không hợp lệ' }).optional(),
});

export const playerListQuery = pageQuery.extend({
  q: listPlayersInput.shape.q,
  rank: listPlayersInput.shape.rank,
  sort: listPlayersInput.shape.sort,
});

export const ratingHistoryQuery = z.object({ family: ratingHistoryInput.shape.family });

export const rankingsQuery = pageQuery.extend({
  rank: rankingsInput.shape.rank,
  game: rankingsInput.shape.game,
  sort: rankingsInput.shape.sort,
});

export const storeListQuery = listStoresInput;

export const historyQuery = pageQuery.extend(historyFilters.shape);

export const operatorPayoutsQuery = pageQuery.extend({ status: payoutStatus.optional() });

export const bankTransfersQuery = pageQuery.extend({ outcome: transferOutcome.optional() });

/** The race chart's race; absent means the configured default. */
export const raceChartQuery = z.object({
  race_to: z.coerce
    .number<number>({ error: 'Số ván chạm phải là một số' })
    .pipe(raceToValue)
    .optional(),
});
