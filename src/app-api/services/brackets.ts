// Brackets: brackets-manager on a storage adapter over our database, the Vietnamese names of
// its stages and rounds, and the `matches` rows we play, kept in step with it.
import { BracketsManager } from 'brackets-manager';
import type {
  CrudInterface,
  DataTypes,
  Group,
  Id,
  Match as BracketMatchRecord,
  OmitId,
  Round,
  Stage,
  Table,
} from 'brackets-model';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config, RankCode } from '../../shared/schemas/config';
import type { Bracket, BracketMatch } from '../../shared/schemas/matches';
import type { PlayerSummary } from '../../shared/schemas/players';
import type { RoundKey } from '../../shared/schemas/tournaments';
import type { Db } from '../db/client';
import {
  bracketRecords,
  matches,
  tournamentPlayers,
  users,
  type MatchRow,
  type TournamentRow,
} from '../db/schema';
import { createConfigService } from './config';
import { mapRaceToByRank } from './race-to';
import { compareRecords, tallyMatches, type Tally } from './tally';

// ---------------------------------------------------------------------------------------------
// Storage adapter

type Row = Record<string, unknown> & { id: number };

interface Entry {
  /** bracket_records.id, or null until the row is written. */
  rowId: number | null;
  data: Row;
  dirty: boolean;
}

const TABLES: Table[] = ['participant', 'stage', 'group', 'round', 'match', 'match_game'];

// What the database keeps is JSON: cloning through it keeps memory and storage identical.
const jsonClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function matchesFilter(data: Row, filter: Record<string, unknown>): boolean {
  for (const key of Object.keys(filter)) if (data[key] !== filter[key]) return false;
  return true;
}

/**
 * brackets-manager's CrudInterface over the `bracket_records` rows of ONE tournament.
 *
 * The manager makes dozens of small reads per update, so the adapter reads the tournament's
 * rows once, serves the manager from them, and `flush()` writes what changed back in bulk, all
 * in the caller's transaction. Callers hold the tournament row lock (SELECT … FOR UPDATE), so
 * nobody else changes these rows in between. Ids count from 0 per tournament and table, as
 * brackets-manager's reference storage does.
 */
export class BracketStore implements CrudInterface {
  private readonly tables = new Map<Table, Map<number, Entry>>(
    TABLES.map((table) => [table, new Map()]),
  );
  private readonly removedRowIds: number[] = [];

  private constructor(
    private readonly db: Db,
    readonly tournamentId: number,
  ) {}

  static async load(db: Db, tournamentId: number): Promise<BracketStore> {
    const store = new BracketStore(db, tournamentId);
    const rows = await db
      .select()
      .from(bracketRecords)
      .where(eq(bracketRecords.tournamentId, tournamentId))
      .orderBy(asc(bracketRecords.id));
    for (const row of rows) {
      const data = row.data as Row;
      store.table(row.kind as Table).set(data.id, { rowId: row.id, data, dirty: false });
    }
    return store;
  }

  private table(table: Table): Map<number, Entry> {
    const entries = this.tables.get(table);
    if (!entries) throw new Error(`Bảng brackets không hợp lệ: ${table}`);
    return entries;
  }

  private nextId(table: Table): number {
    let max = -1;
    for (const id of this.table(table).keys()) if (id > max) max = id;
    return max + 1;
  }

  /** Typed snapshot of a table (copies), for our own reads. */
  all<T extends Table>(table: T): DataTypes[T][] {
    return [...this.table(table).values()].map((e) => jsonClone(e.data) as unknown as DataTypes[T]);
  }

