import type { TournamentStatus } from '../../../shared/schemas/tournaments';

// Three on a wide screen, two below it (a third card would sit alone on its row).
export const HOME_TOURNAMENTS_SHOWN = 3;
export const TOP_PLAYERS_SHOWN = 5;

/** The home page's reads (its sections and the route prefetch ask for the same). */
export const homeTournamentsInput = (
  status: Extract<TournamentStatus, 'ongoing' | 'registration'>,
) => ({ page: 1, perPage: HOME_TOURNAMENTS_SHOWN, status }) as const;
export const topPlayersInput = { page: 1, perPage: TOP_PLAYERS_SHOWN } as const;
