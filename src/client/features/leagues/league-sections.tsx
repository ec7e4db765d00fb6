// A league's page, section by section: each division's table, the schedule by week (each match
// linking to its live page), the teams and the rules a captain plays by.
import { Badge, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { List } from '../../components/styled-parts/list';
import { MATCH_POINTS } from '../../../shared/league-rules';
import type { League, LeagueStanding, TeamMatchSummary } from '../../../shared/schemas/leagues';
import { AppLink } from '../../components/app-link';
import { PageEmpty } from '../../components/page-states';
import { Table } from '../../components/styled-parts/table';
import { TableScroll } from '../../components/table-scroll';
import { formatMatchTime } from './league-format';
import { TeamMatchStatusBadge } from './league-labels';
import { weeksOf } from './league-logic';

const num = { px: '2', textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

function StandingsTable({ name, rows }: { name: string; rows: LeagueStanding[] }) {
  return (
    <TableScroll>
      <Table.Root size="sm" aria-label={`Bảng xếp hạng ${name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="2" w="8">
              #
            </Table.ColumnHeader>
            <Table.ColumnHeader px="2">Đội</Table.ColumnHeader>
            <Table.ColumnHeader {...num} title="Số trận đã đấu">
              Tr
            </Table.ColumnHeader>
            <Table.ColumnHeader {...num} title="Thắng – Hoà – Thua">
              T-H-B
            </Table.ColumnHeader>
            <Table.ColumnHeader {...num} title="Ván thắng – ván thua">
              Ván
            </Table.ColumnHeader>
            <Table.ColumnHeader {...num}>Điểm</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.team.id} data-testid="league-standing">
              <Table.Cell px="2" fontVariantNumeric="tabular-nums">
                {row.place}
              </Table.Cell>
              <Table.Cell px="2" fontWeight="medium" whiteSpace="normal">
                <AppLink to={`/league-teams/${row.team.id}`}>{row.team.name}</AppLink>
              </Table.Cell>
              <Table.Cell {...num}>{row.played}</Table.Cell>
              <Table.Cell {...num}>
                {row.won}-{row.drawn}-{row.lost}
              </Table.Cell>
              <Table.Cell {...num}>
                {row.gamesWon}-{row.gamesLost}
              </Table.Cell>
              <Table.Cell {...num} fontWeight="bold" data-testid="league-points">
                {row.matchPoints}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

export function LeagueStandings({ league }: { league: League }) {
  if (league.teams.length === 0) {
    return (
      <PageEmpty
        title="Chưa có đội nào"
        description="Bảng xếp hạng có khi các đội đăng ký và giải bắt đầu."
      />
    );
  }
  return (
    <Stack gap="5">
      {league.divisions.map((division) => (
        <Stack key={division.id} gap="2">
          {league.divisions.length > 1 ? (
            <Heading as="h3" size="md">
              {division.name}
            </Heading>
          ) : null}
          <StandingsTable name={division.name} rows={division.standings} />
        </Stack>
      ))}
      <Text fontSize="sm" color="fg.muted">
        Xếp theo điểm trận (thắng {MATCH_POINTS.win}, hoà {MATCH_POINTS.draw}, thua{' '}
        {MATCH_POINTS.loss}), rồi số ván thắng, rồi đối đầu.
      </Text>
    </Stack>
  );
}

/** One team match in a schedule: the teams, the score in games once under way, its status. */
export function MatchRow({ match }: { match: TeamMatchSummary }) {
  const started = match.status !== 'lineup' || match.homeGames + match.awayGames > 0;
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l2"
      px="3"
      py="2.5"
      minH="11"
      bg="bg.panel"
      _hover={{ borderColor: 'emerald.border' }}
      data-testid="team-match-row"
    >
      <HStack justify="space-between" gap="3">
        <Text fontWeight="medium" minW="0">
          <LinkOverlay asChild>
            <AppLink to={`/team-matches/${match.id}`}>
              {match.home.name}{' '}
              <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                {started ? `${match.homeGames} – ${match.awayGames}` : 'v'}
              </Text>{' '}
              {match.away.name}
            </AppLink>
          </LinkOverlay>
        </Text>
        <TeamMatchStatusBadge match={match} />
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {formatMatchTime(match.scheduledAt)}
        {match.store ? ` · ${match.store.name}` : ''}
      </Text>
    </LinkBox>
  );
}

export function LeagueSchedule({ league }: { league: League }) {
  if (league.matches.length === 0) {
    return (
      <PageEmpty
        title="Chưa có lịch thi đấu"
        description="Lịch được bốc khi ban tổ chức bắt đầu giải: mỗi tuần một lượt, mỗi đội gặp mọi đội cùng bảng."
      />
    );
  }
  return (
    <Stack gap="5">
      {weeksOf(league.matches).map((week) => (
        <Stack key={week.round} as="section" aria-labelledby={`league-week-${week.round}`} gap="2">
          <HStack gap="2">
            <Heading as="h3" size="sm" id={`league-week-${week.round}`}>
              Tuần {week.round}
            </Heading>
            {week.matches.every((m) => m.stage === 'playoff') ? (
              <Badge colorPalette="purple" size="sm">
                Playoff
              </Badge>
            ) : null}
            {league.week === week.round ? (
              <Badge colorPalette="emerald" size="sm">
                Tuần này
              </Badge>
            ) : null}
          </HStack>
          <Stack as="ul" listStyleType="none" gap="2">
            {week.matches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

export function LeagueTeams({ league }: { league: League }) {
  if (league.teams.length === 0) {
    return <PageEmpty title="Chưa có đội nào" description="Cơ thủ đăng nhập có thể lập đội." />;
  }
  const divisionName = new Map(league.divisions.map((d) => [d.id, d.name]));
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Các đội">
      {league.teams.map((team) => {
        const active = team.members.filter((m) => m.status === 'active').length;
        return (
          <li key={team.id}>
            <LinkBox
              as="article"
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="2.5"
              bg="bg.panel"
              _hover={{ borderColor: 'emerald.border' }}
            >
              <Text fontWeight="semibold">
                <LinkOverlay asChild>
                  <AppLink to={`/league-teams/${team.id}`}>{team.name}</AppLink>
                </LinkOverlay>
                {league.viewer.teamId === team.id ? (
                  <Badge ms="2" colorPalette="emerald" size="sm">
                    Đội của bạn
                  </Badge>
                ) : null}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Đội trưởng {team.captain.fullName} · {active} cơ thủ
                {team.homeStore ? ` · ${team.homeStore.name}` : ''}
                {league.divisions.length > 1 ? ` · ${divisionName.get(team.divisionId)}` : ''}
              </Text>
            </LinkBox>
          </li>
        );
      })}
    </Stack>
  );
}

/** How a team match is played, for captains and for anyone reading the table. */
export function LeagueRules({ league }: { league: League }) {
  const points = Object.entries(league.rankPoints)
    .map(([rank, value]) => `${rank} ${value}`)
    .join(' · ');
  return (
    <List.Root gap="2" ps="5" fontSize="sm">
      <List.Item>
        Mỗi trận đồng đội gồm {league.gamesPerMatch} ván, mỗi ván một cơ thủ của mỗi đội; trận bắt
        đầu lúc {league.matchTime}.
      </List.Item>
      <List.Item>
        Đội trưởng lần lượt xếp cơ thủ từng ván: đội nhà xếp trước ở ván lẻ, đội khách xếp trước ở
        ván chẵn, đội kia xếp sau.
      </List.Item>
      <List.Item>
        Tổng điểm hạng của đội hình không quá {league.rankCap} điểm ({points}).
      </List.Item>
      <List.Item>
        Mỗi ván chạm theo hạng của hai cơ thủ (chấp theo bảng chấp), cơ thủ mạnh hơn chạm{' '}
        {league.raceTo}.
      </List.Item>
      <List.Item>Một đội trưởng báo tỉ số từng ván, đội trưởng kia xác nhận.</List.Item>
    </List.Root>
  );
}
