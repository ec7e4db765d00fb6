// Team leagues ("Giải đồng đội", issue 42): a season of weeknight team matches between clubs'
// teams, in divisions; each team match is N games between players the captains name in turns
// within the league's rank cap (shared/league-rules.ts), reported by one captain and confirmed by
// the other.
import { GAMES, RANK_CODES } from '../domain';
import {
  DEFAULT_RANK_POINTS,
  LEAGUE_STATUSES,
  PLAYOFF_SIZES,
  TEAM_MATCH_STATUSES,
} from '../league-rules';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { playerSummarySchema } from './player-summary';
import { storeSummarySchema } from './stores';
import { calendarDay } from './tours';

const POOL_GAMES = GAMES.filter((g) => g === '8-ball' || g === '9-ball' || g === '10-ball');

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} phải là một số` })
    .int({ error: `${label} phải là số nguyên` })
    .min(min, { error: `${label} từ ${min} đến ${max}` })
    .max(max, { error: `${label} từ ${min} đến ${max}` });

const leagueStatus = z.enum(LEAGUE_STATUSES);
const teamMatchStatus = z.enum(TEAM_MATCH_STATUSES);
const side = z.enum(['home', 'away']);

const rankPointsSchema = z.object(
  Object.fromEntries(RANK_CODES.map((code) => [code, count(`Điểm hạng ${code}`, 0, 50)])) as Record<
    (typeof RANK_CODES)[number],
    z.ZodNumber
  >,
);

const leagueFields = z.object({
  name: z
    .string({ error: 'Hãy nhập tên giải' })
    .trim()
    .min(3, { error: 'Tên giải tối thiểu 3 ký tự' })
    .max(120, { error: 'Tên giải tối đa 120 ký tự' }),
  description: z.string().trim().max(2000, { error: 'Giới thiệu tối đa 2000 ký tự' }).default(''),
  game: z.enum(POOL_GAMES as ['8-ball', '9-ball', '10-ball'], {
    error: 'Giải đồng đội chơi pool: 8 bi, 9 bi hoặc 10 bi',
  }),
  /** The first week's match day; a round a week after it, on the same weekday. */
  startsOn: calendarDay,
  /** The matches' start, Vietnam's time. */
  matchTime: z
    .string({ error: 'Giờ thi đấu không hợp lệ' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Giờ thi đấu có dạng HH:MM, ví dụ 19:30' }),
  gamesPerMatch: count('Số ván mỗi trận đồng đội', 1, 9),
  /** The stronger player's race in each game; the weaker's by the handicap table. */
  raceTo: count('Số ván chạm', 2, 15),
  /** The most a lineup's rank points may add up to. */
  rankCap: count('Mức trần điểm hạng', 1, 500),
  rankPoints: rankPointsSchema.default({ ...DEFAULT_RANK_POINTS }),
  divisions: z
    .array(z.string().trim().min(1, { error: 'Hãy đặt tên bảng' }).max(40))
    .min(1, { error: 'Giải cần ít nhất một bảng' })
    .max(8, { error: 'Tối đa 8 bảng' }),
  /** The clubs that host it. */
  venues: z.array(idSchema).max(20).default([]),
  /**
   * From this day on the captains neither invite nor accept: later changes go through the
   * organiser. Null: from the league's start.
   */
  rosterLocksOn: calendarDay.nullable().default(null),
  /** The most players a team's roster holds, its captain and substitutes included. */
  rosterMax: count('Số cơ thủ tối đa mỗi đội', 2, 20).default(8),
});

export const createLeagueInput = leagueFields.superRefine((value, ctx) => {
  const names = value.divisions.map((d) => d.toLocaleLowerCase('vi'));
  if (new Set(names).size !== names.length) {
    ctx.addIssue({ code: 'custom', message: 'Mỗi bảng phải có tên riêng', path: ['divisions'] });
  }
});
/** As a caller may send it: the defaulted fields may be left out. */
export type CreateLeagueRequest = z.input<typeof createLeagueInput>;

export const listLeaguesInput = paginationInput.extend({ status: leagueStatus.optional() });

const teamName = z
  .string({ error: 'Hãy nhập tên đội' })
  .trim()
  .min(2, { error: 'Tên đội tối thiểu 2 ký tự' })
  .max(60, { error: 'Tên đội tối đa 60 ký tự' });

/** A signed-in player makes a team in a division and captains it. */
export const createTeamFields = z.object({
  name: teamName,
  divisionId: idSchema,
  homeStoreId: idSchema.nullable().default(null),
});

/** The captain invites a player to the roster, as a regular or a substitute. */
export const inviteFields = z.object({ userId: idSchema, substitute: z.boolean().default(false) });

/** The invited player says yes or no. */
export const answerFields = z.object({
  accept: z.boolean({ error: 'Hãy chọn đồng ý hoặc từ chối' }),
});

/** A captain names their player for one game, in their turn. */
export const pickFields = z.object({ number: count('Ván', 1, 9), playerId: idSchema });

/** The organiser draws the playoff of the top teams. */
export const playoffFields = z.object({
  size: z.literal(PLAYOFF_SIZES, {
    error: `Vòng playoff có ${PLAYOFF_SIZES.slice(0, -1).join(', ')} hoặc ${PLAYOFF_SIZES.at(-1)} đội`,
  }),
});

const score = count('Tỉ số', 0, 30);
/** A game's score, home first. */
export const gameScoreFields = z.object({ score1: score, score2: score });

const teamRef = z.object({ id: z.number().int(), name: z.string() });

export const leagueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game: z.string(),
  status: leagueStatus,
  startsOn: z.string(),
  teamCount: z.number().int(),
  divisionCount: z.number().int(),
  /** The week under way, from 1; null before the first or after the last. */
  week: z.number().int().nullable(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

const teamMemberSchema = z.object({
  player: playerSummarySchema,
  status: z.enum(['invited', 'active']),
  substitute: z.boolean(),
  /** The rank's weight in a lineup, by the league's rules. */
  points: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const leagueTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  divisionId: z.number().int(),
  captain: playerSummarySchema,
  homeStore: storeSummarySchema.nullable(),
  members: z.array(teamMemberSchema),
});
export type LeagueTeam = z.infer<typeof leagueTeamSchema>;

export const teamMatchSummarySchema = z.object({
  id: z.number().int(),
  divisionId: z.number().int(),
  /** The week it is played in, from 1. */
  round: z.number().int(),
  scheduledAt: z.string(),
  status: teamMatchStatus,
  home: teamRef,
  away: teamRef,
  homeGames: z.number().int(),
  awayGames: z.number().int(),
  store: storeSummarySchema.nullable(),
  /** The regular season's round robin, or the playoff of the top teams. */
  stage: z.enum(['season', 'playoff']).default('season'),
});
export type TeamMatchSummary = z.infer<typeof teamMatchSummarySchema>;

const leagueStandingSchema = z.object({
  place: z.number().int(),
  team: teamRef,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  matchPoints: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
});
export type LeagueStanding = z.infer<typeof leagueStandingSchema>;

export const leagueSchema = leagueSummarySchema.extend({
  description: z.string(),
  matchTime: z.string(),
  gamesPerMatch: z.number().int(),
  raceTo: z.number().int(),
  rankCap: z.number().int(),
  rankPoints: z.record(z.string(), z.number().int()),
  divisions: z.array(
    z.object({ id: z.number().int(), name: z.string(), standings: z.array(leagueStandingSchema) }),
  ),
  venues: z.array(storeSummarySchema),
  teams: z.array(leagueTeamSchema),
  /** By week, then id. */
  matches: z.array(teamMatchSummarySchema),
  organizer: playerSummarySchema,
  /** Whether the playoff has been drawn; the winner of its final once played. */
  playoff: z.boolean().default(false),
  champion: teamRef.nullable().default(null),
  viewer: z.object({ organizer: z.boolean(), teamId: z.number().int().nullable() }),
});
export type League = z.infer<typeof leagueSchema>;

/** A league's roster rule as a team's page reads it: the day rosters lock, and their size. */
const rosterRuleSchema = z.object({
  /** Null: rosters lock when the league starts. */
  locksOn: z.string().nullable(),
  locked: z.boolean(),
  max: z.number().int(),
});
export type RosterRule = z.infer<typeof rosterRuleSchema>;

export const teamPageSchema = leagueTeamSchema.extend({
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    status: leagueStatus,
    roster: rosterRuleSchema,
  }),
  matches: z.array(teamMatchSummarySchema),
  viewer: z.object({
    captain: z.boolean(),
    member: z.boolean(),
    invited: z.boolean(),
    /** The league's organiser, who may still change a roster once it is locked. */
    organizer: z.boolean().default(false),
  }),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

const teamGameSchema = z.object({
  number: z.number().int(),
  home: playerSummarySchema.nullable(),
  away: playerSummarySchema.nullable(),
  /** The handicap races, home's first, once both players are named. */
  race1: z.number().int().nullable(),
  race2: z.number().int().nullable(),
  score1: z.number().int().nullable(),
  score2: z.number().int().nullable(),
  status: z.enum(['waiting', 'ready', 'reported', 'confirmed']),
  reportedBy: side.nullable(),
});
export type TeamGame = z.infer<typeof teamGameSchema>;

export const teamMatchSchema = teamMatchSummarySchema.extend({
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    gamesPerMatch: z.number().int(),
    rankCap: z.number().int(),
  }),
  games: z.array(teamGameSchema),
  /** Whose turn it is to name a player, for which game; null once the lineups are complete. */
  turn: z.object({ side, number: z.number().int() }).nullable(),
  /** Each side's active roster, with each player's rank points; and their lineup's sum so far. */
  rosters: z.object({ home: z.array(teamMemberSchema), away: z.array(teamMemberSchema) }),
  lineupPoints: z.object({ home: z.number().int(), away: z.number().int() }),
  viewer: z.object({ side: side.nullable(), organizer: z.boolean() }),
});
export type TeamMatch = z.infer<typeof teamMatchSchema>;

/** An invitation waiting for the caller's answer. */
export const invitationSchema = z.object({
  team: teamRef,
  league: teamRef,
  captain: playerSummarySchema,
  substitute: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;
