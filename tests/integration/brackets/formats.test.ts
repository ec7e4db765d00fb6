// Single elimination, round robin, groups then knockout and Swiss for fields from 2 to 128 players,
// generated, persisted and played to the end on every database (tests/support/bracket-play.ts).
import { describeBracketPlay, type BracketCase } from '../../support/bracket-play';

const SIZES = [2, 3, 5, 8, 13, 16, 31, 64, 128];

const CASES: BracketCase[] = [
  ...SIZES.map((players) => ({
    format: 'single_elimination' as const,
    players,
    thirdPlaceMatch: players % 2 === 1 || players === 16,
  })),
  ...[2, 3, 5, 8, 13].map((players) => ({ format: 'round_robin' as const, players })),
  { format: 'groups_knockout', players: 4, groupCount: 2, advancePerGroup: 1 },
  { format: 'groups_knockout', players: 8, groupCount: 2, advancePerGroup: 2 },
  {
    format: 'groups_knockout',
    players: 13,
    groupCount: 3,
    advancePerGroup: 2,
    thirdPlaceMatch: true,
  },
  { format: 'groups_knockout', players: 16, groupCount: 4, advancePerGroup: 2 },
  { format: 'groups_knockout', players: 31, groupCount: 8, advancePerGroup: 1 },
  { format: 'groups_knockout', players: 64, groupCount: 16, advancePerGroup: 2 },
  { format: 'swiss', players: 3, swissRounds: 2 },
  { format: 'swiss', players: 5, swissRounds: 3 },
  { format: 'swiss', players: 12, swissRounds: 4, swissCut: 4 },
  { format: 'swiss', players: 31, swissRounds: 5, swissCut: 8 },
];

describeBracketPlay(CASES);
