// Check-in at the venue: the organiser opens it before the start, players scan the venue's
// rotating code (or the organiser ticks them off), and the start withdraws whoever is absent.
import { z } from '../zod';
import { idSchema } from './common';

/** A new code every period: a photo of the QR code sent home stops working within a minute. */
export const CHECK_IN_PERIOD_SECONDS = 30;
export const CHECK_IN_CODE_LENGTH = 6;

/** The code the venue shows, as digits and as a QR code linking to the check-in page. */
export const checkInCodeSchema = z.object({
  code: z.string(),
  /** When this code stops being shown (it is still accepted for one more period). */
  expiresAt: z.string(),
  periodSeconds: z.number().int(),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

const checkInCode = z
  .string({ error: 'Vui lòng nhập mã điểm danh' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Mã điểm danh gồm 6 chữ số' });

export const checkInInput = z.object({ id: idSchema, code: checkInCode });

/** The organiser marks a registered player present or absent. */
export const presenceInput = z.object({ id: idSchema, userId: idSchema, present: z.boolean() });
