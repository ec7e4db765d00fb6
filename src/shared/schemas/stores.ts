import { z } from '../zod';

export const storeSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  district: z.string(),
  city: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storeSchema = storeSummarySchema.extend({
  address: z.string(),
  phone: z.string(),
  tables: z.number().int(),
  openingHours: z.string(),
  mapUrl: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;
