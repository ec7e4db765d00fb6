import { and, asc, inArray, sql } from 'drizzle-orm';
import type {
  ListStoresInput,
  Store,
  StoreListItem,
  StoreSummary,
  StoreTournament,
} from '../../shared/schemas/stores';
import type { Db } from '../db/client';
import { stores, tournamentPlayers, tournaments, type StoreRow } from '../db/schema';
import { foldSearchText } from '../db/search-fold';

/** A club lists at most this many of its next tournaments. */
const UPCOMING_PER_STORE = 3;

function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    district: row.district,
    city: row.city,
    address: row.address,
    phone: row.phone,
    tables: row.tables,
    openingHours: row.openingHours,
    mapUrl: row.mapUrl,
  };
}

export function toStoreSummary(
  row: Pick<StoreRow, 'id' | 'name' | 'district' | 'city'>,
): StoreSummary {
  return { id: row.id, name: row.name, district: row.district, city: row.city };
}

// The outer id is spelled with its table: in a one-table select drizzle writes columns bare, and a
// bare "id" inside the subquery is tournament_players.id (every count came out 0 or 1).
const playerCount =
  sql<number>`(select count(*) from ${tournamentPlayers} where ${tournamentPlayers.tournamentId} = ${tournaments}.${sql.identifier(tournaments.id.name)})`.mapWith(
    Number,
  );

export function createStoreService(db: Db) {
  /** Every store, by city then name (the list is short: clubs, not tables). */
  async function all(): Promise<Store[]> {
    const rows = await db
      .select()
      .from(stores)
      .orderBy(asc(stores.city), asc(stores.name), asc(stores.id));
    return rows.map(toStore);
  }

  /**
   * `/stores`: clubs matching the search (name, address or district, accents optional) in one
   * city, each with its next tournaments. A few dozen clubs at most, so the folding runs here.
   */
  async function list(input: ListStoresInput = {}): Promise<StoreListItem[]> {
    const q = input.q ? foldSearchText(input.q.trim()) : '';
    const city = input.city?.trim();
    const found = (await all()).filter(
      (store) =>
        (!city || store.city === city) &&
        (!q || foldSearchText(`${store.name} ${store.address} ${store.district}`).includes(q)),
    );
    const upcoming = await upcomingOf(found.map((s) => s.id));
    return found.map((store) => ({ ...store, upcomingTournaments: upcoming.get(store.id) ?? [] }));
  }

  /** Open for registration or being played, soonest start first, a few per club. */
  async function upcomingOf(storeIds: number[]): Promise<Map<number, StoreTournament[]>> {
    const byStore = new Map<number, StoreTournament[]>();
    if (storeIds.length === 0) return byStore;
    const rows = await db
      .select({
        id: tournaments.id,
        storeId: tournaments.storeId,
        name: tournaments.name,
        startsAt: tournaments.startsAt,
        status: tournaments.status,
        playerCount,
        maxPlayers: tournaments.maxPlayers,
        entryFee: tournaments.entryFee,
      })
      .from(tournaments)
      .where(
        and(
          inArray(tournaments.storeId, storeIds),
          inArray(tournaments.status, ['registration', 'ongoing']),
        ),
      )
      .orderBy(asc(tournaments.startsAt), asc(tournaments.id));
    for (const { storeId, status, startsAt, ...row } of rows) {
      if (storeId === null || (status !== 'registration' && status !== 'ongoing')) continue;
      const list = byStore.get(storeId) ?? [];
      if (list.length < UPCOMING_PER_STORE) {
        list.push({ ...row, status, startsAt: startsAt.toISOString() });
      }
      byStore.set(storeId, list);
    }
    return byStore;
  }

  /** The cities that have clubs, sorted, for the city filter. */
  async function cities(): Promise<string[]> {
    const rows = await db.selectDistinct({ city: stores.city }).from(stores);
    return rows.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'vi'));
  }

  return { list, cities };
}

export type StoreService = ReturnType<typeof createStoreService>;
