import { Badge } from '@chakra-ui/react';
import { LEAGUE_STATUS_LABELS, type LeagueStatus } from '../../../shared/league-rules';
import type { TeamMatchSummary } from '../../../shared/schemas/leagues';
import { GAME_LABELS } from '../../lib/labels';
import { teamMatchBadge, type TeamMatchState } from './league-logic';

const LEAGUE_STATUS_COLORS: Record<LeagueStatus, string> = {
  registration: 'blue',
  running: 'emerald',
  finished: 'gray',
};

const TEAM_MATCH_STATE_COLORS: Record<TeamMatchState, string> = {
  upcoming: 'gray',
  lineup: 'orange',
  ready: 'blue',
  live: 'red',
  finished: 'gray',
};

export function LeagueStatusBadge({
  status,
  size = 'sm',
}: {
  status: LeagueStatus;
  size?: 'sm' | 'md';
}) {
  return (
    <Badge colorPalette={LEAGUE_STATUS_COLORS[status]} variant="subtle" size={size}>
      {LEAGUE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A team match's state (teamMatchBadge): the one badge every list and the match's page show. */
export function TeamMatchStatusBadge({
  match,
  size = 'sm',
}: {
  match: Pick<TeamMatchSummary, 'status' | 'scheduledAt' | 'homeGames' | 'awayGames'>;
  size?: 'sm' | 'md';
}) {
  const { state, label } = teamMatchBadge(match, new Date());
  return (
    <Badge colorPalette={TEAM_MATCH_STATE_COLORS[state]} variant="subtle" size={size}>
      {label}
    </Badge>
  );
}

/** A league's state, game and week under way: on its card and atop its page. */
export function LeagueBadges({
  league,
  size = 'sm',
}: {
  league: { status: LeagueStatus; game: string; week: number | null };
  size?: 'sm' | 'md';
}) {
  return (
    <>
      <LeagueStatusBadge status={league.status} size={size} />
      <Badge variant="outline" size={size}>
        {gameLabel(league.game)}
      </Badge>
      {league.week !== null ? (
        <Badge variant="outline" colorPalette="emerald" size={size}>
          Tuần {league.week}
        </Badge>
      ) : null}
    </>
  );
}

/** The league's game ("9 bi"). */
export const gameLabel = (game: string): string =>
  (GAME_LABELS as Record<string, string>)[game] ?? game;
