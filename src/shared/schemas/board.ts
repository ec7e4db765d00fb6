// The table board of a running tournament: its tables (free, called, playing), the queue of
// ready matches that freed tables call automatically, and the organiser's pins, holds and swaps.
import { NO_SHOW_MINUTES, PROTEST_MINUTES } from '../domain';
import { z } from '../zod';
import { idSchema, lastEventIdField } from './common';
import { matchSchema } from './matches';

const BOARD_TABLE_STATES = ['free', 'called', 'playing'] as const;
export type BoardTableState = (typeof BOARD_TABLE_STATES)[number];

/** At most this many tables on one board: the largest clubs have about forty. */
const MAX_BOARD_TABLES = 64;

/**
 * A club's numbered table ("Bàn 3"), as the board names the tables of a tournament at a venue:
 * a stream's camera points at one, whichever match is played on it.
 */
export const venueTableLabel = (table: number) => `Bàn ${table}`;

export const venueTableInput = z.object({
  id: idSchema,
  table: z.coerce
    .number<number>({ error: 'Số bàn không hợp lệ' })
    .int({ error: 'Số bàn không hợp lệ' })
    .min(1, { error: 'Số bàn không hợp lệ' })
    .max(MAX_BOARD_TABLES, { error: 'Số bàn không hợp lệ' }),
  ...lastEventIdField,
});
export type VenueTableInput = z.infer<typeof venueTableInput>;

const tableLabel = z
  .string({ error: 'Vui lòng nhập tên bàn' })
  .trim()
  .min(1, { error: 'Vui lòng nhập tên bàn' })
  .max(40, { error: 'Tên bàn tối đa 40 ký tự' });

export const boardSchema = z.object({
  tournamentId: z.number().int(),
  tables: z.array(
    z.object({
      label: z.string(),
      state: z.enum(BOARD_TABLE_STATES),
      match: matchSchema.nullable(),
    }),
  ),
  /** Ready matches in the order the board calls them. */
  queue: z.array(
    z.object({
      match: matchSchema,
      /** From the tournament's observed match length; null when no table could take it. */
      estimatedStartAt: z.string().nullable(),
      pinnedTable: z.string().nullable(),
    }),
  ),
  /** Matches the organiser holds back: the board does not call them. */
  held: z.array(matchSchema),
  restMinutes: z.number().int(),
  /** The no-show clock: minutes after a call before a walkover may be given (matches' `call`). */
  noShowMinutes: z.number().int().default(NO_SHOW_MINUTES.default),
  /** The protest window: minutes after a result during which its players may protest it. */
  protestMinutes: z.number().int().default(PROTEST_MINUTES.default),
  /** When the no-show clock runs out with one player present, the walkover is given by itself. */
  autoWalkover: z.boolean().default(false),
  /** The players of a match on a table score it themselves, or report and confirm the result. */
  playersScore: z.boolean(),
  /** How many tables the venue has (null: no venue): the organiser picks from Bàn 1…N. */
  venueTables: z.number().int().nullable(),
  /** The expected length of a match, observed in this tournament (or a default). */
  matchMinutes: z.number().int(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardSettingsFields = z.object({
  tables: z
    .array(tableLabel)
    .max(MAX_BOARD_TABLES, { error: `Tối đa ${MAX_BOARD_TABLES} bàn` })
    .refine((labels) => new Set(labels).size === labels.length, {
      error: 'Mỗi bàn chỉ được chọn một lần',
    }),
  restMinutes: z
    .number({ error: 'Thời gian nghỉ phải là một số' })
    .int({ error: 'Thời gian nghỉ phải là số phút nguyên' })
    .min(0, { error: 'Thời gian nghỉ không được âm' })
    .max(60, { error: 'Thời gian nghỉ tối đa 60 phút' }),
  /** Absent: unchanged. */
  playersScore: z.boolean().optional(),
  /** Absent: unchanged. */
  autoWalkover: z.boolean().optional(),
  /** Absent: unchanged. */
  noShowMinutes: z
    .number({ error: 'Thời gian chờ phải là một số' })
    .int({ error: 'Thời gian chờ phải là số phút nguyên' })
    .min(NO_SHOW_MINUTES.min, { error: `Thời gian chờ ít nhất ${NO_SHOW_MINUTES.min} phút` })
    .max(NO_SHOW_MINUTES.max, { error: `Thời gian chờ tối đa ${NO_SHOW_MINUTES.max} phút` })
    .optional(),
  /** Absent: unchanged; 0: results are final at once. */
  protestMinutes: z
    .number({ error: 'Thời gian khiếu nại phải là một số' })
    .int({ error: 'Thời gian khiếu nại phải là số phút nguyên' })
    .min(PROTEST_MINUTES.min, { error: 'Thời gian khiếu nại không được âm' })
    .max(PROTEST_MINUTES.max, {
      error: `Thời gian khiếu nại tối đa ${PROTEST_MINUTES.max} phút`,
    })
    .optional(),
});
export type BoardSettingsInput = z.infer<typeof boardSettingsFields>;

/** Hold or release a match, or pin it to a table (null: unpin). */
export const queueChangeFields = z.object({
  held: z.boolean().optional(),
  pinnedTable: tableLabel.nullable().optional(),
});
export type QueueChangeInput = z.infer<typeof queueChangeFields>;

export const swapMatchesFields = z.object({
  matchIds: z.tuple([idSchema, idSchema]),
});
