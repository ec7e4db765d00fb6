// Whether an event fits a tour's season: the same game family, a start within its days. Asked
// when an event joins a tour and again when an event in one changes its game or date, by the
// tours and by the tournaments alike, so it lives with neither.
import { formatDay } from './day-format';
import { GAME_FAMILY_LABELS, gameFamily, type GAMES, type GameFamily } from './domain';
import { vietnamDay } from './tour-rules';

/** Why the event does not fit the season, or null when it does. */
export function seasonMisfit(
  tour: { family: GameFamily; startsOn: string; endsOn: string },
  event: { game: (typeof GAMES)[number]; startsAt: Date },
): string | null {
  const family = gameFamily(event.game);
  if (tour.family !== family) {
    return `Tour này dành cho ${GAME_FAMILY_LABELS[tour.family]}, giải là ${GAME_FAMILY_LABELS[family]}`;
  }
  const day = vietnamDay(event.startsAt);
  if (day < tour.startsOn || day > tour.endsOn) {
    return `Giải diễn ra ngày ${formatDay(day)}, ngoài mùa của tour (${formatDay(tour.startsOn)} – ${formatDay(tour.endsOn)})`;
  }
  return null;
}
