// /league-teams/:id: a league team: its captain and home club, its roster (substitutes and
// pending invitations marked), its matches; the captain invites players, the invited answer.
import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TeamPage } from '../../../shared/schemas/leagues';
import { BackLink } from '../../components/back-link';
import { EntityPage } from '../../components/entity-frame';
import { PageSection } from '../../components/page-section';
import { PageEmpty } from '../../components/page-states';
import { PlayerLabel, PlayerLink } from '../../components/player-label';
import { trpc } from '../../lib/trpc';
import { useRouteId } from './league-hooks';
import { InvitationAnswer } from './league-invitations';
import { LeagueStatusBadge } from './league-labels';
import { MatchRow } from './league-sections';
import { formatDay } from './league-format';
import { TeamInviteForm } from './team-invite-form';

export default function LeagueTeamPage() {
  const id = useRouteId();
  const query = trpc.leagues.team.useQuery({ id });
  return (
    <EntityPage
      query={query}
      back={{ to: '/leagues', label: 'Giải đồng đội' }}
      notFoundTitle="Không tìm thấy đội"
    >
      {(team) => <TeamView team={team} />}
    </EntityPage>
  );
}

/** 'Tối đa 8 cơ thủ · Danh sách khoá khi giải bắt đầu', as the upstream's roster rule says. */
function rosterLine({ league: { roster }, members }: TeamPage): string {
  const size = `${members.filter((m) => m.status === 'active').length}/${roster.max} cơ thủ`;
  if (roster.locked) return `${size} · Danh sách đã khoá: thay đổi qua ban tổ chức giải`;
  const when = roster.locksOn ? `ngày ${formatDay(roster.locksOn)}` : 'khi giải bắt đầu';
  return `${size} · Danh sách khoá ${when}`;
}

/** The captain while the roster is open; the league's organiser until the season is over. */
const canInvite = (team: TeamPage) =>
  team.league.status !== 'finished' &&
  (team.viewer.organizer || (team.viewer.captain && !team.league.roster.locked));

function TeamView({ team }: { team: TeamPage }) {
  return (
    <Stack gap="8">
      <Stack gap="3">
        <BackLink to={`/leagues/${team.league.id}`} label={team.league.name} />
        <HStack gap="2">
          <LeagueStatusBadge status={team.league.status} />
          {team.viewer.captain ? (
            <Badge colorPalette="emerald" size="sm">
              Bạn là đội trưởng
            </Badge>
          ) : team.viewer.member ? (
            <Badge colorPalette="emerald" size="sm">
              Đội của bạn
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {team.name}
        </Heading>
        <Text color="fg.muted">
          Đội trưởng <PlayerLink player={team.captain} />
          {team.homeStore ? ` · Câu lạc bộ nhà ${team.homeStore.name}` : ''}
        </Text>
      </Stack>
      {team.viewer.invited ? <InvitedAnswer team={team} /> : null}
      <PageSection id="team-roster-heading" title="Danh sách cơ thủ">
        <Text color="fg.muted" fontSize="sm">
          {rosterLine(team)}
        </Text>
        <Roster team={team} />
        {canInvite(team) ? <TeamInviteForm team={team} /> : null}
      </PageSection>
      <PageSection id="team-matches-heading" title="Các trận của đội">
        {team.matches.length === 0 ? (
          <PageEmpty
            title="Chưa có trận nào"
            description="Lịch thi đấu có khi ban tổ chức bắt đầu giải."
          />
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {team.matches.map((match) => (
              <li key={match.id}>
                <Text fontSize="xs" color="fg.muted" mb="1">
                  Tuần {match.round}
                </Text>
                <MatchRow match={match} />
              </li>
            ))}
          </Stack>
        )}
      </PageSection>
    </Stack>
  );
}

function Roster({ team }: { team: TeamPage }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={`Cơ thủ của đội ${team.name}`}>
      {team.members.map((member) => (
        <HStack
          as="li"
          key={member.player.id}
          justify="space-between"
          gap="2"
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          bg="bg.panel"
          opacity={member.status === 'invited' ? 0.75 : 1}
        >
          <PlayerLabel player={member.player} />
          <Stack gap="1" align="flex-end" flexShrink={0}>
            <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {member.points} điểm
            </Text>
            <HStack gap="1">
              {member.player.id === team.captain.id ? (
                <Badge size="xs" colorPalette="emerald">
                  Đội trưởng
                </Badge>
              ) : null}
              {member.substitute ? (
                <Badge size="xs" colorPalette="purple">
                  Dự bị
                </Badge>
              ) : null}
              {member.status === 'invited' ? (
                <Badge size="xs" colorPalette="orange">
                  Chờ nhận lời
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** The invited player's answer, on the team's own page. */
function InvitedAnswer({ team }: { team: TeamPage }) {
  return (
    <Card.Root borderColor="emerald.border">
      <Card.Body gap="3">
        <Text fontWeight="semibold">
          {team.captain.fullName} mời bạn vào đội {team.name}.
        </Text>
        <InvitationAnswer teamId={team.id} />
      </Card.Body>
    </Card.Root>
  );
}
