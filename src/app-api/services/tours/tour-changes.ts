// An organiser's changes to ranking tours: a season made or changed by its organiser, and an
// event put in a tour with a tier (or taken out) by the event's managers before it starts. Each
// runs in one transaction, with the rows it checks locked.
import { and, eq, ne } from 'drizzle-orm';
import type { CreateTourInput, SetTournamentTourInput } from '../../../shared/schemas/tours';
import type { User } from '../../../shared/schemas/user';
import { tourStatusOn, vietnamDay } from '../../../shared/tour-rules';
import type { Db } from '../../db/client';
import { tournaments, tours, type TourRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertManager, lockTournament, requirePermission } from '../access';
import { formatDay } from '../../../shared/day-format';
import { seasonMisfit } from '../../../shared/season-fit';
import { findTour } from './tour-reads';

type TourFields = Omit<CreateTourInput, 'previousId'> & { previousId: number | null };

/** The season before must be of the same game, end before this one starts, and have no other next. */
async function checkPrevious(tx: Db, fields: TourFields, self: number | null): Promise<void> {
  if (fields.previousId === null) return;
  if (fields.previousId === self) {
    throw AppApiError.field('previous_id', APP_API_MESSAGES.tourPreviousSelf);
  }
  const previous = await findTour(tx, fields.previousId).catch(() => {
    throw AppApiError.field('previous_id', APP_API_MESSAGES.tourNotFound);
  });
  if (previous.family !== fields.family) {
    throw AppApiError.field('previous_id', APP_API_MESSAGES.tourPreviousFamily);
  }
  if (previous.endsOn >= fields.startsOn) {
    throw AppApiError.field(
      'previous_id',
      `Mùa trước kết thúc ngày ${formatDay(previous.endsOn)}: mùa này phải bắt đầu sau ngày đó`,
    );
  }
  const [taken] = await tx
    .select({ name: tours.name })
    .from(tours)
    .where(and(eq(tours.previousId, previous.id), self === null ? undefined : ne(tours.id, self)));
  if (taken) {
    throw AppApiError.conflict(`Mùa "${previous.name}" đã có mùa tiếp theo: "${taken.name}"`);
  }
}

/** The season's events must still fit a changed season: its game, its days, its tiers. */
async function checkEventsFit(tx: Db, tour: TourRow, fields: TourFields): Promise<void> {
  const events = await tx
    .select({ name: tournaments.name, startsAt: tournaments.startsAt, tier: tournaments.tourTier })
    .from(tournaments)
    .where(eq(tournaments.tourId, tour.id));
  if (events.length > 0 && fields.family !== tour.family) {
    throw AppApiError.conflict(APP_API_MESSAGES.tourFamilyWithEvents);
  }
  const tiers = new Set(fields.tiers.map((t) => t.name));
  for (const event of events) {
    const day = vietnamDay(event.startsAt);
    if (day < fields.startsOn || day > fields.endsOn) {
      throw AppApiError.conflict(
        `Giải "${event.name}" (${formatDay(day)}) thuộc tour sẽ nằm ngoài mùa mới: hãy bỏ giải khỏi tour trước`,
      );
    }
    if (event.tier !== null && !tiers.has(event.tier)) {
      throw AppApiError.conflict(
        `Hạng giải "${event.tier}" đang được dùng cho giải "${event.name}": không thể bỏ hạng này`,
      );
    }
  }
}

/** What decides a season's table: fixed once the season has finished (its name and words are not). */
const SEASON_RULES = [
  'family',
  'startsOn',
  'endsOn',
  'tiers',
  'bestOf',
  'rollover',
  'previousId',
] as const satisfies readonly (keyof TourFields)[];

/** The first rule `fields` would change in `tour`, or null. */
function changedRule(tour: TourRow, fields: TourFields): (typeof SEASON_RULES)[number] | null {
  return (
    SEASON_RULES.find((rule) => JSON.stringify(fields[rule]) !== JSON.stringify(tour[rule])) ?? null
  );
}

