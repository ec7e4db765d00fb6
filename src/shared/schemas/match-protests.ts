// Protests against a match's result: a player's within the tournament's protest window, and the
// managers' ruling on it (shared/domain.ts PROTEST_RULINGS).
import { PROTEST_RULINGS } from '../domain';
import { z } from '../zod';
import { idSchema } from './common';
import { playerSummarySchema } from './player-summary';

export const PROTEST_REASON_MAX = 500;

/** A protest's photo: a phone's picture, scaled down on the phone before it is sent. */
const PROTEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROTEST_PHOTO_MAX_BYTES = 600 * 1024;
/** The longest side a phone scales a photo down to before sending it. */
export const PROTEST_PHOTO_SIDE = 1280;
export const PROTEST_PHOTO_MESSAGES = {
  tooLarge: `Ảnh tối đa ${PROTEST_PHOTO_MAX_BYTES / 1024} KB`,
  notAnImage: 'Ảnh phải là JPEG, PNG hoặc WebP',
} as const;

export const protestPhotoSchema = z.object({
  contentType: z.enum(PROTEST_PHOTO_TYPES, { error: PROTEST_PHOTO_MESSAGES.notAnImage }),
  /** Base64 of the bytes. */
  data: z
    .base64({ error: PROTEST_PHOTO_MESSAGES.notAnImage })
    .max(Math.ceil(PROTEST_PHOTO_MAX_BYTES / 3) * 4, { error: PROTEST_PHOTO_MESSAGES.tooLarge }),
});
export type ProtestPhoto = z.infer<typeof protestPhotoSchema>;

const protestSchema = z.object({
  id: z.number().int().positive(),
  player: playerSummarySchema,
  reason: z.string(),
  at: z.string(),
  /** Null while the managers have not ruled. */
  ruling: z.enum(PROTEST_RULINGS).nullable(),
  ruledBy: playerSummarySchema.nullable(),
  ruledAt: z.string().nullable(),
  /** It carries a photo (which only the managers and the match's two players may see). */
  hasPhoto: z.boolean(),
});
export type Protest = z.infer<typeof protestSchema>;

/** A match's protests, and what the caller may do about its current result. */
export const matchProtestsSchema = z.object({
  /** When the current result's window closes (null: no result, or the event has no window). */
  closesAt: z.string().nullable(),
  /** The result is final: decided, its window closed, and no protest of it left open. */
  final: z.boolean(),
  /** The caller is one of the two players, the window is open and they have not protested it. */
  mayProtest: z.boolean(),
  /** The caller manages the tournament and a protest waits for a ruling. */
  mayRule: z.boolean(),
  /** The caller may see the protests' photos: a manager, or one of the two players. */
  maySeePhotos: z.boolean(),
  /** Every protest of the match, newest first. */
  protests: z.array(protestSchema),
});
export type MatchProtests = z.infer<typeof matchProtestsSchema>;

export const fileProtestBody = z.object({
  reason: z
    .string({ error: 'Hãy nêu lý do khiếu nại' })
    .trim()
    .min(5, { error: 'Lý do khiếu nại cần ít nhất 5 ký tự' })
    .max(PROTEST_REASON_MAX, { error: `Lý do khiếu nại tối đa ${PROTEST_REASON_MAX} ký tự` }),
  photo: protestPhotoSchema.optional(),
});
export const fileProtestInput = fileProtestBody.extend({ id: idSchema });
export type FileProtestInput = z.infer<typeof fileProtestInput>;

/** A protest's photo, by the protest's id. */
export const protestPhotoInput = z.object({ id: idSchema });

const scoreField = z
  .number({ error: 'Tỉ số phải là một số' })
  .int({ error: 'Tỉ số phải là số nguyên' })
  .min(0, { error: 'Tỉ số không được âm' });

const ruleProtestFields = z.object({
  protestId: idSchema,
  ruling: z.enum(PROTEST_RULINGS, { error: 'Hãy chọn cách xử lý khiếu nại' }),
  score1: scoreField.optional(),
  score2: scoreField.optional(),
});

const correctedHasScore = (body: z.infer<typeof ruleProtestFields>, ctx: z.RefinementCtx): void => {
  if (body.ruling === 'corrected' && (body.score1 === undefined || body.score2 === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['score1'], message: 'Hãy nhập tỉ số đã sửa' });
  }
};

/** A ruling; `corrected` carries the result it is corrected to. */
export const ruleProtestBody = ruleProtestFields.superRefine(correctedHasScore);
export const ruleProtestInput = ruleProtestFields
  .extend({ id: idSchema })
  .superRefine(correctedHasScore);
export type RuleProtestInput = z.infer<typeof ruleProtestInput>;
