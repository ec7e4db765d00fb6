// The clocks that turn a tournament TV's pages; the screen itself is lib/tv-screen.ts, which a
// tour's TV shares.
export { useTicks, useTvScreen } from '../../../lib/tv-screen';

/** How long each part of the bracket stays on screen. */
export const PART_MS = 15_000;
