// How a tour's facts read on its pages: its days, its status and a place in its table.
import { GAME_FAMILY_LABELS, type GameFamily } from '../../../shared/domain';
import { TOUR_STATUS_LABELS, type TourRollover, type TourStatus } from '../../../shared/tour-rules';

export { TOUR_STATUS_LABELS };

export const TOUR_STATUS_COLORS: Record<TourStatus, string> = {
  upcoming: 'blue',
  running: 'emerald',
  finished: 'gray',
};

export const FAMILY_LABELS: Record<GameFamily, string> = GAME_FAMILY_LABELS;

export { seasonLabel } from '../../../shared/day-format';

/** `n điểm`, with the thousands grouped. */
export const pointsLabel = (points: number) => `${points.toLocaleString('vi-VN')} điểm`;

/** An event's final place as a phrase: Vô địch, Á quân, Hạng 3… */
export function placeName(place: number): string {
  if (place === 1) return 'Vô địch';
  if (place === 2) return 'Á quân';
  return `Hạng ${place}`;
}

/** The events a season counts on: all but the cancelled. */
export const countedEvents = (tour: { events: readonly { tournament: { status: string } }[] }) =>
  tour.events.filter((event) => event.tournament.status !== 'cancelled').length;

/** The rollover rules as a select offers them (the field's help says the rest). */
export const ROLLOVER_CHOICES: Record<TourRollover, string> = {
  halve: 'Giữ một nửa số điểm',
  reset: 'Tính lại từ 0',
};
