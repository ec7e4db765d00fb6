import { listLeaguesInput } from '../../shared/schemas/leagues';
import { forward } from '../forward';
import { router } from '../trpc';

// Team leagues (issue 42): every rule is the upstream's; the BFF forwards. A team match's page
// reads it again every few seconds while it is played (the client's own refetch), so captains on
// two phones see each other's picks and scores.
export const leaguesRouter = router({
  list: forward('leagues.list', { input: listLeaguesInput }),
  get: forward('leagues.get'),
  create: forward('leagues.create'),
  start: forward('leagues.start'),
  /** The organiser draws the top teams' knockout once the round robin is played. */
  playoff: forward('leagues.playoff'),
  createTeam: forward('leagues.createTeam'),
  team: forward('leagues.team'),
  invite: forward('leagues.invite'),
  answer: forward('leagues.answer'),
  invitations: forward('leagues.invitations'),
  match: forward('leagues.match'),
  /** A captain names a player for a game, in their turn, within the rank cap. */
  pick: forward('leagues.pick'),
  report: forward('leagues.report'),
  confirm: forward('leagues.confirm'),
  setGame: forward('leagues.setGame'),
});
