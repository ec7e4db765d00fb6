// The bracket's structure as we show and play it: the Vietnamese names of its stages, groups and
// rounds, which race-to each round uses, and every match in playing order.
import type { Group, Match as BracketMatchRecord, Round, Stage } from 'brackets-model';
import { groupName } from '../../../shared/domain';
import type { RoundKey } from '../../../shared/schemas/tournaments';
import type { BracketStore } from './store';

// brackets-model's Status: Completed and later mean a result exists.
const STATUS_COMPLETED = 4;

export type GroupKind =
  | 'single_bracket'
  | 'third_place'
  | 'winner_bracket'
  | 'loser_bracket'
  | 'grand_final'
  | 'round_robin'
  | 'swiss';

export const STAGE_NAMES = {
  singleElimination: 'Loại trực tiếp',
  doubleElimination: 'Loại kép',
  roundRobin: 'Vòng tròn',
  groups: 'Vòng bảng',
  knockout: 'Vòng loại trực tiếp',
  swiss: 'Hệ Thụy Sĩ',
} as const;

/** The stage of Swiss round `round`: its name is what tells it from a round robin's. */
export const swissStageName = (round: number) => `${STAGE_NAMES.swiss} · Vòng ${round}`;

export const isSwissStage = (stage: Stage) =>
  stage.type === 'round_robin' && stage.name.startsWith(`${STAGE_NAMES.swiss} · `);

function groupKind(stage: Stage, group: Group): GroupKind {
  if (isSwissStage(stage)) return 'swiss';
  if (stage.type === 'round_robin') return 'round_robin';
  if (stage.type === 'single_elimination') {
    return group.number === 1 ? 'single_bracket' : 'third_place';
  }
  return group.number === 1
    ? 'winner_bracket'
    : group.number === 2
      ? 'loser_bracket'
      : 'grand_final';
}

function groupLabel(kind: GroupKind, group: Group, groupCount: number): string {
  switch (kind) {
    case 'single_bracket':
      return 'Nhánh đấu';
    case 'third_place':
      return 'Tranh hạng ba';
    case 'winner_bracket':
      return 'Nhánh thắng';
    case 'loser_bracket':
      return 'Nhánh thua';
    case 'grand_final':
      return 'Chung kết tổng';
    case 'round_robin':
      return groupCount > 1 ? groupName(group.number) : 'Vòng tròn';
    case 'swiss':
      return `Trận ${group.number}`;
  }
}

/** Knockout rounds counted from the end: Chung kết, Bán kết, Tứ kết, then Vòng n. */
function knockoutRoundName(roundNumber: number, roundCount: number): string {
  const fromEnd = roundCount - roundNumber;
  if (fromEnd === 0) return 'Chung kết';
  if (fromEnd === 1) return 'Bán kết';
  if (fromEnd === 2) return 'Tứ kết';
  return `Vòng ${roundNumber}`;
}

export function roundLabel(kind: GroupKind, roundNumber: number, roundCount: number): string {
  switch (kind) {
    case 'single_bracket':
    case 'winner_bracket':
      return knockoutRoundName(roundNumber, roundCount);
    case 'third_place':
      return 'Tranh hạng ba';
    case 'loser_bracket':
      return roundNumber === roundCount ? 'Chung kết' : `Vòng ${roundNumber}`;
    case 'grand_final':
      return roundNumber === 1 ? 'Chung kết tổng' : 'Trận quyết định';
    case 'round_robin':
      return `Lượt ${roundNumber}`;
    case 'swiss':
      // Each Swiss round is a stage of its own (swiss.ts): layoutOf names it by the stage.
      return `Vòng ${roundNumber}`;
  }
}

/**
 * Which race-to of the tournament a round uses. Single elimination (and the knockout after
 * groups): the last three rounds are final, semiFinal, quarterFinal. Double elimination: the
 * grand final is `final`; the winners' final and the losers' final (they decide the grand
 * finalists) are `semiFinal`, the winners' semi-finals `quarterFinal`, the rest `early`.
 * Third-place match: `semiFinal`. Round robin and groups: `early`.
 */
export function roundKeyOf(kind: GroupKind, roundNumber: number, roundCount: number): RoundKey {
  const fromEnd = roundCount - roundNumber;
  switch (kind) {
    case 'single_bracket':
      return fromEnd === 0
        ? 'final'
        : fromEnd === 1
          ? 'semiFinal'
          : fromEnd === 2
            ? 'quarterFinal'
            : 'early';
    case 'winner_bracket':
      return fromEnd === 0 ? 'semiFinal' : fromEnd === 1 ? 'quarterFinal' : 'early';
    case 'loser_bracket':
      return fromEnd === 0 ? 'semiFinal' : 'early';
    case 'third_place':
      return 'semiFinal';
    case 'grand_final':
      return 'final';
    case 'round_robin':
    case 'swiss':
      return 'early';
  }
}

