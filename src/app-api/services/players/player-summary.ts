import { inArray } from 'drizzle-orm';
import { isProvisional } from '../../../shared/domain';
import type { PlayerSummary } from '../../../shared/schemas/players';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export const playerSummaryColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  avatar: users.avatar,
  rank: users.rank,
  rating: users.rating,
  ratingDeviation: users.ratingDeviation,
};

export function toPlayerSummary(
  row: Pick<
    UserRow,
    'id' | 'username' | 'fullName' | 'avatar' | 'rank' | 'rating' | 'ratingDeviation'
  >,
): PlayerSummary {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatar: row.avatar,
    rank: row.rank,
    rating: row.rating,
    provisional: isProvisional(row.ratingDeviation),
  };
}

/** Public summaries of the given users, by id (never phone, e-mail or coins). */
export async function loadPlayerSummaries(
  db: Db,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, PlayerSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(playerSummaryColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, toPlayerSummary(row)]));
}
