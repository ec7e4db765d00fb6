// /team-matches/:id: a team match, live for everyone: the two teams and their total in games,
// each game's players, races and score. A captain in their turn gets the lineup screen; captains
// report and confirm games; the league's organiser may decide one.
import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { List } from '../../components/styled-parts/list';
import type { TeamMatch } from '../../../shared/schemas/leagues';
import { AppLink } from '../../components/app-link';
import { BackLink } from '../../components/back-link';
import { EntityPage } from '../../components/entity-frame';
import { trpc } from '../../lib/trpc';
import { formatMatchTime } from './league-format';
import { LIVE_MATCH, useRouteId } from './league-hooks';
import { TeamMatchStatusBadge } from './league-labels';
import { lineupSum, otherSide } from './league-logic';
import { TeamGameCard } from './team-game-card';
import { LineupPanel } from './team-lineup';

export default function TeamMatchPage() {
  const id = useRouteId();
  const query = trpc.leagues.match.useQuery({ id }, LIVE_MATCH);
  return (
    <EntityPage
      query={query}
      back={{ to: '/leagues', label: 'Giải đồng đội' }}
      notFoundTitle="Không tìm thấy trận đồng đội"
    >
      {(match) => <MatchView match={match} />}
    </EntityPage>
  );
}

function MatchView({ match }: { match: TeamMatch }) {
  const side = match.viewer.side;
  const myTurn = side !== null && match.turn?.side === side;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <BackLink to={`/leagues/${match.league.id}`} label={match.league.name} />
        <Scoreboard match={match} />
      </Stack>
      {side !== null && myTurn ? <LineupPanel match={match} side={side} /> : null}
      {side !== null && match.turn && !myTurn ? (
        <Card.Root size="sm" role="status">
          <Card.Body>
            <Text>
              Chờ {otherSide(side) === 'home' ? match.home.name : match.away.name} xếp cơ thủ cho
              ván {match.turn.number}.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : null}
      <Stack as="section" aria-labelledby="team-games-heading" gap="3">
        <Heading as="h2" id="team-games-heading" size="lg">
          Các ván
        </Heading>
        <Stack as="ul" listStyleType="none" gap="3">
          {match.games.map((game) => (
            <li key={game.number}>
              <TeamGameCard match={match} game={game} />
            </li>
          ))}
        </Stack>
      </Stack>
      <Stack as="section" aria-labelledby="team-rules-heading" gap="2">
        <Heading as="h2" id="team-rules-heading" size="md">
          Cách chơi trận đồng đội
        </Heading>
        <List.Root gap="1.5" ps="5" fontSize="sm" color="fg.muted">
          <List.Item>
            {match.league.gamesPerMatch} ván; đội trưởng lần lượt xếp cơ thủ từng ván (đội nhà xếp
            trước ở ván lẻ, đội khách ở ván chẵn).
          </List.Item>
          <List.Item>
            Tổng điểm hạng đội hình không quá {match.league.rankCap}: đội nhà{' '}
            {match.lineupPoints.home}, đội khách {match.lineupPoints.away}.
          </List.Item>
          <List.Item>Mỗi ván chạm theo hạng hai cơ thủ.</List.Item>
          <List.Item>Một đội trưởng báo tỉ số, đội trưởng kia xác nhận.</List.Item>
        </List.Root>
      </Stack>
    </Stack>
  );
}

/** The two teams and the total in confirmed games, large enough to read across a table. */
function Scoreboard({ match }: { match: TeamMatch }) {
  return (
    <Card.Root>
      <Card.Body gap="3" p="4">
        <HStack gap="2" flexWrap="wrap">
          <TeamMatchStatusBadge match={match} size="md" />
          <Badge variant="outline" size="md">
            Tuần {match.round}
          </Badge>
        </HStack>
        <Heading as="h1" size="lg" srOnly>
          {match.home.name} – {match.away.name}
        </Heading>
        <HStack justify="space-between" align="center" gap="2" data-testid="team-match-total">
          <TeamName
            name={match.home.name}
            id={match.home.id}
            role="Đội nhà"
            points={lineupSum(match, 'home')}
          />
          <Text
            fontSize="4xl"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
            aria-label={`Tỉ số ${match.homeGames} – ${match.awayGames}`}
          >
            {match.homeGames} – {match.awayGames}
          </Text>
          <TeamName
            name={match.away.name}
            id={match.away.id}
            role="Đội khách"
            points={lineupSum(match, 'away')}
            align="end"
          />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatMatchTime(match.scheduledAt)}
          {match.store ? ` · ${match.store.name}` : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function TeamName({
  name,
  id,
  role,
  points,
  align = 'start',
}: {
  name: string;
  id: number;
  role: string;
  points: number;
  align?: 'start' | 'end';
}) {
  return (
    <Stack gap="0" flex="1" minW="0" textAlign={align}>
      <Text fontSize="xs" color="fg.muted">
        {role}
      </Text>
      <Text fontWeight="bold" fontSize="lg" overflowWrap="anywhere">
        <AppLink to={`/league-teams/${id}`}>{name}</AppLink>
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {points} điểm hạng
      </Text>
    </Stack>
  );
}