function matchLabel(kind: GroupKind, group: string, round: string): string {
  switch (kind) {
    case 'winner_bracket':
    case 'loser_bracket':
      return `${group} · ${round}`;
    case 'grand_final':
      return round === 'Chung kết tổng' ? round : `${group} · ${round}`;
    case 'round_robin':
      return group === 'Vòng tròn' ? round : `${group} · ${round}`;
    default:
      return round;
  }
}

/** One match of the bracket with where it sits and what it is called. */
export interface PlacedMatch {
  record: BracketMatchRecord;
  stage: Stage;
  group: Group;
  round: Round;
  kind: GroupKind;
  groupLabel: string;
  roundLabel: string;
  /** The label our `matches` row carries, e.g. 'Nhánh thua · Vòng 3', 'Bảng B · Lượt 2'. */
  label: string;
  roundKey: RoundKey;
  roundCount: number;
  /** One side is a BYE: nobody plays it. */
  bye: boolean;
  /** Played (or to be played): not a bye, and not an unneeded grand-final reset. */
  playable: boolean;
}

export interface BracketLayout {
  stages: Stage[];
  groups: Group[];
  rounds: Round[];
  /** Every match, in playing order: stage, group, round, number. */
  matches: PlacedMatch[];
}

/** The bracket's structure with labels, from the adapter's current data. */
export function layoutOf(store: BracketStore): BracketLayout {
  const stages = store.all('stage').sort((a, b) => a.number - b.number);
  const groups = store.all('group');
  const rounds = store.all('round');
  const stageById = new Map(stages.map((s) => [Number(s.id), s]));
  const groupById = new Map(groups.map((g) => [Number(g.id), g]));
  const roundById = new Map(rounds.map((r) => [Number(r.id), r]));
  const roundCounts = new Map<number, number>();
  for (const round of rounds) {
    const groupId = Number(round.group_id);
    roundCounts.set(groupId, Math.max(roundCounts.get(groupId) ?? 0, round.number));
  }
  const groupCounts = new Map<number, number>();
  for (const group of groups) {
    const stageId = Number(group.stage_id);
    groupCounts.set(stageId, Math.max(groupCounts.get(stageId) ?? 0, group.number));
  }

  const placed: PlacedMatch[] = [];
  for (const record of store.all('match')) {
    const stage = stageById.get(Number(record.stage_id));
    const group = groupById.get(Number(record.group_id));
    const round = roundById.get(Number(record.round_id));
    if (!stage || !group || !round) continue;
    const kind = groupKind(stage, group);
    const roundCount = roundCounts.get(Number(group.id)) ?? 1;
    const gLabel = groupLabel(kind, group, groupCounts.get(Number(stage.id)) ?? 1);
    const rLabel = roundLabel(kind, kind === 'swiss' ? stage.number : round.number, roundCount);
    const bye = record.opponent1 === null || record.opponent2 === null;
    placed.push({
      record,
      stage,
      group,
      round,
      kind,
      groupLabel: gLabel,
      roundLabel: rLabel,
      label: matchLabel(kind, gLabel, rLabel),
      roundKey: roundKeyOf(kind, round.number, roundCount),
      roundCount,
      bye,
      playable: !bye,
    });
  }
  placed.sort(
    (a, b) =>
      a.stage.number - b.stage.number ||
      a.group.number - b.group.number ||
      a.round.number - b.round.number ||
      a.record.number - b.record.number,
  );
  // A true double final: the reset match is played only when the losers' side wins the first.
  const grandFinal = placed.filter((m) => m.kind === 'grand_final');
  const [first, reset] = grandFinal;
  if (first && reset) {
    const decided = first.record.status >= STATUS_COMPLETED;
    reset.playable = decided && first.record.opponent2?.result === 'win';
  }
  return {
    stages,
    groups: groups.sort((a, b) => Number(a.stage_id) - Number(b.stage_id) || a.number - b.number),
    rounds,
    matches: placed,
  };
}

/** Whether the reset match of a double final can still be needed (its first match undecided). */
export function isPendingReset(layout: BracketLayout, match: PlacedMatch): boolean {
  if (match.kind !== 'grand_final' || match.round.number !== 2) return false;
  const first = layout.matches.find((m) => m.kind === 'grand_final' && m.round.number === 1);
  return !!first && first.record.status < STATUS_COMPLETED;
}
