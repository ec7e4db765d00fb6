import {
  listPlayersInput,
  playerPageInput,
  ratingHistoryInput,
} from '../../shared/schemas/players';
import { headToHeadInput } from '../../shared/schemas/head-to-head';
import { forward } from '../forward';
import { router } from '../trpc';

// Public lookups: the upstream's player shapes carry no phone, e-mail or coins, and the output
// schemas would drop them even if it sent them.
export const playersRouter = router({
  list: forward('players.list', { input: listPlayersInput }),
  get: forward('players.get'),
  ratingHistory: forward('players.ratingHistory', { input: ratingHistoryInput }),
  achievements: forward('players.achievements', { input: playerPageInput }),
  matchHistories: forward('players.matchHistories', { input: playerPageInput }),
  /** Two players side by side: their meetings and a fair race between them today. */
  headToHead: forward('players.headToHead', { input: headToHeadInput }),
  /** What the player has ahead: the source of their calendar feed (calendar.ts). */
  schedule: forward('players.schedule'),
  /** The seasons of ranking tours they have points in (their profile). */
  tours: forward('players.tours'),
  /** The caller's events the player played: what a decision on their rank must name. */
  rankEvents: forward('players.rankEvents'),
  /** An organiser's decision on the official rank, recorded with who, when, why and the event. */
  setRank: forward('players.setRank'),
});
