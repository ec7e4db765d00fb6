import { z } from '../zod';

/** The largest id a row can have: ids are PostgreSQL `serial`s (32-bit integers). */
const MAX_ID = 2_147_483_647;

export const idSchema = z.coerce
  .number<number>({ error: 'Mã không hợp lệ' })
  .int({ error: 'Mã không hợp lệ' })
  .positive({ error: 'Mã không hợp lệ' })
  .max(MAX_ID, { error: 'Mã không hợp lệ' });

export const byIdInput = z.object({ id: idSchema });

/**
 * A live view's `lastEventId`: the id of the last state the client was sent, which it sends back
 * when it reconnects (tRPC's `tracked` events); it is not sent that state again.
 */
export const lastEventIdField = { lastEventId: z.string().max(64).optional() };

/** A live view of one thing. */
export const followInput = byIdInput.extend(lastEventIdField);

// Coerced, so that the same rules read a query string's text (shared/contract/queries.ts).
export const paginationInput = z.object({
  page: z.coerce
    .number<number>({ error: 'Trang phải là một số' })
    .int({ error: 'Trang phải là số nguyên' })
    .min(1, { error: 'Trang phải từ 1 trở lên' })
    .max(1_000_000, { error: 'Trang quá lớn' })
    .optional(),
  perPage: z.coerce
    .number<number>({ error: 'Số mục mỗi trang phải là một số' })
    .int({ error: 'Số mục mỗi trang phải là số nguyên' })
    .min(1, { error: 'Số mục mỗi trang phải từ 1 trở lên' })
    .max(100, { error: 'Tối đa 100 mục mỗi trang' })
    .optional(),
});
export type PaginationInput = z.infer<typeof paginationInput>;

export const paginationMeta = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}
export type Paginated<T> = { data: T[]; meta: PaginationMeta };

// The upstream's `show_message: true, type: "warning"` travels to the client as this notice.
const noticeSchema = z.object({
  type: z.literal('warning'),
  message: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticesSchema = z.array(noticeSchema);

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
