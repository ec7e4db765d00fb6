import { Badge } from '@chakra-ui/react';
import {
  LEAGUE_STATUS_LABELS,
  TEAM_MATCH_STATUS_LABELS,
  type LeagueStatus,
  type TeamMatchStatus,
} from '../../../shared/league-rules';
import { vietnamDay } from '../../../shared/tour-rules';
import { GAME_LABELS } from '../../lib/labels';

const LEAGUE_STATUS_COLORS: Record<LeagueStatus, string> = {
  registration: 'blue',
  running: 'emerald',
  finished: 'gray',
};

const TEAM_MATCH_STATUS_COLORS: Record<TeamMatchStatus, string> = {
  lineup: 'orange',
  playing: 'blue',
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

/**
 * A team match's state; one still without players whose day has not come is "Sắp đấu" (the
 * captains name their lineups on the night), not "Xếp đội hình".
 */
export function TeamMatchStatusBadge({
  status,
  scheduledAt,
  size = 'sm',
}: {
  status: TeamMatchStatus;
  scheduledAt: string;
  size?: 'sm' | 'md';
}) {
  const ahead = status === 'lineup' && vietnamDay(new Date(scheduledAt)) > vietnamDay(new Date());
  return (
    <Badge
      colorPalette={ahead ? 'gray' : TEAM_MATCH_STATUS_COLORS[status]}
      variant="subtle"
      size={size}
    >
      {ahead ? 'Sắp đấu' : TEAM_MATCH_STATUS_LABELS[status]}
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
