/**
 * The domain's fixed value lists (ranks, games, statuses…), free of zod: the schemas in
 * `schemas/` build their enums from them, and a page that only shows or filters by them does
 * not download the validator.
 */

export const RANK_CODES = ['K', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'] as const;

/** Pool games first, then the carom disciplines (scored in points per inning, shared/carom.ts). */
/**
 * Carom handicap: each rank's share (percent) of the target of an A player. In a match the
 * stronger player keeps the round's target and the weaker plays to it × their share ÷ the
 * stronger's (30 points against an A is 24 for a D). The operator edits it in the configuration.
 */
export const DEFAULT_CAROM_SHARES = [
  { rank: 'K', percent: 50 },
  { rank: 'I', percent: 55 },
  { rank: 'H', percent: 60 },
  { rank: 'G', percent: 65 },
  { rank: 'F', percent: 70 },
  { rank: 'E', percent: 75 },
  { rank: 'D', percent: 80 },
  { rank: 'C', percent: 85 },
  { rank: 'B', percent: 92 },
  { rank: 'A', percent: 100 },
] as const satisfies readonly { rank: (typeof RANK_CODES)[number]; percent: number }[];

export const GAMES = [
  '8-ball',
  '9-ball',
  '10-ball',
  'three-cushion',
  'one-cushion',
  'libre',
] as const;

/** Bida 3 băng, 1 băng and phăng: a match is a point target per player, scored inning by inning. */
export const CAROM_GAMES = ['three-cushion', 'one-cushion', 'libre'] as const;

/** How many sets a carom match may be the best of; 1 is a single game. */
export const CAROM_SET_COUNTS = [1, 3, 5] as const;

export const GAME_FAMILIES = ['pool', 'carom'] as const;
export type GameFamily = (typeof GAME_FAMILIES)[number];

/** A family's name on screen and in link previews. */
export const GAME_FAMILY_LABELS: Record<GameFamily, string> = { pool: 'Pool', carom: 'Carom' };

export const isCaromGame = (game: (typeof GAMES)[number]): game is (typeof CAROM_GAMES)[number] =>
  (CAROM_GAMES as readonly string[]).includes(game);

/**
 * How sure a rating is (issue 41): each family's rating has a deviation, in rating points, that
 * Glicko-2 (rating.ts) shrinks with every rated match and that grows back little by little. A
 * newcomer starts at ±290 (Glicko-2's 350 on its own scale) and is provisional ("Tạm tính") while
 * above ±90 (Glicko-2's 108; Lichess calls a rating provisional above 110): about ten matches
 * against established players.
 */
export const RATING_DEVIATION = { initial: 290, provisionalAbove: 90 } as const;

/** Glicko-2's volatility of a newcomer's rating (its usual 0.06). */
export const RATING_VOLATILITY = 0.06;

export const isProvisional = (deviation: number): boolean =>
  deviation > RATING_DEVIATION.provisionalAbove;

/** Ratings are kept per family: a pool rating says nothing about three-cushion. */
export const gameFamily = (game: (typeof GAMES)[number]): GameFamily =>
  isCaromGame(game) ? 'carom' : 'pool';

export const TOURNAMENT_FORMATS = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'groups_knockout',
  'swiss',
] as const;

/**
 * Formats whose players are ranked in a table (round robin, groups, Swiss): tiebreaks apply, and
 * a carom event may let a level game there be a draw.
 */
export const ranksByTable = (format: (typeof TOURNAMENT_FORMATS)[number]) =>
  format === 'round_robin' || format === 'groups_knockout' || format === 'swiss';

export const TOURNAMENT_STATUSES = [
  'draft',
  'registration',
  'ongoing',
  'finished',
  'cancelled',
] as const;

/**
 * A tournament may be cancelled until it is over: from a draft to a day under way (everyone who
 * paid is refunded). The upstream refuses the rest; the pages offer the button by the same rule.
 */
export const isCancellable = (status: (typeof TOURNAMENT_STATUSES)[number]): boolean =>
  status !== 'finished' && status !== 'cancelled';

/** The statuses the public list shows: a draft exists only for its managers. */
export const LISTED_TOURNAMENT_STATUSES = TOURNAMENT_STATUSES.filter(
  (status): status is Exclude<(typeof TOURNAMENT_STATUSES)[number], 'draft'> => status !== 'draft',
);

export const ACHIEVEMENT_KINDS = ['champion', 'runner_up', 'top4'] as const;

/** Race-to by round: earlier rounds (and groups, round robin, losers' side), then the last three. */
export const ROUND_KEYS = ['early', 'quarterFinal', 'semiFinal', 'final'] as const;

/**
 * What separates players level in a round robin, a group or a Swiss table, in the order the
 * organiser chose (`tournaments.tiebreaks`). Head-to-head counts only the matches among the players still level;
 * the others count every match. After the last one, the seed decides (standings.ts never leaves
 * two players on one place while the event runs).
 */
