// Whether an event fits a tour's season: the same game family, a start within its days. Asked
// when an event joins a tour and again when an event in one changes its game or date.
import { GAME_FAMILY_LABELS, gameFamily } from '../../../shared/domain';
import { vietnamDay } from '../../../shared/tour-rules';
import type { TournamentRow, TourRow } from '../../db/schema';

/** A Vietnamese day as people write it: 28/11/2026. */
export const dayMonthYear = (day: string): string => day.split('-').reverse().join('/');

/** Why the event does not fit the season, or null when it does. */
export function seasonMisfit(
  tour: Pick<TourRow, 'family' | 'startsOn' | 'endsOn'>,
  event: Pick<TournamentRow, 'game' | 'startsAt'>,
): string | null {
  const family = gameFamily(event.game);
  if (tour.family !== family) {
    return `Tour này dành cho ${GAME_FAMILY_LABELS[tour.family]}, giải là ${GAME_FAMILY_LABELS[family]}`;
  }
  const day = vietnamDay(event.startsAt);
  if (day < tour.startsOn || day > tour.endsOn) {
    return `Giải diễn ra ngày ${dayMonthYear(day)}, ngoài mùa của tour (${dayMonthYear(tour.startsOn)} – ${dayMonthYear(tour.endsOn)})`;
  }
  return null;
}
