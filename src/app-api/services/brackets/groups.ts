// Groups, then knockout: the group tables and the knockout stage seeded from them.
import type { BracketsManager } from 'brackets-manager';
import type { Group } from 'brackets-model';
import type { MatchRow, TournamentRow } from '../../db/schema';
import type { Tiebreak } from '../../../shared/schemas/tournaments';
import { tallyMatches } from '../tournaments/tally';
import { rankTallies, type RankedTally } from '../tournaments/tiebreaks';
import { STAGE_NAMES, type BracketLayout } from './layout';
import { createEliminationStage } from './stages';

/** Group sizes brackets-manager's seed_optimized distribution gives (largest groups first). */
export function groupSizes(playerCount: number, groupCount: number): number[] {
  const base = Math.floor(playerCount / groupCount);
  const extra = playerCount % groupCount;
  return Array.from({ length: groupCount }, (_, i) => base + (i < extra ? 1 : 0));
}

export interface GroupTable {
  group: Group;
  ranked: RankedTally[];
}

/** Each group's players ranked by their finished group matches, by the tournament's tiebreaks. */
export function groupTables(
  layout: BracketLayout,
  rowsByBracketId: Map<number, MatchRow>,
  userOfParticipant: Map<number, number>,
  seedOfUser: Map<number, number>,
  tiebreaks: readonly Tiebreak[],
): GroupTable[] {
  const groupStage = layout.stages[0];
  if (!groupStage || groupStage.type !== 'round_robin') return [];
  const tables: GroupTable[] = [];
  for (const group of layout.groups.filter((g) => Number(g.stage_id) === Number(groupStage.id))) {
    const placed = layout.matches.filter((m) => Number(m.group.id) === Number(group.id));
    const members = new Set<number>();
    for (const m of placed) {
      for (const opponent of [m.record.opponent1, m.record.opponent2]) {
        const userId =
          opponent?.id == null ? undefined : userOfParticipant.get(Number(opponent.id));
        if (userId !== undefined) members.add(userId);
      }
    }
    const rows = placed
      .map((m) => rowsByBracketId.get(Number(m.record.id)))
      .filter((r): r is MatchRow => !!r);
    const tallies = [...tallyMatches(rows, members).values()];
    const ranked = rankTallies(tallies, rows, tiebreaks, (id) => seedOfUser.get(id) ?? 0);
    tables.push({ group, ranked });
  }
  return tables.sort((a, b) => a.group.number - b.group.number);
}

/**
 * The knockout seed list after the groups: group winners first (A1, B1, …), then each later tier
 * ordered so that the standard pairing (seed i v seed n+1−i) sends A1 against B2, B1 against A2,
 * C1 against D2, … (with an odd number of groups the last group pairs with the first).
 */
export function crossSeed<T>(tiers: T[][]): T[] {
  const seeds: T[] = [];
  tiers.forEach((tier, index) => {
    if (index % 2 === 0) {
      seeds.push(...tier);
      return;
    }
    const g = tier.length;
    const partner = (i: number) => (g % 2 === 0 ? i ^ 1 : (i + 1) % g);
    const ordered = tier.map((_, i) => tier[partner(i)] as T);
    seeds.push(...ordered.reverse());
  });
  return seeds;
}

/** Creates the knockout stage of a groups-then-knockout tournament from the final group tables. */
export async function createKnockoutStage(
  manager: BracketsManager,
  tournament: TournamentRow,
  tables: GroupTable[],
  participantOfUser: Map<number, number>,
): Promise<void> {
  const advance = tournament.advancePerGroup ?? 1;
  const tiers: number[][] = [];
  for (let place = 0; place < advance; place++) {
    const tier: number[] = [];
    for (const table of tables) {
      const entry = table.ranked[place];
      const participantId = entry ? participantOfUser.get(entry.tally.userId) : undefined;
      if (participantId !== undefined) tier.push(participantId);
    }
    if (tier.length > 0) tiers.push(tier);
  }
  await createEliminationStage(
    manager,
    tournament,
    STAGE_NAMES.knockout,
    'single_elimination',
    crossSeed(tiers),
  );
}
