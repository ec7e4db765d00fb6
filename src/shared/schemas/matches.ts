import { AWARDED_RESULT_TYPES, MATCH_STATUSES, MY_MATCH_FILTERS, RESULT_TYPES } from '../domain';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { playerSummarySchema } from './player-summary';
import { CAROM_TARGET_MAX } from './game-rules';
import { caromTiebreak, game, roundKey, shotClockSchema, tournamentFormat } from './tournaments';

const side = z.union([z.literal(1), z.literal(2)]);

/**
 * A carom game's protocol: who broke (won the lag), every run in playing order (the breaker's
 * inning 1, the other's inning 1, …; a zero passes the turn), and the winner of the penalty
 * shots where a level game went to them. The rules in shared/carom.ts read it.
 */
const caromGameSchema = z.object({
  breaker: side,
  runs: z
    .array(
      z
        .number({ error: 'Số điểm của lượt phải là một số' })
        .int({ error: 'Số điểm của lượt phải là số nguyên' })
        .min(0, { error: 'Số điểm của lượt không được âm' })
        .max(CAROM_TARGET_MAX),
    )
    .max(1000, { error: 'Biên bản quá dài' }),
  penaltyWinner: side.nullable(),
});

/**
 * A carom match's protocol: its game, or in a match of sets the set under way with the sets
 * finished before it (shared/carom-sets.ts).
 */
const caromProtocolSchema = caromGameSchema.extend({
  // Optional: a single game has none, nor do the protocols stored before sets existed.
  sets: z.array(caromGameSchema).max(4, { error: 'Trận có tối đa 5 séc' }).optional(),
  /** Shot-clock extensions each player has called, [player 1, player 2]. */
  extensions: z.tuple([z.number().int().min(0), z.number().int().min(0)]).default([0, 0]),
  /**
   * The run being played, point by point, so that spectators see it live; it becomes a run when
   * the inning ends (the rules' figures never count it).
   */
  current: z.number().int().min(0).max(CAROM_TARGET_MAX).default(0),
});
export type CaromProtocol = z.infer<typeof caromProtocolSchema>;

/** A carom match's rules (its targets are race1 and race2) and its protocol so far. */
const caromMatchSchema = z.object({
  inningsLimit: z.number().int().nullable(),
  tiebreak: caromTiebreak,
  /** A level game is a draw: a round-robin, group or Swiss match of an event that allows draws. */
  drawAllowed: z.boolean().default(false),
  /** The best of this many sets; 1: a single game. */
  sets: z.number().int().default(1),
  shotClock: shotClockSchema.nullable().default(null),
  /** Null until the lag is decided. */
  protocol: caromProtocolSchema.nullable(),
});

const matchStatus = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof matchStatus>;

/** A match a player of another match goes on to: its name, and who already waits there. */
const followingMatchSchema = z.object({
  id: z.number().int().positive(),
  roundLabel: z.string(),
  number: z.number().int(),
  opponent: playerSummarySchema.nullable(),
});
export type FollowingMatch = z.infer<typeof followingMatchSchema>;

