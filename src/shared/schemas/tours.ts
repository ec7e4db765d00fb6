// Ranking tours ("Tour", "Bảng xếp hạng mùa", issue 42): a season of events across clubs whose
// final places earn points by the event's tier; the best results count, and a season hands its
// points to the next by its rollover rule (shared/tour-rules.ts).
import { GAME_FAMILIES } from '../domain';
import { TOUR_LIMITS, TOUR_ROLLOVERS, TOUR_STATUSES } from '../tour-rules';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { patchOf } from './patch';
import { playerSummarySchema } from './player-summary';
import { tournamentSummarySchema } from './tournaments';

const TOUR_MESSAGES = {
  tierNames: 'Mỗi hạng giải phải có tên riêng',
  seasonOrder: 'Ngày kết thúc mùa phải sau ngày bắt đầu',
  tierNeedsTour: 'Hãy chọn hạng giải trong tour',
} as const;

/** A calendar day, `YYYY-MM-DD`, as a season's dates are (Vietnamese days). */
export const calendarDay = z
  .string({ error: 'Ngày không hợp lệ' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ngày phải có dạng YYYY-MM-DD' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: 'Ngày không hợp lệ' })
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'Ngày không tồn tại',
  });

const tourFamily = z.enum(GAME_FAMILIES, { error: 'Môn không hợp lệ' });
const tourRollover = z.enum(TOUR_ROLLOVERS, { error: 'Cách chuyển mùa không hợp lệ' });
const tourStatus = z.enum(TOUR_STATUSES, { error: 'Trạng thái không hợp lệ' });

/** A tier's name on an event ("A", "B", "Mở rộng"). */
const tierName = z
  .string({ error: 'Hãy nhập tên hạng giải' })
  .trim()
  .min(1, { error: 'Hãy nhập tên hạng giải' })
  .max(20, { error: 'Tên hạng giải tối đa 20 ký tự' });

/** A tier: the points of places 1, 2, 3… in order; a place beyond the list earns nothing. */
const tourTierSchema = z.object({
  name: tierName,
  points: z
    .array(
      z
        .number({ error: 'Điểm phải là một số' })
        .int({ error: 'Điểm phải là số nguyên' })
        .min(0, { error: 'Điểm không được âm' })
        .max(TOUR_LIMITS.points, { error: `Điểm tối đa ${TOUR_LIMITS.points}` }),
    )
    .min(1, { error: 'Mỗi hạng giải cần điểm cho ít nhất hạng nhất' })
    .max(TOUR_LIMITS.places, { error: `Tối đa ${TOUR_LIMITS.places} thứ hạng có điểm` }),
});
export type TourTier = z.infer<typeof tourTierSchema>;

const tourFields = z.object({
  name: z
    .string({ error: 'Hãy nhập tên tour' })
    .trim()
    .min(3, { error: 'Tên tour tối thiểu 3 ký tự' })
    .max(120, { error: 'Tên tour tối đa 120 ký tự' }),
  description: z.string().trim().max(2000, { error: 'Giới thiệu tối đa 2000 ký tự' }).default(''),
  family: tourFamily,
  startsOn: calendarDay,
  endsOn: calendarDay,
  tiers: z
    .array(tourTierSchema)
    .min(1, { error: 'Tour cần ít nhất một hạng giải' })
    .max(TOUR_LIMITS.tiers, { error: `Tối đa ${TOUR_LIMITS.tiers} hạng giải` }),
  /** How many of a player's best event results count; null: every one. */
  bestOf: z
    .number({ error: 'Số kết quả tính điểm phải là một số' })
    .int({ error: 'Số kết quả tính điểm phải là số nguyên' })
    .min(1, { error: 'Số kết quả tính điểm phải từ 1 trở lên' })
    .max(TOUR_LIMITS.bestOf, { error: `Số kết quả tính điểm tối đa ${TOUR_LIMITS.bestOf}` })
    .nullable(),
  /** What this season's points become in the next season (the one naming it `previousId`). */
  rollover: tourRollover,
  /** The season before, whose points carry in by its rollover rule; null: the first season. */
  previousId: idSchema.nullable().default(null),
  /** Other organisers may attach their events; else only the tour's own. */
  open: z.boolean().default(false),
});

type TourFieldsInput = Partial<z.infer<typeof tourFields>>;