export const TIEBREAKS = [
  'matchPoints',
  'headToHead',
  'rackDifference',
  'racksWon',
  'buchholz',
  'sonnebornBerger',
  'generalAverage',
  'bestGameAverage',
  'highRun',
] as const;

/** The criteria that only carom protocols can tell (points per inning, best game, longest run). */
export const CAROM_ONLY_TIEBREAKS = ['generalAverage', 'bestGameAverage', 'highRun'] as const;

/** Common practice for pool: match points, then head-to-head, then rack difference. */
export const DEFAULT_TIEBREAKS = [
  'matchPoints',
  'headToHead',
  'rackDifference',
] as const satisfies readonly (typeof TIEBREAKS)[number][];

/** Swiss: match points, then Buchholz (the opponents' match points), as FIDE and the WPA do. */
const SWISS_DEFAULT_TIEBREAKS = [
  'matchPoints',
  'buchholz',
  'headToHead',
  'rackDifference',
] as const satisfies readonly (typeof TIEBREAKS)[number][];

/**
 * Carom: match points, then general average, head-to-head, best single-game average and high
 * run, the UMB's and the Vietnamese federation's order.
 */
const CAROM_DEFAULT_TIEBREAKS = [
  'matchPoints',
  'generalAverage',
  'headToHead',
  'bestGameAverage',
  'highRun',
] as const satisfies readonly (typeof TIEBREAKS)[number][];

/** A group's name by its number: 1 → 'Bảng A', on the bracket and the standings alike. */
export const groupName = (group: number) => `Bảng ${String.fromCharCode(64 + group)}`;

/**
 * A new tournament's tiebreaks, before the organiser orders them: its game's and format's common
 * practice (a carom Swiss event keeps Buchholz second).
 */
export const defaultTiebreaksOf = (
  format: (typeof TOURNAMENT_FORMATS)[number],
  game: (typeof GAMES)[number] = '9-ball',
): (typeof TIEBREAKS)[number][] => {
  if (!isCaromGame(game))
    return [...(format === 'swiss' ? SWISS_DEFAULT_TIEBREAKS : DEFAULT_TIEBREAKS)];
  if (format !== 'swiss') return [...CAROM_DEFAULT_TIEBREAKS];
  return ['matchPoints', 'buchholz', 'generalAverage', 'headToHead', 'highRun'];
};

/** A Swiss event plays at least 2 rounds and at most 15 (a round needs new pairs). */
export const SWISS_ROUNDS = { min: 2, max: 15 } as const;

/**
 * The most Swiss rounds `players` can play without a rematch, whatever the results: half the
 * field, rounded up. Closer to n − 1, pairing round by round paints itself into a corner (a
 * simulation of 300 events each found rematches forced in 5 of 4 rounds 21 % of the time, 6 of
 * 4 and 8 of 6 alike, and none at half the field); that many rounds is a round robin's job.
 */
export const maxSwissRounds = (players: number) => Math.ceil(players / 2);

export const MATCH_STATUSES = ['waiting', 'scheduled', 'live', 'finished'] as const;

/**
 * How a finished match ended (the tennis data standard's result types): played out; a walkover
 * (one player did not come to the table); a double walkover (neither came: nobody wins, both
 * lose); a retirement (one player could not go on: the score so far stands); a disqualification
 * (by the organiser, for conduct).
 */
