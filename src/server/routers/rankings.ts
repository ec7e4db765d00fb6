import { rankingsInput } from '../../shared/schemas/players';
import { forward } from '../forward';
import { router } from '../trpc';

export const rankingsRouter = router({
  /** The leaderboard: rated players by rating, optionally of one official rank. */
  list: forward('rankings.list', { input: rankingsInput }),
});