export function createTourChanges(db: Db, { now }: { now: () => Date }) {
  async function create(user: User, input: CreateTourInput): Promise<number> {
    requirePermission(user, 'tournament.create');
    return await db.transaction(async (tx) => {
      await checkPrevious(tx, input, null);
      const [row] = await tx
        .insert(tours)
        .values({ ...input, createdBy: user.id })
        .returning({ id: tours.id });
      if (!row) throw new Error('tour not created');
      return row.id;
    });
  }

  async function update(user: User, id: number, input: Partial<CreateTourInput>): Promise<void> {
    requirePermission(user, 'tournament.create');
    await db.transaction(async (tx) => {
      const [tour] = await tx.select().from(tours).where(eq(tours.id, id)).for('update');
      if (!tour) throw AppApiError.notFound(APP_API_MESSAGES.tourNotFound);
      if (tour.createdBy !== user.id) throw AppApiError.forbidden(APP_API_MESSAGES.tourNotOwner);
      const fields: TourFields = {
        name: input.name ?? tour.name,
        description: input.description ?? tour.description,
        family: input.family ?? tour.family,
        startsOn: input.startsOn ?? tour.startsOn,
        endsOn: input.endsOn ?? tour.endsOn,
        tiers: input.tiers ?? tour.tiers,
        bestOf: input.bestOf === undefined ? tour.bestOf : input.bestOf,
        rollover: input.rollover ?? tour.rollover,
        previousId: input.previousId === undefined ? tour.previousId : input.previousId,
        open: input.open ?? tour.open,
      };
      if (fields.endsOn < fields.startsOn) {
        throw AppApiError.field('ends_on', 'Ngày kết thúc mùa phải sau ngày bắt đầu');
      }
      // A finished season's table is its players' record: only a corrected result may move it.
      if (tourStatusOn(tour, vietnamDay(now())) === 'finished' && changedRule(tour, fields)) {
        throw AppApiError.conflict(APP_API_MESSAGES.tourFinishedRules);
      }
      await checkPrevious(tx, fields, id);
      await checkEventsFit(tx, tour, fields);
      await tx.update(tours).set(fields).where(eq(tours.id, id));
    });
  }

  /**
   * Puts the event in the tour with a tier, or takes it out (`tourId` null): its managers, before
   * it starts, into their own tour or an open one of the same game whose season holds its day.
   */
  async function setTour(user: User, input: SetTournamentTourInput): Promise<void> {
    await db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, input.id);
      await assertManager(tx, tournament, user);
      if (tournament.status !== 'draft' && tournament.status !== 'registration') {
        throw AppApiError.conflict(APP_API_MESSAGES.tourAfterStart);
      }
      if (input.tourId === null || input.tier === null) {
        await tx
          .update(tournaments)
          .set({ tourId: null, tourTier: null })
          .where(eq(tournaments.id, tournament.id));
        return;
      }
      const [tour] = await tx.select().from(tours).where(eq(tours.id, input.tourId)).for('share');
      if (!tour) throw AppApiError.field('tour_id', APP_API_MESSAGES.tourNotFound);
      if (!tour.open && tour.createdBy !== user.id) {
        throw AppApiError.forbidden(APP_API_MESSAGES.tourClosed);
      }
      const misfit = seasonMisfit(tour, tournament);
      if (misfit) throw AppApiError.field('tour_id', misfit);
      if (!tour.tiers.some((tier) => tier.name === input.tier)) {
        throw AppApiError.field(
          'tier',
          `Tour không có hạng giải "${input.tier}": hãy chọn ${tour.tiers.map((t) => t.name).join(', ')}`,
        );
      }
      await tx
        .update(tournaments)
        .set({ tourId: tour.id, tourTier: input.tier })
        .where(eq(tournaments.id, tournament.id));
    });
  }

  return { create, update, setTour };
}
