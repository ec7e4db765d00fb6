// Which ranking tours an event's manager may put it in (the upstream's rule, so the dialog offers
// only what it would accept): the same game family, running or upcoming, their own or open, and
// a season that holds the event's Vietnamese day.
import { gameFamily, type GAMES } from '../../../shared/domain';
import type { TourSummary } from '../../../shared/schemas/tours';
import { vietnamDay } from '../../../shared/tour-rules';

export function tourChoices(
  tours: readonly TourSummary[],
  event: { game: (typeof GAMES)[number]; startsAt: string },
  userId: number | undefined,
): TourSummary[] {
  const day = vietnamDay(new Date(event.startsAt));
  const family = gameFamily(event.game);
  return tours.filter(
    (tour) =>
      tour.family === family &&
      tour.status !== 'finished' &&
      (tour.open || tour.createdBy === userId) &&
      tour.startsOn <= day &&
      day <= tour.endsOn,
  );
}
