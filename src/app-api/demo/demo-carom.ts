// Carom games played by chance, for the demo's protocols (and the tests that need a finished
// one): each inning's run is drawn around the player's average, and the rules of shared/carom.ts
// say when the game is over. The demo's carom events are played here too, through the services.
import { caromStatus, protocolFigures, type CaromRules, type Side } from '../../shared/carom';
import { caromMatchStatus, nextSet } from '../../shared/carom-sets';
import type { CaromProtocol } from '../../shared/schemas/matches';
import type { TournamentStatus } from '../../shared/schemas/tournaments';
import type { User } from '../../shared/schemas/user';
import { caromRulesOf } from '../services/matches/match-protocol';
import type { MatchService } from '../services/matches';
import type { MatchRow, TournamentRow } from '../db/schema';

/**
 * A run of a player whose general average is `average`: each point made with probability
 * p = average ÷ (1 + average), so the runs average `average` (a geometric count), capped at
 * what the player still needs.
 */
function drawRun(average: number, needed: number, random: () => number): number {
  const p = average / (1 + average);
  let run = 0;
  while (run < needed && random() < p) run += 1;
  return run;
}

/**
 * A whole match between players of averages `averages`, to the end the rules decide: one game,
 * or set after set until one player has won enough of them.
 */
export function simulateProtocol(
  rules: CaromRules,
  breaker: Side,
  averages: readonly [number, number],
  random: () => number,
): CaromProtocol {
  let protocol: CaromProtocol = {
    breaker,
    runs: [],
    penaltyWinner: null,
    extensions: [0, 0],
    current: 0,
  };
  for (;;) {
    playSet(rules, protocol, averages, random);
    if (caromMatchStatus(rules, protocol).phase !== 'set_over') return protocol;
    protocol = nextSet(protocol);
  }
}

/** Plays the protocol's game (or set under way) to its end, inning by inning. */
function playSet(
  rules: CaromRules,
  protocol: CaromProtocol,
  averages: readonly [number, number],
  random: () => number,
): void {
  for (;;) {
    const status = caromStatus(rules, protocol);
    if (status.phase === 'finished') return;
    if (status.phase === 'penalty_shots' || status.turn === null) {
      protocol.penaltyWinner = random() < 0.5 ? 1 : 2;
      continue;
    }
    const turn = status.turn;
    const index = turn - 1;
    const needed =
      status.phase === 'extra_innings'
        ? Number.MAX_SAFE_INTEGER
        : (rules.targets[index] ?? 0) - (status.points[index] ?? 0);
    protocol.runs.push(drawRun(averages[index] ?? 0.5, needed, random));
  }
}

const MINUTE = 60 * 1000;
/** One inning, both players' shots: about a minute and a half in amateur three-cushion. */
const INNING = 95 * 1000;
/** The lag and the warm-up before the first inning. */
const WARM_UP = 5 * MINUTE;
/** Between two games of a player, or on a table. */
const REST = 10 * MINUTE;
/** The carom tables a demo event plays on at once. */
const TABLES = 3;
/** When the live game started, at the latest: it is well under way. */
const LIVE_FOR = 45 * MINUTE;

export interface CaromDemo {
  matchService: Pick<MatchService, 'assign' | 'start' | 'recordProtocol'>;
  organizer: User;
  tournament: Pick<TournamentRow, 'inningsLimit' | 'caromTiebreak' | 'caromSets'>;
  /** The seed's clock, which dates every service call; it starts at the event's start. */
  clock: { get: () => number; set: (at: number) => void };
  /** The moment of seeding: the live game has been played up to it. */
  now: number;
  /** A player's general average, the skill their games are drawn around. */
  averageOf: (userId: number | null) => number;
  random: () => number;
  /** The event's scheduled matches, in playing order. */
  nextScheduled: () => Promise<MatchRow[]>;
}

/** Where the event's `finishedMatches` and `liveMatches` leave it. */
export interface CaromDemoPlan {
  /** Ongoing or finished: the seed plays nothing of the others. */
  status: TournamentStatus;
  finishedMatches?: number | undefined;
  liveMatches?: number | undefined;
}

