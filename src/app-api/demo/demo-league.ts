// Plays the demo's team league (fixtures/leagues.ts) through the league service: teams made by
// their captains, rosters invited and accepted, the schedule drawn, weeks 1 and 2 played (each
// captain names their regulars in turn; the stronger rank wins a game, the home side on a tie),
// and week 3 left as the demo shows it: one match under way, `player`'s team still to line up.
import { FIXTURE_LEAGUE } from '../../../fixtures/leagues';
import { RANK_CODES } from '../../shared/domain';
import { DEFAULT_RANK_POINTS, lineupTurn } from '../../shared/league-rules';
import type { TeamMatch } from '../../shared/schemas/leagues';
import type { User } from '../../shared/schemas/user';
import { vietnamDay } from '../../shared/tour-rules';
import type { Db } from '../db/client';
import { createLeagueService } from '../services/leagues';

const DAY = 86_400_000;

export interface DemoLeagueInput {
  asUser: (username: string) => User;
  storeIds: Map<string, number>;
  organizer: User;
  now: number;
}

export async function seedDemoLeague(tx: Db, input: DemoLeagueInput): Promise<void> {
  const leagues = createLeagueService(tx, { now: () => new Date(input.now) });
  const { teams, startsInDays, ...fields } = FIXTURE_LEAGUE;
  const id = await leagues.create(input.organizer, {
    ...fields,
    startsOn: vietnamDay(new Date(input.now + startsInDays * DAY)),
    venues: teams.map((t) => input.storeIds.get(t.home) ?? 0),
    rankPoints: { ...DEFAULT_RANK_POINTS },
    description: fields.description,
  });
  const { divisions } = await leagues.get(id, null);
  const captains = new Map<number, User>();
  const regulars = new Map<number, number[]>();
  for (const team of teams) {
    const captain = input.asUser(team.captain);
    const teamId = await leagues.createTeam(captain, {
      id,
      name: team.name,
      divisionId: divisions[0]?.id ?? 0,
      homeStoreId: input.storeIds.get(team.home) ?? null,
    });
    for (const username of [...team.players, team.substitute]) {
      const member = input.asUser(username);
      await leagues.invite(captain, {
        id: teamId,
        userId: member.id,
        substitute: username === team.substitute,
      });
      await leagues.answer(member, { id: teamId, accept: true });
    }
    captains.set(teamId, captain);
    regulars.set(teamId, [captain.id, ...team.players.map((u) => input.asUser(u).id)]);
  }
  await leagues.start(input.organizer, id);

  const captainOf = (match: TeamMatch, side: 'home' | 'away') =>
    captains.get(side === 'home' ? match.home.id : match.away.id) as User;

  /** Both captains name their regulars in turn, in order. */
  async function lineUp(matchId: number) {
    const match = await leagues.match(matchId, null);
    // The turns follow from the picks (lineupTurn): read the match once before and once after.
    const picks = match.games.map((g) => ({
      number: g.number,
      home: g.home?.id ?? null,
      away: g.away?.id ?? null,
    }));
    for (let turn = lineupTurn(picks); turn; turn = lineupTurn(picks)) {
      const { side, number } = turn;
      const named = picks.flatMap((g) => g[side] ?? []);
      const next = regulars
        .get(side === 'home' ? match.home.id : match.away.id)
        ?.find((p) => !named.includes(p));
      await leagues.pick(captainOf(match, side), { id: matchId, number, playerId: next ?? 0 });
      const game = picks.find((g) => g.number === number);
      if (game) game[side] = next ?? null;
    }
    return await leagues.match(matchId, null);
  }

  /** Game `number` won by the stronger rank (home on a tie), reported by home, confirmed by away unless `open`. */
  async function play(match: TeamMatch, number: number, open = false) {
    const game = match.games.find((g) => g.number === number);
    if (!game?.home || !game.away || game.race1 === null || game.race2 === null) return;
    const homeWins = RANK_CODES.indexOf(game.home.rank) >= RANK_CODES.indexOf(game.away.rank);
    const loser = (number * 2) % 4;
    const score = homeWins
      ? { score1: game.race1, score2: Math.min(loser, game.race2 - 1) }
      : { score1: Math.min(loser, game.race1 - 1), score2: game.race2 };
    await leagues.report(captainOf(match, 'home'), { id: match.id, number, ...score });
    if (!open) await leagues.confirm(captainOf(match, 'away'), { id: match.id, number });
  }

  const { matches } = await leagues.get(id, null);
  for (const summary of matches.filter((m) => m.round <= 2)) {
    const match = await lineUp(summary.id);
    for (const game of match.games) await play(match, game.number);
  }
  // Week 3: the match without `player`'s team is under way.
  const playerTeam = [...captains].find(([, captain]) => captain.username === 'player')?.[0];
  const live = matches.find(
    (m) => m.round === 3 && m.home.id !== playerTeam && m.away.id !== playerTeam,
  );
  if (live) {
    const match = await lineUp(live.id);
    await play(match, 1);
    await play(match, 2);
    await play(match, 3, true);
  }
}
