import { forward } from '../forward';
import { router } from '../trpc';

// What the signed-in player follows (issue 42): the upstream keeps each caller's own.
export const followsRouter = router({
  list: forward('follows.list'),
  /** Follow or stop following; a double tap changes nothing. */
  set: forward('follows.set'),
  /** The events coming up that the follows bring: the home page's first section. */
  feed: forward('follows.feed'),
});