interface PlannedGame {
  row: MatchRow;
  protocol: CaromProtocol;
  startsAt: number;
  endsAt: number;
}

/**
 * Plays a carom event through the match service: each game started, then its whole protocol
 * confirmed, as a scorer would. Games run side by side on a few tables, none before its players
 * are free, and are confirmed in the order they end, so ratings move in time order. An ongoing
 * event then gets a live game with half its protocol written and the rest a table and a time.
 */
export async function playCaromEvent(demo: CaromDemo, plan: CaromDemoPlan): Promise<void> {
  const { matchService, organizer, clock } = demo;
  const tableFree: number[] = Array.from({ length: TABLES }, () => clock.get());
  const playerFree = new Map<number | null, number>();
  const freeAt = (row: MatchRow) =>
    Math.max(playerFree.get(row.player1Id) ?? 0, playerFree.get(row.player2Id) ?? 0);
  const drawGame = (row: MatchRow): CaromProtocol =>
    simulateProtocol(
      caromRulesOf(demo.tournament, row),
      demo.random() < 0.5 ? 1 : 2,
      [demo.averageOf(row.player1Id), demo.averageOf(row.player2Id)],
      demo.random,
    );

  const toFinish = plan.status === 'finished' ? Infinity : (plan.finishedMatches ?? 0);
  let finished = 0;
  while (finished < toFinish) {
    // What can be played now: a knockout's next round is drawn only once this one is decided.
    const batch = (await demo.nextScheduled()).slice(0, toFinish - finished);
    if (batch.length === 0) break;
    const games: PlannedGame[] = batch.map((row) => {
      const protocol = drawGame(row);
      const table = tableFree.indexOf(Math.min(...tableFree));
      const startsAt = Math.max(tableFree[table] ?? 0, freeAt(row));
      const endsAt = startsAt + WARM_UP + Math.max(...protocolFigures(protocol).innings) * INNING;
      tableFree[table] = endsAt + REST;
      playerFree.set(row.player1Id, endsAt + REST);
      playerFree.set(row.player2Id, endsAt + REST);
      return { row, protocol, startsAt, endsAt };
    });
    for (const game of games.sort((a, b) => a.endsAt - b.endsAt)) {
      clock.set(game.startsAt);
      await matchService.start(organizer, game.row.id);
      clock.set(game.endsAt);
      await matchService.recordProtocol(organizer, game.row.id, {
        protocol: game.protocol,
        from: null,
        confirm: true,
      });
    }
    finished += batch.length;
  }
  if (plan.status !== 'ongoing') return;

  const scheduled = await demo.nextScheduled();
  const live = scheduled.slice(0, plan.liveMatches ?? 0);
  for (const [i, row] of live.entries()) {
    const whole = drawGame(row);
    const startsAt = Math.min(Math.max(demo.now - LIVE_FOR, freeAt(row)), demo.now - WARM_UP);
    // The innings played since it started, short of the end: the breaker has shot the next one.
    const innings = Math.min(
      Math.floor((demo.now - startsAt - WARM_UP) / INNING),
      Math.floor((whole.runs.length - 2) / 2),
    );
    const protocol: CaromProtocol = {
      ...whole,
      runs: whole.runs.slice(0, 2 * innings + 1),
      penaltyWinner: null,
      // The opponent is at the table, half-way through the run they will make.
      current: Math.floor((whole.runs[2 * innings + 1] ?? 0) / 2),
    };
    clock.set(startsAt - MINUTE);
    await matchService.assign(organizer, row.id, { tableLabel: `Bàn ${i + 1}` });
    clock.set(startsAt);
    await matchService.start(organizer, row.id);
    clock.set(demo.now - MINUTE);
    await matchService.recordProtocol(organizer, row.id, { protocol, from: null, confirm: false });
  }
  // "When and where am I up": the next games get a table and a time, a game's length apart.
  for (const [i, row] of scheduled.slice(live.length).entries()) {
    const slot = live.length + i;
    await matchService.assign(organizer, row.id, {
      tableLabel: `Bàn ${(slot % TABLES) + 1}`,
      scheduledAt: new Date(
        demo.now + (20 + 80 * Math.floor(slot / TABLES)) * MINUTE,
      ).toISOString(),
    });
  }
}