  // The overloads mirror CrudInterface's, which brackets-manager calls.
  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(
    table: T,
    value: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[],
  ): Promise<Id | boolean> {
    const entries = this.table(table);
    let id = this.nextId(table);
    const add = (v: OmitId<DataTypes[T]>) => {
      const data = jsonClone({ ...v, id }) as Row;
      entries.set(id, { rowId: null, data, dirty: true });
      return id++;
    };
    if (Array.isArray(value)) {
      value.forEach(add);
      return true;
    }
    return add(value);
  }

  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<DataTypes[T][] | null>;
  async select<T extends Table>(
    table: T,
    arg?: Id | Partial<DataTypes[T]>,
  ): Promise<DataTypes[T] | DataTypes[T][] | null> {
    const entries = this.table(table);
    if (arg === undefined) return this.all(table);
    if (typeof arg === 'number' || typeof arg === 'string') {
      const entry = entries.get(Number(arg));
      return entry ? (jsonClone(entry.data) as unknown as DataTypes[T]) : null;
    }
    const filter = arg as Record<string, unknown>;
    const found: DataTypes[T][] = [];
    for (const entry of entries.values()) {
      if (matchesFilter(entry.data, filter)) {
        found.push(jsonClone(entry.data) as unknown as DataTypes[T]);
      }
    }
    return found;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(
    table: T,
    filter: Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean>;
  async update<T extends Table>(
    table: T,
    arg: Id | Partial<DataTypes[T]>,
    value: DataTypes[T] | Partial<DataTypes[T]>,
  ): Promise<boolean> {
    const entries = this.table(table);
    if (typeof arg === 'number' || typeof arg === 'string') {
      const id = Number(arg);
      const entry = entries.get(id);
      if (!entry) return false;
      entry.data = jsonClone({ ...value, id }) as Row;
      entry.dirty = true;
      return true;
    }
    const filter = arg as Record<string, unknown>;
    const patch = value as Record<string, unknown>;
    for (const entry of entries.values()) {
      if (!matchesFilter(entry.data, filter)) continue;
      const next: Row = { ...entry.data };
      for (const [key, v] of Object.entries(patch)) {
        const existing = next[key];
        // As the reference storage: nested objects (opponents) merge one level deep.
        next[key] =
          existing && typeof existing === 'object' && v && typeof v === 'object'
            ? { ...existing, ...v }
            : v;
      }
      entry.data = jsonClone(next);
      entry.dirty = true;
    }
    return true;
  }

  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    const entries = this.table(table);
    for (const [id, entry] of entries) {
      if (filter && !matchesFilter(entry.data, filter as Record<string, unknown>)) continue;
      if (entry.rowId !== null) this.removedRowIds.push(entry.rowId);
      entries.delete(id);
    }
    return true;
  }

  /** Writes the changes since the load (or the last flush) to bracket_records. */
  async flush(): Promise<void> {
    const inserts: { kind: Table; entry: Entry }[] = [];
    const updates: Entry[] = [];
    for (const [kind, entries] of this.tables) {
      for (const entry of entries.values()) {
        if (!entry.dirty) continue;
        if (entry.rowId === null) inserts.push({ kind, entry });
        else updates.push(entry);
      }
    }
    if (this.removedRowIds.length > 0) {
      const ids = this.removedRowIds.splice(0);
      for (const chunk of chunks(ids, 1000)) {
        await this.db.delete(bracketRecords).where(inArray(bracketRecords.id, chunk));
      }
    }
    // One JSON parameter per statement: far cheaper than thousands of bound values.
    for (const chunk of chunks(inserts, 2000)) {
      const payload = JSON.stringify(chunk.map(({ kind, entry }) => ({ kind, data: entry.data })));
      const written = (await this.db.execute(
        sql`insert into ${bracketRecords} (tournament_id, kind, data)
            select ${this.tournamentId}::int, e->>'kind', e->'data'
            from jsonb_array_elements(${payload}::jsonb) with ordinality as x(e, n)
            order by n
            returning id, kind, (data->>'id')::int as data_id`,
      )) as unknown as { rows: { id: number; kind: string; data_id: number }[] };
      for (const row of written.rows) {
        const entry = this.table(row.kind as Table).get(Number(row.data_id));
        if (entry) entry.rowId = Number(row.id);
      }
    }
    for (const chunk of chunks(updates, 2000)) {
      const payload = JSON.stringify(chunk.map((e) => ({ id: e.rowId, data: e.data })));
      await this.db.execute(
        sql`update ${bracketRecords} set data = e->'data'
            from jsonb_array_elements(${payload}::jsonb) as x(e)
            where ${bracketRecords.id} = (e->>'id')::int`,
      );
    }
    for (const entries of this.tables.values())
      for (const entry of entries.values()) entry.dirty = false;
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** brackets-manager over the tournament's stored bracket. */
export async function openBracket(db: Db, tournamentId: number) {
  const store = await BracketStore.load(db, tournamentId);
  return { store, manager: new BracketsManager(store) };
}

// ---------------------------------------------------------------------------------------------
// Names, round keys and positions

// brackets-model's Status: Completed and later mean a result exists.
const STATUS_COMPLETED = 4;

export type GroupKind =
  | 'single_bracket'
  | 'third_place'
  | 'winner_bracket'
  | 'loser_bracket'
  | 'grand_final'
  | 'round_robin';

export const STAGE_NAMES = {
  singleElimination: 'Loại trực tiếp',
  doubleElimination: 'Loại kép',
  roundRobin: 'Vòng tròn',
  groups: 'Vòng bảng',
  knockout: 'Vòng loại trực tiếp',
} as const;

export function groupKind(stage: Stage, group: Group): GroupKind {
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

/** 'Bảng A', 'Bảng B', … */
export function groupLetter(number: number): string {
  return String.fromCharCode('A'.charCodeAt(0) + number - 1);
}

export function groupLabel(kind: GroupKind, group: Group, groupCount: number): string {
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
      return groupCount > 1 ? `Bảng ${groupLetter(group.number)}` : 'Vòng tròn';
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
    const rLabel = roundLabel(kind, round.number, roundCount);
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

// ---------------------------------------------------------------------------------------------
// Stage creation

/** Seeds padded with BYEs to the next power of two (brackets-manager's elimination sizes). */
function padWithByes(ids: number[]): (number | null)[] {
  let size = 2;
  while (size < ids.length) size *= 2;
  return [...ids, ...Array.from({ length: size - ids.length }, () => null)];
}

/**
 * An elimination stage from a seed list (best first). Padding with BYEs at the end and the
 * standard `inner_outer` order (1 v 16, 8 v 9, …) gives the byes to the top seeds and never
 * pairs two BYEs, since the field is more than half the bracket.
 */
async function createEliminationStage(
  manager: BracketsManager,
  tournament: TournamentRow,
  name: string,
  type: 'single_elimination' | 'double_elimination',
  participantIds: number[],
): Promise<void> {
  await manager.create.stage({
    tournamentId: tournament.id,
    name,
    type,
    seedingIds: padWithByes(participantIds),
    settings: {
      seedOrdering: ['inner_outer'],
      // Both semi-finals always have two players here, so a third-place match is real from 4 up.
      consolationFinal:
        type === 'single_elimination' && tournament.thirdPlaceMatch && participantIds.length >= 4,
      grandFinal: type === 'double_elimination' ? 'double' : undefined,
    },
  });
}

export interface SeededPlayer {
  userId: number;
  name: string;
}

/** Registers the seeded players as participants and creates the tournament's first stage. */
export async function createTournamentBracket(
  db: Db,
  tournament: TournamentRow,
  seeded: SeededPlayer[],
): Promise<BracketStore> {
  const { store, manager } = await openBracket(db, tournament.id);
  await store.delete('participant');
  for (const table of ['stage', 'group', 'round', 'match', 'match_game'] as const) {
    await store.delete(table);
  }
  const participantIds: number[] = [];
  for (const player of seeded) {
    const id = await store.insert('participant', {
      tournament_id: tournament.id,
      name: player.name,
    });
    participantIds.push(Number(id));
  }
  for (const chunk of chunks([...seeded.entries()], 500)) {
    const values = sql.join(
      chunk.map(
        ([index, p]) => sql`(${p.userId}::int, ${index + 1}::int, ${participantIds[index]}::int)`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${tournamentPlayers} set seed = v.seed, participant_id = v.participant_id
          from (values ${values}) as v(user_id, seed, participant_id)
          where ${tournamentPlayers.tournamentId} = ${tournament.id} and ${tournamentPlayers.userId} = v.user_id`,
    );
  }

  switch (tournament.format) {
    case 'single_elimination':
      await createEliminationStage(
        manager,
        tournament,
        STAGE_NAMES.singleElimination,
        'single_elimination',
        participantIds,
      );
      break;
    case 'double_elimination':
      // Two players have no losers' side: their bracket is a single final.
      await createEliminationStage(
        manager,
        tournament,
        STAGE_NAMES.doubleElimination,
        participantIds.length > 2 ? 'double_elimination' : 'single_elimination',
        participantIds,
      );
      break;
    case 'round_robin':
      await manager.create.stage({
        tournamentId: tournament.id,
        name: STAGE_NAMES.roundRobin,
        type: 'round_robin',
        seedingIds: participantIds,
        settings: { groupCount: 1 },
      });
      break;
    case 'groups_knockout':
      await manager.create.stage({
        tournamentId: tournament.id,
        name: STAGE_NAMES.groups,
        type: 'round_robin',
        seedingIds: participantIds,
        // Snake distribution: seeds 1..g head the groups, g+1..2g go back the other way, …
        settings: {
          groupCount: tournament.groupCount ?? 2,
          seedOrdering: ['groups.seed_optimized'],
        },
      });
      break;
  }
  await store.flush();
  return store;
}

/** Group sizes brackets-manager's seed_optimized distribution gives (largest groups first). */
export function groupSizes(playerCount: number, groupCount: number): number[] {
  const base = Math.floor(playerCount / groupCount);
  const extra = playerCount % groupCount;
  return Array.from({ length: groupCount }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Each group's players ranked by their finished group matches (then seed). */
export function groupTables(
  layout: BracketLayout,
  rowsByBracketId: Map<number, MatchRow>,
  userOfParticipant: Map<number, number>,
  seedOfUser: Map<number, number>,
): { group: Group; ranked: Tally[] }[] {
  const groupStage = layout.stages[0];
  if (!groupStage || groupStage.type !== 'round_robin') return [];
  const tables: { group: Group; ranked: Tally[] }[] = [];
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
    tallies.sort(
      (a, b) =>
        compareRecords(a, b) || (seedOfUser.get(a.userId) ?? 0) - (seedOfUser.get(b.userId) ?? 0),
    );
    tables.push({ group, ranked: tallies });
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
  tables: { ranked: Tally[] }[],
  participantOfUser: Map<number, number>,
): Promise<void> {
  const advance = tournament.advancePerGroup ?? 1;
  const tiers: number[][] = [];
  for (let place = 0; place < advance; place++) {
    const tier: number[] = [];
    for (const table of tables) {
      const tally = table.ranked[place];
      const participantId = tally ? participantOfUser.get(tally.userId) : undefined;
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

// ---------------------------------------------------------------------------------------------
// Our matches rows, in step with the bracket

export interface RosterEntry {
  userId: number;
  participantId: number | null;
  seed: number | null;
  rank: RankCode;
}

export async function loadRoster(db: Db, tournamentId: number): Promise<RosterEntry[]> {
  return db
    .select({
      userId: tournamentPlayers.userId,
      participantId: tournamentPlayers.participantId,
      seed: tournamentPlayers.seed,
      rank: users.rank,
    })
    .from(tournamentPlayers)
    .innerJoin(users, eq(users.id, tournamentPlayers.userId))
    .where(eq(tournamentPlayers.tournamentId, tournamentId));
}

/** Both players' races for a round: the round's race-to, or the handicap races from ranks. */
export function racesFor(
  tournament: Pick<TournamentRow, 'raceTo' | 'handicap'>,
  key: RoundKey,
  ranks: [RankCode, RankCode] | null,
  config: Config | null,
): [number, number] {
  const raceTo = tournament.raceTo[key];
  if (!tournament.handicap || !ranks || !config) return [raceTo, raceTo];
  const result = mapRaceToByRank(config, { rankA: ranks[0], rankB: ranks[1], raceTo });
  return [result.raceA, result.raceB];
}

/**
 * Makes the `matches` rows agree with the bracket: a row for every playable match, its players
 * and races set as soon as they are known ('waiting' → 'scheduled'); rows whose pairing changed
 * (a corrected result) get the new players; rows no longer needed (an unplayed reset match)
 * go. Live and finished rows are never touched here.
 */
export async function syncMatchRows(
  db: Db,
  tournament: TournamentRow,
  store: BracketStore,
): Promise<{ unfinished: number }> {
  const layout = layoutOf(store);
  const roster = await loadRoster(db, tournament.id);
  const userOfParticipant = new Map(
    roster.filter((r) => r.participantId !== null).map((r) => [r.participantId as number, r]),
  );
  const existing = await db.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const rowByBracketId = new Map(existing.map((row) => [row.bracketMatchId, row]));
  const config = tournament.handicap ? await createConfigService(db).getConfig() : null;

  const inserts: NewMatch[] = [];
  let number = 0;
  let unfinished = 0;
  for (const placed of layout.matches) {
    if (placed.bye) {
      const stale = rowByBracketId.get(Number(placed.record.id));
      if (stale && (stale.status === 'waiting' || stale.status === 'scheduled')) {
        await db.delete(matches).where(eq(matches.id, stale.id));
      }
      continue;
    }
    number += 1;
    const row = rowByBracketId.get(Number(placed.record.id));
    if (!placed.playable) {
      if (row && (row.status === 'waiting' || row.status === 'scheduled')) {
        await db.delete(matches).where(eq(matches.id, row.id));
      }
      continue;
    }
    const p1 = participantEntry(placed.record.opponent1?.id, userOfParticipant);
    const p2 = participantEntry(placed.record.opponent2?.id, userOfParticipant);
    const [race1, race2] = racesFor(
      tournament,
      placed.roundKey,
      p1 && p2 ? [p1.rank, p2.rank] : null,
      config,
    );
    const wanted = {
      player1Id: p1?.userId ?? null,
      player2Id: p2?.userId ?? null,
      race1,
      race2,
      status: (p1 && p2 ? 'scheduled' : 'waiting') as MatchRow['status'],
    };
    if (!row) {
      inserts.push({
        tournamentId: tournament.id,
        bracketMatchId: Number(placed.record.id),
        roundLabel: placed.label,
        roundKey: placed.roundKey,
        number,
        ...wanted,
      });
      continue;
    }
    if (row.status !== 'finished') unfinished += 1;
    if (row.status === 'live' || row.status === 'finished') continue;
    if (
      row.player1Id !== wanted.player1Id ||
      row.player2Id !== wanted.player2Id ||
      row.race1 !== wanted.race1 ||
      row.race2 !== wanted.race2 ||
      row.status !== wanted.status ||
      row.number !== number
    ) {
      await db
        .update(matches)
        .set({ ...wanted, number, score1: 0, score2: 0, winnerId: null })
        .where(eq(matches.id, row.id));
    }
  }
  for (const chunk of chunks(inserts, 2000)) await insertMatchRows(db, chunk);
  return { unfinished: unfinished + inserts.length };
}

type NewMatch = Pick<
  typeof matches.$inferInsert,
  | 'tournamentId'
  | 'bracketMatchId'
  | 'roundLabel'
  | 'roundKey'
  | 'number'
  | 'player1Id'
  | 'player2Id'
  | 'race1'
  | 'race2'
  | 'status'
>;

// One JSON parameter instead of a dozen bound values per row: a 256-player bracket has 500.
async function insertMatchRows(db: Db, rows: NewMatch[]): Promise<void> {
  const payload = JSON.stringify(
    rows.map((r) => ({
      tournament_id: r.tournamentId,
      bracket_match_id: r.bracketMatchId,
      round_label: r.roundLabel,
      round_key: r.roundKey,
      number: r.number,
      player1_id: r.player1Id ?? null,
      player2_id: r.player2Id ?? null,
      race1: r.race1,
      race2: r.race2,
      status: r.status,
    })),
  );
  await db.execute(
    sql`insert into ${matches} (tournament_id, bracket_match_id, round_label, round_key, number,
          player1_id, player2_id, race1, race2, status)
        select tournament_id, bracket_match_id, round_label, round_key, number,
          player1_id, player2_id, race1, race2, status
        from jsonb_to_recordset(${payload}::jsonb) as x(tournament_id int, bracket_match_id int,
          round_label text, round_key text, number int, player1_id int, player2_id int,
          race1 int, race2 int, status text)`,
  );
}

function participantEntry(
  id: Id | null | undefined,
  userOfParticipant: Map<number, RosterEntry>,
): RosterEntry | undefined {
  return id === null || id === undefined ? undefined : userOfParticipant.get(Number(id));
}

/** Tells brackets-manager a finished match's result (the winner advances). */
export async function reportResult(
  manager: BracketsManager,
  bracketMatchId: number,
  score1: number,
  score2: number,
  winner: 1 | 2,
): Promise<void> {
  await manager.update.match({
    id: bracketMatchId,
    opponent1: { score: score1, result: winner === 1 ? 'win' : 'loss' },
    opponent2: { score: score2, result: winner === 2 ? 'win' : 'loss' },
  });
}

// ---------------------------------------------------------------------------------------------
// The bracket as viewers see it

/**
 * Stages → groups → rounds → matches, with our match ids. A match nobody plays (a bye, or the
 * reset match of a double final before it is needed) has no row: it gets a negative id
 * (−1 − its bracket id) and, for a bye, the player who goes through as the winner.
 */
export function toBracket(
  layout: BracketLayout,
  tournament: Pick<TournamentRow, 'raceTo'>,
  rows: MatchRow[],
  userOfParticipant: Map<number, number>,
  players: Map<number, PlayerSummary>,
): Bracket {
  const rowByBracketId = new Map(rows.map((r) => [r.bracketMatchId, r]));
  const player = (id: number | null | undefined) =>
    id === null || id === undefined ? null : (players.get(id) ?? null);
  const userOf = (id: Id | null | undefined) =>
    id === null || id === undefined ? null : (userOfParticipant.get(Number(id)) ?? null);

  const toBracketMatch = (placed: PlacedMatch): BracketMatch => {
    const row = rowByBracketId.get(Number(placed.record.id));
    if (row) {
      return {
        id: row.id,
        number: placed.record.number,
        player1: player(row.player1Id),
        player2: player(row.player2Id),
        race1: row.race1,
        race2: row.race2,
        score1: row.score1,
        score2: row.score2,
        status: row.status,
        winnerId: row.winnerId,
        bye: false,
      };
    }
    const user1 = userOf(placed.record.opponent1?.id);
    const user2 = userOf(placed.record.opponent2?.id);
    const through = placed.bye ? (user1 ?? user2) : null;
    const race = tournament.raceTo[placed.roundKey];
    return {
      id: -1 - Number(placed.record.id),
      number: placed.record.number,
      player1: player(user1),
      player2: player(user2),
      race1: race,
      race2: race,
      score1: 0,
      score2: 0,
      status: through !== null ? 'finished' : 'waiting',
      winnerId: through,
      bye: placed.bye,
    };
  };

  return {
    stages: layout.stages.map((stage) => ({
      id: Number(stage.id),
      name: stage.name,
      type: stage.type,
      groups: layout.groups
        .filter((g) => Number(g.stage_id) === Number(stage.id))
        .map((group) => {
          const inGroup = layout.matches.filter((m) => Number(m.group.id) === Number(group.id));
          const roundNumbers = [...new Set(inGroup.map((m) => m.round.number))].sort(
            (a, b) => a - b,
          );
          return {
            number: group.number,
            label: inGroup[0]?.groupLabel ?? '',
            rounds: roundNumbers
              .map((number) => {
                const shown = inGroup.filter(
                  (m) =>
                    m.round.number === number && (m.playable || m.bye || isPendingReset(layout, m)),
                );
                return {
                  number,
                  label: shown[0]?.roundLabel ?? '',
                  matches: shown.map(toBracketMatch),
                };
              })
              .filter((round) => round.matches.length > 0),
          };
        }),
    })),
  };
}
