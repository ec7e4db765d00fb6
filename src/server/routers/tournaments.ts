import { listTournamentsInput, myTournamentsInput } from '../../shared/schemas/tournament-lists';
import { startTournamentInput, updateTournamentInput } from '../../shared/schemas/tournaments';
import { setTournamentTourInput } from '../../shared/schemas/tours';
import type { LiveTopic } from '../live/bus';
import { subscriptionOf, TOURNAMENT_STREAM } from '../live/streams';
import { forward } from '../forward';
import { procedureFor, router } from '../trpc';

/** Every tournament change concerns what its viewers see: they are told once it succeeded. */
const tournamentTopic = ({ id }: { id: number }): LiveTopic[] => [`tournament:${id}`];

export const tournamentsRouter = router({
  list: forward('tournaments.list', { input: listTournamentsInput }),
  get: forward('tournaments.get'),
  joined: forward('tournaments.joined', { input: myTournamentsInput }),
  managing: forward('tournaments.managing', { input: myTournamentsInput }),
  create: forward('tournaments.create'),
  update: forward('tournaments.update', {
    input: updateTournamentInput,
    publishes: tournamentTopic,
  }),
  delete: forward('tournaments.delete', { publishes: tournamentTopic }),
  /** Puts the event in a ranking tour with a tier, or takes it out, before it starts. */
  setTour: forward('tournaments.setTour', {
    input: setTournamentTourInput,
    publishes: tournamentTopic,
  }),
  open: forward('tournaments.open', { publishes: tournamentTopic }),
  join: forward('tournaments.join', { publishes: tournamentTopic }),
  leave: forward('tournaments.leave', { publishes: tournamentTopic }),
  /** Its first matches go live: the live list is told too. */
  start: forward('tournaments.start', {
    input: startTournamentInput,
    publishes: (input) => [...tournamentTopic(input), 'matches:live'],
  }),
  cancel: forward('tournaments.cancel', { publishes: tournamentTopic }),
  players: forward('tournaments.players'),
  /** The managers' screening of the registered players (eligibility, sandbagging signals). */
  screening: forward('tournaments.screening'),
  standings: forward('tournaments.standings'),
  bracket: forward('tournaments.bracket'),
  matches: forward('tournaments.matches'),
  openCheckIn: forward('tournaments.openCheckIn', { publishes: tournamentTopic }),
  checkInCode: forward('tournaments.checkInCode'),
  checkIn: forward('tournaments.checkIn', { publishes: tournamentTopic }),
  markPresence: forward('tournaments.markPresence', { publishes: tournamentTopic }),
  board: forward('tournaments.board'),
  configureBoard: forward('tournaments.configureBoard', { publishes: tournamentTopic }),
  swapMatches: forward('tournaments.swapMatches', { publishes: tournamentTopic }),

  /**
   * Tells a tournament's viewers that something changed, so they refetch what they show
   * (live/streams.ts says when a reconnecting viewer is told).
   */
  onChange: procedureFor('tournaments.onChange')
    .input(TOURNAMENT_STREAM.input)
    .subscription(subscriptionOf(TOURNAMENT_STREAM)),
});
