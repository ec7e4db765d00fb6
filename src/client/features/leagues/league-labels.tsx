import { Badge } from '@chakra-ui/react';
import {
  LEAGUE_STATUS_LABELS,
  TEAM_MATCH_STATUS_LABELS,
  type LeagueStatus,
  type TeamMatchStatus,
} from '../../../shared/league-rules';
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

export function TeamMatchStatusBadge({
  status,
  size = 'sm',
}: {
  status: TeamMatchStatus;
  size?: 'sm' | 'md';
}) {
  return (
    <Badge colorPalette={TEAM_MATCH_STATUS_COLORS[status]} variant="subtle" size={size}>
      {TEAM_MATCH_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The league's game ("9 bi"). */
export const gameLabel = (game: string): string =>
  (GAME_LABELS as Record<string, string>)[game] ?? game;