export const matchSchema = z.object({
  id: z.number().int().positive(),
  tournament: z.object({
    id: z.number().int(),
    name: z.string(),
    game,
    format: tournamentFormat,
    /** The club it is played at: a table label ("Bàn 3") is a table of this club. */
    store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  roundLabel: z.string(),
  roundKey,
  number: z.number().int(),
  player1: playerSummarySchema.nullable(),
  player2: playerSummarySchema.nullable(),
  race1: z.number().int(),
  race2: z.number().int(),
  score1: z.number().int(),
  score2: z.number().int(),
  status: matchStatus,
  winnerId: z.number().int().nullable(),
  /** How it ended, once finished ('played' until then). */
  resultType: z.enum(RESULT_TYPES),
  tableLabel: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  referee: playerSummarySchema.nullable(),
  updatedAt: z.string(),
  /** Carom: the rules and the protocol; null for pool. */
  carom: caromMatchSchema.nullable().default(null),
  /**
   * A final score one player reported, waiting for the opponent's confirmation; `disputed` once
   * the opponent reported another (the organiser decides). Null when there is none.
   */
  report: z
    .object({
      by: z.number().int(),
      score1: z.number().int(),
      score2: z.number().int(),
      at: z.string(),
      disputed: z.boolean(),
    })
    .nullable()
    .default(null),
  /**
   * A match called to its table and not yet started: when its no-show clock started (the call,
   * or the scheduled time given with the table, if later), the deadline (that and the
   * tournament's minutes), and which players said they are at the table since the call.
   * After the deadline, a manager may give a walkover against a player who has not. Null
   * otherwise.
   */
  call: z
    .object({
      at: z.string(),
      deadline: z.string(),
      present1: z.boolean(),
      present2: z.boolean(),
    })
    .nullable()
    .default(null),
  /**
   * Where its winner plays next, and its loser where a knockout gives them another match (the
   * lower bracket, the match for third place): for a manager of an undecided knockout match, so
   * that ending it unplayed says what follows. Null otherwise.
   */
  next: z
    .object({ winner: followingMatchSchema.nullable(), loser: followingMatchSchema.nullable() })
    .nullable()
    .default(null),
  /**
   * About the caller. `canScore`: rack by rack now (a manager, the referee, or one of the two
   * players where the tournament lets players score and the match is on a table).
   * `canReport`: one of those two players, who may report the final score or confirm the other's.
   */
  viewer: z.object({
    canScore: z.boolean(),
    canReport: z.boolean().default(false),
    /** A manager of its tournament: may end it unplayed (walkover, retirement, disqualification). */
    canAward: z.boolean().default(false),
  }),
});
export type Match = z.infer<typeof matchSchema>;

/**
 * A match as everyone sees it alike: what the live streams carry, read once for all of a
 * match's viewers. A viewer's own rights (`viewer`) come from their own read of the match.
 */
export const matchStateSchema = matchSchema.omit({ viewer: true, next: true });
export type MatchState = z.infer<typeof matchStateSchema>;

/**
 * A player says they are at the table of their called match; a manager may say it for either
 * player (`player`: 1 or 2).
 */
export const confirmPresenceBody = z.object({
  player: z.union([z.literal(1), z.literal(2)]).optional(),
});
export const confirmPresenceInput = confirmPresenceBody.extend({ id: idSchema });

export const scoreMatchInput = z.object({
  id: idSchema,
  player: z.union([z.literal(1), z.literal(2)]),
  delta: z.union([z.literal(1), z.literal(-1)]),
  /**
   * The device's name for this rack. A rack sent again with the same key (a retry after a lost
   * answer, a queue synced after the Wi-Fi came back) is answered without counting twice.
   */
  key: z.uuid({ error: 'Mã ván không hợp lệ' }).optional(),
  /**
   * The score the device saw before this rack. When the match's score is another by then
   * (another device scored meanwhile), the rack is refused rather than added on top.
   */
  from: z.object({ score1: z.number().int().min(0), score2: z.number().int().min(0) }).optional(),
});
export type ScoreMatchInput = z.infer<typeof scoreMatchInput>;

/**
 * A carom scorer's protocol, whole. Sent again (a retry, a queue synced after the Wi-Fi came
 * back) it changes nothing; `from`, the protocol the device last saw (null: none yet), refuses
 * it when another device changed the match meanwhile. `confirm` ends a finished game: until
 * then the scorer may still correct any inning.
 */
export const recordProtocolInput = z.object({
  id: idSchema,
  protocol: caromProtocolSchema,
  from: caromProtocolSchema.nullable(),
  confirm: z.boolean(),
});
export type RecordProtocolInput = z.infer<typeof recordProtocolInput>;

const scoreValue = z
  .number({ error: 'Tỉ số phải là một số' })
  .int({ error: 'Tỉ số phải là số nguyên' })
  .min(0, { error: 'Tỉ số không được âm' })
  .max(50);

export const correctResultInput = z.object({
  id: idSchema,
  score1: scoreValue,
  score2: scoreValue,
});

/**
 * A manager ends a match without playing it out: a walkover, a retirement or a disqualification,
 * awarded to `winner` (side 1 or 2); or a double walkover, which nobody wins.
 */
const awardMatchFields = z.object({
  resultType: z.enum(AWARDED_RESULT_TYPES, { error: 'Hãy chọn cách kết thúc trận' }),
  winner: z.union([z.literal(1), z.literal(2)], { error: 'Hãy chọn người thắng' }).optional(),
  /**
   * A disqualification from the whole event, not this match only: the player's later matches
   * are walkovers to their opponents.
   */
  fromEvent: z.boolean().optional(),
});

/** A winner for every ending but the double walkover, which has none. */
function checkAwardWinner(award: z.infer<typeof awardMatchFields>, context: z.RefinementCtx): void {
  if (award.resultType === 'double_walkover') {
    if (award.winner !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['winner'],
        message: 'W.O. cả hai không có người thắng',
      });
    }
  } else if (award.winner === undefined) {
    context.addIssue({ code: 'custom', path: ['winner'], message: 'Hãy chọn người thắng' });
  }
}

/** The award's body on the upstream (the id travels in the path). */
export const awardMatchBody = awardMatchFields.superRefine(checkAwardWinner);
export const awardMatchInput = awardMatchFields
  .extend({ id: idSchema })
  .superRefine(checkAwardWinner);
export type AwardMatchInput = z.infer<typeof awardMatchInput>;

/** A player's report of the final score (the same score as the opponent's report confirms it). */
export const reportResultInput = correctResultInput;

export const assignMatchInput = z.object({
  id: idSchema,
  tableLabel: z.string().trim().max(40, { error: 'Tên bàn tối đa 40 ký tự' }).nullable().optional(),
  scheduledAt: z.iso
    .datetime({ offset: true, error: 'Thời gian không hợp lệ' })
    .nullable()
    .optional(),
  refereeId: idSchema.nullable().optional(),
});
export type AssignMatchInput = z.infer<typeof assignMatchInput>;

export const myMatchesInput = paginationInput.extend({
  filter: z.enum(MY_MATCH_FILTERS, { error: 'Bộ lọc không hợp lệ' }).optional(),
});
export type MyMatchesInput = z.infer<typeof myMatchesInput>;

/** A tournament's bracket for display: stages → groups → rounds → matches. */
/** A match as its bracket draws it: who, the race, the score and who won. */
const bracketMatchSchema = matchSchema
  .pick({
    number: true,
    player1: true,
    player2: true,
    race1: true,
    race2: true,
    score1: true,
    score2: true,
    status: true,
    winnerId: true,
    resultType: true,
  })
  .extend({
    /** The match's id; negative for a slot with no match to play (a bye's). */
    id: z.number().int(),
    /** A bye: one side will never have a player. */
    bye: z.boolean(),
  });
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

export const bracketSchema = z.object({
  stages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** 'swiss': every Swiss round, one column each, in one stage. */
      type: z.enum(['single_elimination', 'double_elimination', 'round_robin', 'swiss']),
      groups: z.array(
        z.object({
          number: z.number().int(),
          label: z.string(),
          rounds: z.array(
            z.object({
              number: z.number().int(),
              label: z.string(),
              matches: z.array(bracketMatchSchema),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type Bracket = z.infer<typeof bracketSchema>;
