// The storage adapter: brackets-manager's CrudInterface over the tournament's bracket_records, or
// over a snapshot a league keeps in one JSON column (its playoff, leagues/playoffs.ts).
import { BracketsManager } from 'brackets-manager';
import type { CrudInterface, DataTypes, Id, OmitId, Table } from 'brackets-model';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bracketRecords, type BracketSnapshot } from '../../db/schema';

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
    private readonly db: Db | null,
    readonly tournamentId: number,
  ) {}

  /** Every table's rows, for a snapshot kept whole (a league's playoff). */
  static fromSnapshot(snapshot: BracketSnapshot): BracketStore {
    const store = new BracketStore(null, 0);
    for (const table of TABLES) {
      for (const data of snapshot[table] ?? []) {
        store.table(table).set(data.id, { rowId: null, data: data as Row, dirty: false });
      }
    }
    return store;
  }

  snapshot(): BracketSnapshot {
    return Object.fromEntries(
      TABLES.map((table) => [table, [...this.table(table).values()].map((e) => jsonClone(e.data))]),
    ) as BracketSnapshot;
  }

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
    if (!this.db) throw new Error('a snapshot bracket is saved by its owner (snapshot())');
    const db = this.db;
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
        await db.delete(bracketRecords).where(inArray(bracketRecords.id, chunk));
      }
    }
    // One JSON parameter per statement: far cheaper than thousands of bound values.
    for (const chunk of chunks(inserts, 2000)) {
      const payload = JSON.stringify(chunk.map(({ kind, entry }) => ({ kind, data: entry.data })));
      const written = (await db.execute(
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
      await db.execute(
        sql`update ${bracketRecords} set data = e->'data'
            from jsonb_array_elements(${payload}::jsonb) as x(e)
            where ${bracketRecords.id} = (e->>'id')::int`,
      );
    }
    for (const entries of this.tables.values())
      for (const entry of entries.values()) entry.dirty = false;
  }
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** brackets-manager over the tournament's stored bracket. */
export async function openBracket(db: Db, tournamentId: number) {
  const store = await BracketStore.load(db, tournamentId);
  return { store, manager: new BracketsManager(store) };
}
