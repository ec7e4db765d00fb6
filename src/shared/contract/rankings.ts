// The leaderboard: players by rating (pool) or by a carom discipline's figures, by rank.
import { rankingPageWire } from '../wire/players';
import { endpoints } from './endpoint';
import { rankingsQuery } from './queries';

export const rankingEndpoints = endpoints({
  'rankings.list': {
    method: 'GET',
    path: '/v1/rankings',
    summary: 'Bảng xếp hạng',
    query: rankingsQuery,
    response: rankingPageWire,
    paged: true,
    shared: true,
  },
});
