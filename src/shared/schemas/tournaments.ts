import {
  ACHIEVEMENT_KINDS,
  CAROM_SET_COUNTS,
  DEFAULT_TIEBREAKS,
  GAMES,
  RANK_CODES,
  PEAK_WINDOW_DAYS,
  PROTEST_MINUTES,
  ROUND_KEYS,
  maxSwissRounds,
  SWISS_ROUNDS,
  TIEBREAKS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
} from '../domain';
import { CAROM_TIEBREAKS } from '../carom';
import { CAROM_TARGET_MAX, gameRuleIssues, INNINGS_LIMIT, SHOT_CLOCK } from './game-rules';
import { z } from '../zod';
import { idSchema } from './common';
import { patchOf } from './patch';
import { cleanDisplayText } from '../display-text';
import { rankCode } from './config';
import { eligibilitySchema } from './eligibility';
import { playerSummarySchema } from './player-summary';
import { prizeIssues, prizePaymentSchema, prizeSchema, prizeSource } from './prizes';
import { storeSummarySchema } from './stores';

export const caromTiebreak = z.enum(CAROM_TIEBREAKS, { error: 'Cách phân định hòa không hợp lệ' });

export const shotClockSchema = z.object({
  seconds: z
    .number({ error: 'Thời gian mỗi cơ phải là một số' })
    .int({ error: 'Thời gian mỗi cơ phải là số nguyên' })
    .min(SHOT_CLOCK.min, { error: `Thời gian mỗi cơ ít nhất ${SHOT_CLOCK.min} giây` })
    .max(SHOT_CLOCK.max, { error: `Thời gian mỗi cơ tối đa ${SHOT_CLOCK.max} giây` }),
  extensions: z
    .number({ error: 'Số lần gia hạn phải là một số' })
    .int({ error: 'Số lần gia hạn phải là số nguyên' })
    .min(0, { error: 'Số lần gia hạn không được âm' })
    .max(SHOT_CLOCK.maxExtensions, {
      error: `Mỗi cơ thủ gia hạn tối đa ${SHOT_CLOCK.maxExtensions} lần`,
    }),
});
export type ShotClock = z.infer<typeof shotClockSchema>;

export const game = z.enum(GAMES, { error: 'Thể loại không hợp lệ' });
export type Game = z.infer<typeof game>;

export const tournamentFormat = z.enum(TOURNAMENT_FORMATS, { error: 'Thể thức không hợp lệ' });
export type TournamentFormat = z.infer<typeof tournamentFormat>;

export const tournamentStatus = z.enum(TOURNAMENT_STATUSES, { error: 'Trạng thái không hợp lệ' });
export type TournamentStatus = z.infer<typeof tournamentStatus>;

export const achievementKind = z.enum(ACHIEVEMENT_KINDS);
export type AchievementKind = z.infer<typeof achievementKind>;

export const roundKey = z.enum(ROUND_KEYS);
export type RoundKey = z.infer<typeof roundKey>;

export const tiebreak = z.enum(TIEBREAKS, { error: 'Tiêu chí phụ không hợp lệ' });
export type Tiebreak = z.infer<typeof tiebreak>;

/** What placed a player above the next: one of the organiser's tiebreaks, or the seed after them. */
export const tiebreakUsed = z.union([tiebreak, z.literal('seed')]);
export type TiebreakUsed = z.infer<typeof tiebreakUsed>;

/** The organiser's order of tiebreaks: each at most once, at least one. */
const tiebreakOrder = z
  .array(tiebreak)
  .min(1, { error: 'Chọn ít nhất một tiêu chí xếp hạng' })
  .max(TIEBREAKS.length)
  .refine((order) => new Set(order).size === order.length, {
    error: 'Mỗi tiêu chí chỉ chọn một lần',
  });

/**
 * A round's race-to: racks for pool, the point target for carom (a libre target reaches the
 * hundreds). `checkTournamentFields` keeps pool to 50 racks.
 */
const roundTarget = z
  .number({ error: 'Số ván chạm phải là một số' })
  .int({ error: 'Số ván chạm phải là số nguyên' })
  .min(1, { error: 'Số ván chạm phải từ 1 trở lên' })
  .max(CAROM_TARGET_MAX, { error: `Điểm đích tối đa là ${CAROM_TARGET_MAX}` });

const raceToRoundsSchema = z.object({
  early: roundTarget,
  quarterFinal: roundTarget,
  semiFinal: roundTarget,
  final: roundTarget,
});
export type RaceToRounds = z.infer<typeof raceToRoundsSchema>;

