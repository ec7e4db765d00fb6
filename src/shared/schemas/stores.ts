import { z } from '../zod';

export const storeSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  district: z.string(),
  city: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

const storeSchema = storeSummarySchema.extend({
  address: z.string(),
  phone: z.string(),
  tables: z.number().int(),
  openingHours: z.string(),
  mapUrl: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** A tournament a club is about to host (registration open, or starting soon). */
const storeTournamentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  startsAt: z.string(),
  status: z.enum(['registration', 'ongoing']),
  playerCount: z.number().int(),
  maxPlayers: z.number().int(),
  entryFee: z.number().int(),
});
export type StoreTournament = z.infer<typeof storeTournamentSchema>;

/** `/stores`: each club with its next tournaments (at most three, soonest first). */
export const storeListItemSchema = storeSchema.extend({
  upcomingTournaments: z.array(storeTournamentSchema),
});
export type StoreListItem = z.infer<typeof storeListItemSchema>;

/** Search by name, address or district (accents optional) and one city; both optional. */
export const listStoresInput = z.object({
  q: z
    .string({ error: 'Từ khoá không hợp lệ' })
    .trim()
    .max(100, { error: 'Từ khoá tối đa 100 ký tự' })
    .optional(),
  city: z.string({ error: 'Thành phố không hợp lệ' }).trim().max(100).optional(),
});
export type ListStoresInput = z.infer<typeof listStoresInput>;
