import { asc } from 'drizzle-orm';
import type { Store, StoreSummary } from '../../shared/schemas/stores';
import type { Db } from '../db/client';
import { stores, type StoreRow } from '../db/schema';

export function toStore(row: StoreRow): Store {
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

export function createStoreService(db: Db) {
  /** Every store, by city then name (the list is short: clubs, not tables). */
  async function list(): Promise<Store[]> {
    const rows = await db
      .select()
      .from(stores)
      .orderBy(asc(stores.city), asc(stores.name), asc(stores.id));
    return rows.map(toStore);
  }

  return { list };
}

export type StoreService = ReturnType<typeof createStoreService>;