export const tournamentSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  game,
  format: tournamentFormat,
  status: tournamentStatus,
  startsAt: z.string(),
  store: storeSummarySchema.nullable(),
  maxPlayers: z.number().int(),
  playerCount: z.number().int(),
  entryFee: z.number().int(),
  minRank: rankCode.nullable(),
  maxRank: rankCode.nullable(),
  handicap: z.boolean(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** The ranking tour an event counts in, with its tier (schemas/tours.ts); null: none. */
const tournamentTourSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: z.string(),
});

export const tournamentSchema = tournamentSummarySchema.extend({
  description: z.string(),
  raceTo: raceToRoundsSchema,
  thirdPlaceMatch: z.boolean(),
  groupCount: z.number().int().nullable(),
  advancePerGroup: z.number().int().nullable(),
  /** A Swiss event's number of rounds; null for the other formats. */
  swissRounds: z.number().int().nullable().default(null),
  /** Swiss: the top N of the table then play a knockout; null: the table is final. */
  swissCut: z.number().int().nullable().default(null),
  /** How level players are separated in a round robin, group or Swiss table (tiebreaks.ts). */
  tiebreaks: tiebreakOrder.default([...DEFAULT_TIEBREAKS]),
  /** Carom: the game ends after this many complete innings; null: no limit (and for pool). */
  inningsLimit: z.number().int().nullable().default(null),
  /** Carom: how a game level at the end is decided, where it may not be a draw. */
  caromTiebreak: caromTiebreak.default('penalty_shots'),
  /**
   * Carom: a level game in a round robin, a group or a Swiss round is a draw (2 match points for
   * a win, 1 for a draw); a knockout match still goes to `caromTiebreak`.
   */
  caromDraws: z.boolean().default(false),
  /** Carom: a match is the best of this many sets, each to the match's targets; 1: one game. */
  caromSets: z.number().int().default(1),
  /** Carom: the shot clock the scorer runs; null: none. */
  shotClock: shotClockSchema.nullable().default(null),
  prizes: z.array(prizeSchema),
  prizeSource: prizeSource.default('organizer'),
  /** Coins taken from the organiser's wallet at the start and not yet paid or released. */
  prizeHeld: z.number().int().default(0),
  /** The coin prizes paid when the event's results became final, by place. */
  prizePayments: z.array(prizePaymentSchema).default([]),
  /** Minutes after a result during which its players may protest it (0: none). */
  protestMinutes: z.number().int().default(PROTEST_MINUTES.default),
  /** When the finished event's results became final (protest windows closed) and prizes paid. */
  resultsFinalAt: z.string().nullable().default(null),
  managers: z.array(playerSummarySchema),
  createdBy: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** When check-in at the venue opened (check-in.ts); null while it is not open. */
  checkInOpenedAt: z.string().nullable().default(null),
  /** The venue's tables the table board uses, in order (board.ts); empty: no board. */
  boardTables: z.array(z.string()).default([]),
  /** A rank-limited event's peak window (eligibility.ts): 0 judges by today's ranks. */
  peakWindowDays: z.number().int().default(PEAK_WINDOW_DAYS.default),
  /** Only players whose rank an organiser verified may join. */
  verifiedRanksOnly: z.boolean().default(false),
  tour: tournamentTourSchema.nullable().default(null),
  /** About the caller: false for visitors. */
  viewer: z.object({
    joined: z.boolean(),
    manager: z.boolean(),
    checkedIn: z.boolean().default(false),
    /**
     * How a rank-limited event open for registration judges the signed-in caller, and why;
     * null for a visitor or an event anyone may join.
     */
    eligibility: eligibilitySchema.nullable().default(null),
  }),
});
export type Tournament = z.infer<typeof tournamentSchema>;

const rankOrder = (code: z.infer<typeof rankCode>) => RANK_CODES.indexOf(code);