function checkTourFields(value: TourFieldsInput, ctx: z.RefinementCtx): void {
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
    ctx.addIssue({ code: 'custom', message: TOUR_MESSAGES.seasonOrder, path: ['endsOn'] });
  }
  const names = (value.tiers ?? []).map((tier) => tier.name.toLocaleLowerCase('vi'));
  if (new Set(names).size !== names.length) {
    ctx.addIssue({ code: 'custom', message: TOUR_MESSAGES.tierNames, path: ['tiers'] });
  }
}

export const createTourInput = tourFields.superRefine(checkTourFields);
export type CreateTourInput = z.infer<typeof createTourInput>;

/** The body of a change: any subset of the fields. */
export const updateTourFields = patchOf(tourFields).superRefine(checkTourFields);
export const updateTourInput = patchOf(tourFields)
  .extend({ id: idSchema })
  .superRefine(checkTourFields);
export type UpdateTourInput = z.infer<typeof updateTourInput>;

export const listToursInput = paginationInput.extend({
  family: tourFamily.optional(),
  status: tourStatus.optional(),
});
export type ListToursInput = z.infer<typeof listToursInput>;

/** A season as lists show it. */
export const tourSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  family: tourFamily,
  startsOn: z.string(),
  endsOn: z.string(),
  /** On the upstream's Vietnamese day. */
  status: tourStatus,
  open: z.boolean(),
  createdBy: z.number().int(),
  tierNames: z.array(z.string()),
  eventCount: z.number().int(),
  /** The table's first, once an event's results are final. */
  leader: playerSummarySchema.nullable(),
});
export type TourSummary = z.infer<typeof tourSummarySchema>;

/** An event of the season with its tier; `final` once its results stand (protests closed). */
const tourEventSchema = z.object({
  tournament: tournamentSummarySchema,
  tier: z.string(),
  final: z.boolean(),
});
export type TourEvent = z.infer<typeof tourEventSchema>;

const seasonLink = z.object({ id: z.number().int(), name: z.string() });

export const tourSchema = tourSummarySchema.extend({
  description: z.string(),
  tiers: z.array(tourTierSchema),
  bestOf: z.number().int().nullable(),
  rollover: tourRollover,
  previous: seasonLink.nullable(),
  next: seasonLink.nullable(),
  organizer: playerSummarySchema,
  /** By start, earliest first. */
  events: z.array(tourEventSchema),
  viewer: z.object({ manager: z.boolean() }),
});
export type Tour = z.infer<typeof tourSchema>;

/** One event's result of a player in the season. */
const tourResultSchema = z.object({
  tournamentId: z.number().int(),
  tier: z.string(),
  place: z.number().int(),
  points: z.number().int(),
  /** Among the player's best `bestOf` results. */
  counted: z.boolean(),
});
export type TourResult = z.infer<typeof tourResultSchema>;

const tourStandingSchema = z.object({
  /** Shared by players level on points and on every tiebreak. */
  place: z.number().int(),
  player: playerSummarySchema,
  points: z.number().int(),
  /** Points handed on by the previous season (its rollover rule). */
  carried: z.number().int(),
  eventsPlayed: z.number().int(),
  /** By event start, earliest first. */
  results: z.array(tourResultSchema),
});
export type TourStanding = z.infer<typeof tourStandingSchema>;

export const tourStandingsSchema = z.object({
  tourId: z.number().int(),
  /** Events whose results are final, which the table counts. */
  finalEvents: z.number().int(),
  rows: z.array(tourStandingSchema),
});
export type TourStandings = z.infer<typeof tourStandingsSchema>;

/** A player's seasons on their profile, newest first. */
export const playerTourSchema = z.object({
  tour: tourSummarySchema,
  place: z.number().int(),
  points: z.number().int(),
  eventsPlayed: z.number().int(),
});
export type PlayerTour = z.infer<typeof playerTourSchema>;

/** An organiser puts their event in a tour with a tier, or takes it out (`tourId` null). */
const tourChoice = z.object({
  tourId: idSchema.nullable(),
  tier: tierName.nullable().default(null),
});
const tierGiven = (value: z.infer<typeof tourChoice>) =>
  value.tourId === null || value.tier !== null;
const tierIssue = { error: TOUR_MESSAGES.tierNeedsTour, path: ['tier'] };

export const setTournamentTourFields = tourChoice.refine(tierGiven, tierIssue);
export const setTournamentTourInput = tourChoice
  .extend({ id: idSchema })
  .refine(tierGiven, tierIssue);
export type SetTournamentTourInput = z.infer<typeof setTournamentTourInput>;