export const RESULT_TYPES = [
  'played',
  'walkover',
  'double_walkover',
  'retired',
  'disqualified',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** The endings a manager awards instead of a played result. */
export const AWARDED_RESULT_TYPES = [
  'walkover',
  'double_walkover',
  'retired',
  'disqualified',
] as const;
export type AwardedResultType = (typeof AWARDED_RESULT_TYPES)[number];

/** How a finished match went for one of its players. */
export type MatchOutcome = 'won' | 'drawn' | 'lost';

/**
 * How a finished match went for `playerId`, one of its players. No winner is a draw (a carom game
 * level at the end), except a double walkover: neither came, and both lost it.
 */
export function outcomeFor(
  match: { winnerId: number | null; resultType: ResultType },
  playerId: number,
): MatchOutcome {
  if (match.winnerId === playerId) return 'won';
  if (match.winnerId === null && match.resultType !== 'double_walkover') return 'drawn';
  return 'lost';
}

/**
 * A result that moves ratings: a walkover or a disqualification shows nothing of either player's
 * play (FIDE never rates a forfeit); a retirement rates the racks that were played.
 */
export const isRatedResult = (type: ResultType): boolean => type === 'played' || type === 'retired';

/**
 * What happened to a match's result: decided, corrected by a manager, undone because a
 * correction earlier in the bracket changed who plays it, reverted by a manager, protested by
 * one of its players, or ruled on by a manager (the protest's outcome).
 */
export const MATCH_EVENT_KINDS = [
  'result',
  'correction',
  'reset',
  'revert',
  'protest',
  'ruling',
] as const;

/**
 * The protest window: minutes after a result during which either player may protest it (closed
 * sooner when the next match of either player starts). 0: no window, results are final at once.
 */
export const PROTEST_MINUTES = { default: 10, min: 0, max: 120 } as const;

/**
 * The window of a rank-limited event's peak rule (issue 41): a player is judged by the rank of
 * their highest established rating in these days, so losing on purpose cannot take them under a
 * limit they were above. 0 judges by today's ranks only.
 */
export const PEAK_WINDOW_DAYS = { default: 90, min: 0, max: 365 } as const;

/** What the managers decide on a protest: the result stands, is corrected, or is played again. */
export const PROTEST_RULINGS = ['stands', 'corrected', 'replay'] as const;
export type ProtestRuling = (typeof PROTEST_RULINGS)[number];

/** What a match's history shows: its result's changes, and each rack scored at the table. */
export const MATCH_HISTORY_KINDS = [...MATCH_EVENT_KINDS, 'rack'] as const;

/** "When and where am I up": upcoming (waiting or scheduled), live, finished. */
export const MY_MATCH_FILTERS = ['upcoming', 'live', 'finished'] as const;

/**
 * What someone is told at once: a player, that the table board called their match (up) or put
 * it next in line; a tournament's managers, that the two players of a match reported different
 * scores (dispute) and someone must decide.
 */
/**
 * The no-show clock (issue 40): minutes from a match's call to its table until the organiser is
 * offered a walkover against a player who has not said they are there.
 */
export const NO_SHOW_MINUTES = { default: 10, min: 1, max: 60 } as const;

/**
 * A player's notices: up at a table, next in line, a dispute for the managers, and the no-show
 * clock's reminders to a player not yet at the table (half the time gone, the time up); and a
 * new event open for registration at a club they follow (`new_event`, no match); and their team's
 * league match the day before (`team_match`, no tournament).
 */
export const NOTIFICATION_KINDS = [
  'up',
  'next',
  'dispute',
  'no_show_half',
  'no_show_end',
  'protest',
  'new_event',
  'team_match',
] as const;

/** What a player may follow (issue 42): a club, a ranking tour, a team league, another player. */
export const FOLLOW_KINDS = ['store', 'tour', 'league', 'player'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const PLAYER_SORTS = ['rating', 'name', 'matches'] as const;

/** Carom figures' recent window: the last 12 months. */
export const CAROM_RECENT_MONTHS = 12;

/**
 * A board ranked by general average counts players with at least this many games in the window:
 * one lucky game (a run of 10 in one inning) does not lead it.
 */
export const CAROM_AVERAGE_MIN_GAMES = 3;

export const LEDGER_TYPES = [
  'topup',
  'entry_fee',
  'refund',
  'prize',
  'prize_hold',
  'prize_release',
  'prize_reversal',
  'payout',
  'adjustment',
] as const;

/**
 * Where a tournament's coin prizes come from: the organiser's wallet (held when the event
 * starts, the unpaid rest released when it ends) or the pot of the players' entry fees.
 */
export const PRIZE_SOURCES = ['organizer', 'pot'] as const;

/** The largest coin prize of one place, and so of a hold's place. */
export const MAX_PRIZE_COINS = 100_000_000;

/** The coins a list of prizes pays in all (zod-free: the tournament's first screen uses it). */
export const prizeTotal = (prizes: readonly { coins?: number | undefined }[]) =>
  prizes.reduce((sum, prize) => sum + (prize.coins ?? 0), 0);

/** What a ledger movement concerns; `opening_balance` is the demo's starting coins. */
export const LEDGER_REFERENCE_TYPES = [
  'tournament',
  'topup',
  'payout',
  'adjustment',
  'opening_balance',
] as const;

/**
 * Where what a movement concerns stands: a payout's debit (and the refund of a rejected one)
 * carries the payout's `pending`, `paid` or `rejected`; a top-up's credit is `paid` (it is
 * written when the bank confirms); fees, prizes, their refunds and adjustments are `completed`.
 */
export const LEDGER_STATUSES = ['completed', 'pending', 'paid', 'rejected'] as const;

export const TOPUP_STATUSES = ['pending', 'paid', 'expired'] as const;

export const PAYOUT_STATUSES = ['pending', 'paid', 'rejected'] as const;

/**
 * What became of a transfer the bank reported. `wrong_account`: the report names an account
 * other than the operator's, so nothing is credited whatever its memo says.
 */
export const TRANSFER_OUTCOMES = [
  'credited',
  'unmatched',
  'amount_mismatch',
  'not_pending',
  'wrong_account',
] as const;