/** The editable fields; create requires them, update takes any subset. */
const tournamentFields = z.object({
  name: z
    .string({ error: 'Vui lòng nhập tên giải đấu' })
    .transform(cleanDisplayText)
    .pipe(
      z
        .string()
        .min(3, { error: 'Tên giải đấu phải có ít nhất 3 ký tự' })
        .max(120, { error: 'Tên giải đấu tối đa 120 ký tự' }),
    ),
  description: z.string().max(20_000, { error: 'Mô tả tối đa 20.000 ký tự' }),
  game,
  format: tournamentFormat,
  startsAt: z.iso
    .datetime({ offset: true, error: 'Thời gian bắt đầu không hợp lệ' })
    .refine((v) => Date.parse(v) > Date.now(), { error: 'Thời gian bắt đầu phải ở tương lai' }),
  storeId: idSchema.nullable(),
  maxPlayers: z
    .number({ error: 'Số người chơi tối đa phải là một số' })
    .int({ error: 'Số người chơi tối đa phải là số nguyên' })
    .min(2, { error: 'Giải đấu cần ít nhất 2 người chơi' })
    .max(256, { error: 'Giải đấu có tối đa 256 người chơi' }),
  entryFee: z
    .number({ error: 'Lệ phí phải là một số' })
    .int({ error: 'Lệ phí phải là số nguyên' })
    .min(0, { error: 'Lệ phí không được âm' })
    .max(10_000_000, { error: 'Lệ phí quá lớn' }),
  minRank: rankCode.nullable(),
  maxRank: rankCode.nullable(),
  raceTo: raceToRoundsSchema,
  handicap: z.boolean(),
  thirdPlaceMatch: z.boolean(),
  groupCount: z.number().int().min(2, { error: 'Cần ít nhất 2 bảng' }).max(16).nullable(),
  advancePerGroup: z
    .number()
    .int()
    .min(1)
    .max(4, { error: 'Mỗi bảng lấy tối đa 4 người' })
    .nullable(),
  /** Swiss only; omitted or null for the other formats. */
  swissRounds: z
    .number({ error: 'Số vòng phải là một số' })
    .int({ error: 'Số vòng phải là số nguyên' })
    .min(SWISS_ROUNDS.min, { error: `Hệ Thụy Sĩ cần ít nhất ${SWISS_ROUNDS.min} vòng` })
    .max(SWISS_ROUNDS.max, { error: `Hệ Thụy Sĩ có tối đa ${SWISS_ROUNDS.max} vòng` })
    .nullable()
    .optional(),
  /** Swiss only: the top N go on to a knockout; omitted or null for none. */
  swissCut: z
    .number({ error: 'Số người vào vòng loại trực tiếp phải là một số' })
    .int({ error: 'Số người vào vòng loại trực tiếp phải là số nguyên' })
    .min(2, { error: 'Vòng loại trực tiếp cần ít nhất 2 người' })
    .max(64, { error: 'Vòng loại trực tiếp có tối đa 64 người' })
    .nullable()
    .optional(),
  /** Omitted on create: the game's and format's common practice (defaultTiebreaksOf). */
  tiebreaks: tiebreakOrder.optional(),
  /** Carom only: complete innings after which the game ends; omitted or null for none. */
  inningsLimit: z
    .number({ error: 'Giới hạn lượt cơ phải là một số' })
    .int({ error: 'Giới hạn lượt cơ phải là số nguyên' })
    .min(INNINGS_LIMIT.min, { error: `Giới hạn lượt cơ ít nhất là ${INNINGS_LIMIT.min}` })
    .max(INNINGS_LIMIT.max, { error: `Giới hạn lượt cơ tối đa là ${INNINGS_LIMIT.max}` })
    .nullable()
    .optional(),
  /** Carom only: extra innings or penalty shots for a level game. */
  caromTiebreak: caromTiebreak.optional(),
  /** Carom only: a level game outside the knockout is a draw. */
  caromDraws: z.boolean().optional(),
  /** Carom only: one game (1), or the best of 3 or 5 sets. */
  caromSets: z
    .number({ error: 'Số séc phải là một số' })
    .refine((n) => (CAROM_SET_COUNTS as readonly number[]).includes(n), {
      error: 'Trận carom đánh một ván, 3 séc hoặc 5 séc',
    })
    .optional(),
  /** Carom only: the shot clock; omitted or null for none. */
  shotClock: shotClockSchema.nullable().optional(),
  prizes: z.array(prizeSchema).max(16, { error: 'Tối đa 16 giải thưởng' }),
  /** Omitted on create: the organiser's wallet. */
  prizeSource: prizeSource.optional(),
  /** Omitted on create: PEAK_WINDOW_DAYS' default; 0 judges ranks by today only. */
  peakWindowDays: z
    .number({ error: 'Số ngày xét điểm cao nhất phải là một số' })
    .int({ error: 'Số ngày xét điểm cao nhất phải là số nguyên' })
    .min(PEAK_WINDOW_DAYS.min, { error: 'Số ngày xét điểm cao nhất không được âm' })
    .max(PEAK_WINDOW_DAYS.max, {
      error: `Số ngày xét điểm cao nhất tối đa ${PEAK_WINDOW_DAYS.max}`,
    })
    .optional(),
  /** Omitted on create: any player within the rank limits may join. */
  verifiedRanksOnly: z.boolean().optional(),
});

