// Every public page of the demo world, with real ids: what a visitor opens without signing in.
// The page benchmarks (lighthouse.ts) walk these.
import type { createBidaHubClient } from '../../src/server/typed-client';

type Api = ReturnType<typeof createBidaHubClient>['api'];

/** [address, what it is] for each public page, list pages first, then one of each entity. */
export async function publicPages(api: Api): Promise<Array<readonly [string, string]>> {
  const [ongoing, [live], players, tours, leagues] = await Promise.all([
    api.tournaments.list.query({ status: 'ongoing', perPage: 1 }),
    api.matches.live.query(),
    api.players.list.query({ perPage: 2 }),
    api.tours.list.query({}),
    api.leagues.list.query({}),
  ]);
  const tournament = ongoing.data[0]?.id;
  const [player, opponent] = players.data.map((p) => p.id);
  const tour = tours.data[0]?.id;
  const leagueId = leagues.data.find((l) => l.status === 'running')?.id ?? leagues.data[0]?.id;
  if (!tournament || !live || !player || !opponent || !tour || !leagueId) {
    throw new Error('the demo world lacks an ongoing event, a live match, a tour or a league');
  }
  const league = await api.leagues.get.query({ id: leagueId });
  const team = league.teams[0]?.id;
  const teamMatch =
    league.matches.find((m) => m.status === 'finished')?.id ?? league.matches[0]?.id;
  if (!team || !teamMatch) throw new Error(`league ${leagueId} has no team or no match`);
  return [
    ['/', 'trang chủ'],
    ['/tournaments', 'giải đấu'],
    [`/tournaments/${tournament}`, 'một giải'],
    [`/tournaments/${tournament}/players`, 'cơ thủ của giải'],
    [`/tournaments/${tournament}/ranking`, 'xếp hạng giải'],
    [`/tournaments/${tournament}/desc`, 'điều lệ'],
    [`/matches/${live.id}`, 'trận trực tiếp'],
    ['/players', 'cơ thủ'],
    [`/players/${player}`, 'một cơ thủ'],
    [`/players/${player}/achievements`, 'thành tích'],
    [`/players/${player}/match-histories`, 'lịch sử trận'],
    [`/players/${player}/vs/${opponent}`, 'đối đầu'],
    ['/playing', 'hạng & chấp'],
    ['/stores', 'câu lạc bộ'],
    ['/tours', 'tour'],
    [`/tours/${tour}`, 'một tour'],
    ['/leagues', 'giải đồng đội'],
    [`/leagues/${leagueId}`, 'một giải đồng đội'],
    [`/league-teams/${team}`, 'một đội'],
    [`/team-matches/${teamMatch}`, 'một trận đồng đội'],
    ['/login', 'đăng nhập'],
    ['/signup', 'đăng ký'],
  ];
}
