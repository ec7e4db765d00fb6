// Query strings of the domain lists, derived from the lists' own inputs like every wire: the
// keys in snake_case, numbers coerced from the text a query string carries (the domain schemas
// coerce them). The two below have no procedure input of the same shape, so they are declared
// here in camelCase.
import { venueTableInput } from '../schemas/board';
import { idSchema, paginationInput } from '../schemas/common';
import { raceToValue } from '../schemas/config';
import { myMatchesInput } from '../schemas/matches';
import { bankTransfersInput, historiesInput, operatorPayoutsInput } from '../schemas/payments';
import { headToHeadQueryFields } from '../schemas/head-to-head';
import { listPlayersInput, rankingsInput, ratingHistoryInput } from '../schemas/players';
import { listStoresInput } from '../schemas/stores';
import { listToursInput } from '../schemas/tours';
import { listLeaguesInput } from '../schemas/leagues';
import { listTournamentsInput, myTournamentsInput } from '../schemas/tournament-lists';
import { wireSchema } from '../wire/derive';
import { z } from '../zod';

export const pageQuery = wireSchema(paginationInput);
export const tournamentListQuery = wireSchema(listTournamentsInput);
export const myTournamentsQuery = wireSchema(myTournamentsInput);
export const myMatchesQuery = wireSchema(myMatchesInput);
export const playerListQuery = wireSchema(listPlayersInput);
export const ratingHistoryQuery = wireSchema(ratingHistoryInput.omit({ id: true }));
export const headToHeadQuery = wireSchema(headToHeadQueryFields);
export const rankingsQuery = wireSchema(rankingsInput);
export const storeListQuery = wireSchema(listStoresInput);
export const tourListQuery = wireSchema(listToursInput);
export const leagueListQuery = wireSchema(listLeaguesInput);
export const historyQuery = wireSchema(historiesInput);
export const operatorPayoutsQuery = wireSchema(operatorPayoutsInput);
export const bankTransfersQuery = wireSchema(bankTransfersInput);

/** The match on a club's table: the club by its id, the table by its number. */
export const venueTableQuery = wireSchema(
  z.object({ storeId: idSchema, table: venueTableInput.shape.table }),
);

/** The race chart's race; absent means the configured default. */
export const raceChartQuery = wireSchema(
  z.object({
    raceTo: z.coerce
      .number<number>({ error: 'Số ván chạm phải là một số' })
      .pipe(raceToValue)
      .optional(),
  }),
);
