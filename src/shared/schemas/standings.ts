import { z } from '../zod';
import { playerSummarySchema } from './player-summary';
import { tiebreak, tiebreakUsed } from './tournaments';

/** A player's line in a tournament's standings: their record, place, table and carom figures. */
export const standingSchema = z.object({
  /** Final place once decided (ties share a place, e.g. two 3rds), else null. */
  place: z.number().int().nullable(),
  player: playerSummarySchema,
  played: z.number().int(),
  won: z.number().int(),
  /** Carom events that allow draws; 0 elsewhere. */
  drawn: z.number().int().default(0),
  lost: z.number().int(),
  racksWon: z.number().int(),
  racksLost: z.number().int(),
  eliminated: z.boolean(),
  /** The group (1 = Bảng A) of a groups-then-knockout player, once the groups are drawn. */
  group: z.number().int().nullable().default(null),
  /** Place in the group table, or in the round robin's table. */
  tablePlace: z.number().int().nullable().default(null),
  /**
   * What placed the player above the next one in that table, when both were level on the first
   * criterion (tiebreaks.ts); null otherwise.
   */
  tiebreak: tiebreakUsed.nullable().default(null),
  /**
   * In a table ranked by tiebreaks, each one's figure in the organiser's order (match points,
   * Buchholz, …); null where one says nothing (head-to-head of a player level with nobody).
   */
  figures: z.array(z.object({ tiebreak, value: z.number().nullable() })).default([]),
  /** Carom: the player's figures from the protocols (racks are points); null for pool. */
  carom: z
    .object({
      innings: z.number().int(),
      generalAverage: z.number(),
      bestGameAverage: z.number(),
      highRun: z.number().int(),
    })
    .nullable()
    .default(null),
});
export type Standing = z.infer<typeof standingSchema>;