/** The Swiss rules' messages, said alike by the form's schema and the upstream's own check. */
export const SWISS_MESSAGES = {
  roundsMissing: 'Vui lòng chọn số vòng',
  tooManyRounds: (players: number) =>
    `Với ${players} cơ thủ, hệ Thụy Sĩ có tối đa ${maxSwissRounds(players)} vòng`,
  cutTooLarge: 'Số người vào vòng loại trực tiếp phải ít hơn số cơ thủ tối đa',
} as const;

type TournamentFieldsDraft = Partial<z.infer<typeof tournamentFields>>;

/** Cross-field rules, applied to whatever fields a create or an update carries. */
function checkTournamentFields(value: TournamentFieldsDraft, ctx: z.RefinementCtx) {
  if (value.minRank && value.maxRank && rankOrder(value.minRank) > rankOrder(value.maxRank)) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxRank'],
      message: 'Hạng tối đa phải cao hơn hoặc bằng hạng tối thiểu',
    });
  }
  if (value.format === 'groups_knockout') {
    if (value.groupCount == null) {
      ctx.addIssue({ code: 'custom', path: ['groupCount'], message: 'Vui lòng chọn số bảng' });
    }
    if (value.advancePerGroup == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['advancePerGroup'],
        message: 'Vui lòng chọn số người đi tiếp mỗi bảng',
      });
    }
    if (value.groupCount && value.maxPlayers && value.groupCount * 2 > value.maxPlayers) {
      ctx.addIssue({
        code: 'custom',
        path: ['groupCount'],
        message: 'Mỗi bảng cần ít nhất 2 người chơi',
      });
    }
  }
  if (value.format === 'swiss') {
    if (value.swissRounds == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['swissRounds'],
        message: SWISS_MESSAGES.roundsMissing,
      });
    } else if (value.maxPlayers && value.swissRounds > maxSwissRounds(value.maxPlayers)) {
      ctx.addIssue({
        code: 'custom',
        path: ['swissRounds'],
        message: SWISS_MESSAGES.tooManyRounds(value.maxPlayers),
      });
    }
    if (value.swissCut && value.maxPlayers && value.swissCut >= value.maxPlayers) {
      ctx.addIssue({
        code: 'custom',
        path: ['swissCut'],
        message: SWISS_MESSAGES.cutTooLarge,
      });
    }
  }
  for (const issue of gameRuleIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  for (const issue of prizeIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  if (value.prizes) {
    const places = value.prizes.map((p) => p.place);
    if (new Set(places).size !== places.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: 'Mỗi hạng chỉ có một giải thưởng',
      });
    }
  }
}

export const createTournamentInput = tournamentFields
  .extend({
    /** Open registration at once, or keep it as a draft. */
    openRegistration: z.boolean(),
  })
  .superRefine(checkTournamentFields);
export type CreateTournamentInput = z.infer<typeof createTournamentInput>;

/** An update's body: any subset of the fields. */
export const updateTournamentFields = patchOf(tournamentFields).superRefine(checkTournamentFields);

export const updateTournamentInput = patchOf(tournamentFields)
  .extend({ id: idSchema })
  .superRefine(checkTournamentFields);
export type UpdateTournamentInput = z.infer<typeof updateTournamentInput>;

/** How a tournament's players are seeded when it starts. */
export const tournamentSeeding = z.discriminatedUnion('seeding', [
  z.object({ seeding: z.literal('rating') }),
  z.object({
    seeding: z.literal('manual'),
    /** Every registered player's id, best seed first. */
    order: z.array(idSchema).min(2, { error: 'Cần ít nhất 2 người chơi' }),
  }),
]);

export const startTournamentInput = z.object({ id: idSchema }).and(tournamentSeeding);
export type StartTournamentInput = z.infer<typeof startTournamentInput>;

export const tournamentPlayerSchema = z.object({
  player: playerSummarySchema,
  seed: z.number().int().nullable(),
  joinedAt: z.string(),
  finalPlace: z.number().int().nullable(),
  /** Present at the venue since; null when not checked in (or check-in never opened). */
  checkedInAt: z.string().nullable().default(null),
});
export type TournamentPlayer = z.infer<typeof tournamentPlayerSchema>;

export const joinResultSchema = z.object({
  tournament: tournamentSchema,
  /** The caller's balance after paying or being refunded. */
  coin: z.number().int(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;
