// What the walk believes about the world between steps: the tournaments and tours this run made
// (so a command can pick its target, and know who manages it), and the last-known result of
// every finished match it watches (so a result that changes without a cause is seen).
import type { PrizeSource } from '../../../src/shared/schemas/prizes';
import type { TournamentFormat, TournamentStatus } from '../../../src/shared/schemas/tournaments';

export interface WalkTournament {
  id: number;
  /** The actor who created it, its only manager. */
  owner: string;
  entryFee: number;
  prizeSource: PrizeSource;
  format: TournamentFormat;
  status: TournamentStatus;
  /** Actors registered. */
  players: Set<string>;
}

export interface KnownResult {
  tournamentId: number;
  status: string;
  score1: number;
  score2: number;
  winnerId: number | null;
  resultType: string;
}

export interface WalkModel {
  tournaments: WalkTournament[];
  tours: { id: number; owner: string }[];
  /** Finished matches of the watched tournaments, by id, as last seen. */
  results: Map<number, KnownResult>;
  /** The newest match_events row seen; the step's history is what came after it. */
  lastEventId: number;
  /** Σ wallets + Σ holds − Σ movements across the walk's border, at the run's start. */
  coinBaseline: number;
}

/** What one step did that may explain what changed: filled in by the command as it runs. */
export interface StepRecord {
  kind: string;
  /** Matches the command named (whose result it may change). */
  named: Set<number>;
  /** Named matches whose winner the command changed: a later match may be reset by it. */
  changedWinner: Set<number>;
}

export const newStep = (kind: string): StepRecord => ({
  kind,
  named: new Set(),
  changedWinner: new Set(),
});

/** The watched tournaments: this run's and the finished season's events. */
export const watched = (model: WalkModel, seasonEvents: readonly number[]): number[] => [
  ...new Set([...model.tournaments.map((t) => t.id), ...seasonEvents]),
];

/** `pick` taken modulo the list: commands carry numbers, resolved against the state they meet. */
export function pickOf<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}
