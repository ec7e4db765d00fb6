// Double elimination for fields from 2 to 128 players, generated, persisted and played to the
// end on every database (tests/support/bracket-play.ts).
import { describeBracketPlay } from '../../support/bracket-play';

const SIZES = [2, 3, 5, 8, 13, 16, 31, 64, 128];

describeBracketPlay(SIZES.map((players) => ({ format: 'double_elimination' as const, players })));
