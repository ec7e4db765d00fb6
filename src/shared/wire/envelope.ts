import { z } from '../zod';
import type { paginationMeta } from '../schemas/common';

/** `{ page, per_page, total, last_page }` → PaginationMeta */
const metaWire = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  })
  .transform((m): z.infer<typeof paginationMeta> => ({
    page: m.page,
    perPage: m.per_page,
    total: m.total,
    lastPage: m.last_page,
  }));
export type MetaWire = z.input<typeof metaWire>;

/** A paginated list: the envelope rule hands over the whole body because it has `meta`. */
export function paginatedWire<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: metaWire });
}

// Optional fields tolerate null and odd types: a richer or sloppier upstream must not break us.
export const envelopeWire = z.looseObject({
  data: z.unknown().optional(),
  meta: z.unknown().optional(),
  show_message: z.boolean().nullish().catch(null),
  type: z.string().nullish().catch(null),
  message: z.string().nullish().catch(null),
});

export const errorBodyWire = z.looseObject({
  message: z.string().nullish().catch(null),
  errors: z.record(z.string(), z.array(z.string())).nullish().catch(null),
});
