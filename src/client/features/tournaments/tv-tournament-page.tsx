// /tv/tournaments/:id: one tournament on a venue's TV, full screen, for the whole day.
import { useTournamentId } from './tournament-hooks';
import { useTvScreen } from './tv/tv-hooks';
import { TvTournament } from './tv/tv-tournament';

export default function TvTournamentPage() {
  useTvScreen();
  return <TvTournament id={useTournamentId()} />;
}
