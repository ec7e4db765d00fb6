// /leagues/:id: a team league's table first (what players open it for), then its schedule by
// week, its teams and its rules; the organiser starts it, a signed-in player makes a team.
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Play, UsersRound } from 'lucide-react';
import { useState } from 'react';
import type { League } from '../../../shared/schemas/leagues';
import { AppLink } from '../../components/app-link';
import { FollowButton } from '../../components/follow-button';
import { BackLink } from '../../components/back-link';
import { EntityPage } from '../../components/entity-frame';
import { DescriptionView } from '../../components/description-view';
import { PageSection } from '../../components/page-section';
import { PlayerLink } from '../../components/player-label';
import { useAuth } from '../../lib/auth';
import { confirm } from '../../lib/confirm-store';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { formatDay } from './league-format';
import { useRouteId } from './league-hooks';
import { LeagueBadges } from './league-labels';
import { ChampionBanner, mayDrawPlayoff, PlayoffButton } from './league-playoff';
import { LeagueRules, LeagueSchedule, LeagueStandings, LeagueTeams } from './league-sections';
import { TeamCreateForm } from './team-create-form';

export default function LeagueDetailPage() {
  const id = useRouteId();
  const query = trpc.leagues.get.useQuery({ id });
  return (
    <EntityPage
      query={query}
      back={{ to: '/leagues', label: 'Giải đồng đội' }}
      notFoundTitle="Không tìm thấy giải đồng đội"
    >
      {(league) => (
        <Stack gap="8">
          <Stack gap="4">
            <BackLink to="/leagues" label="Giải đồng đội" />
            <LeagueHeader league={league} />
          </Stack>
          <PageSection id="league-table-heading" title="Bảng xếp hạng">
            <LeagueStandings league={league} />
          </PageSection>
          <PageSection id="league-schedule-heading" title="Lịch thi đấu">
            <LeagueSchedule league={league} />
          </PageSection>
          <PageSection id="league-teams-heading" title={`Các đội (${league.teams.length})`}>
            <LeagueTeams league={league} />
          </PageSection>
          <PageSection id="league-rules-heading" title="Luật thi đấu">
            <LeagueRules league={league} />
          </PageSection>
        </Stack>
      )}
    </EntityPage>
  );
}

function LeagueHeader({ league }: { league: League }) {
  const { user } = useAuth();
  const [making, setMaking] = useState(false);
  const registration = league.status === 'registration';
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        <LeagueBadges league={league} size="md" />
      </HStack>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
        {league.name}
      </Heading>
      <Text color="fg.muted">
        Từ {formatDay(league.startsOn)}, {league.matchTime} hằng tuần · Ban tổ chức{' '}
        <PlayerLink player={league.organizer} />
      </Text>
      {league.description ? <DescriptionView source={league.description} /> : null}
      <ChampionBanner league={league} />
      <HStack gap="2" flexWrap="wrap">
        <FollowButton kind="league" targetId={league.id} name={league.name} />
        {registration && league.viewer.organizer ? <StartButton league={league} /> : null}
        {mayDrawPlayoff(league) ? <PlayoffButton league={league} /> : null}
        {registration && user && league.viewer.teamId === null && !making ? (
          <Button colorPalette="emerald" minH="11" onClick={() => setMaking(true)}>
            <UsersRound aria-hidden />
            Lập đội
          </Button>
        ) : null}
        {league.viewer.teamId !== null ? (
          <Button asChild variant="outline" minH="11">
            <AppLink to={`/league-teams/${league.viewer.teamId}`}>
              <UsersRound aria-hidden />
              Đội của bạn
            </AppLink>
          </Button>
        ) : null}
      </HStack>
      {making ? <TeamCreateForm league={league} onCancel={() => setMaking(false)} /> : null}
    </Stack>
  );
}

function StartButton({ league }: { league: League }) {
  const utils = trpc.useUtils();
  const start = trpc.leagues.start.useMutation({
    onSuccess: (next) => {
      utils.leagues.get.setData({ id: next.id }, next);
      void utils.leagues.list.invalidate();
      notify.success('Đã bắt đầu giải và bốc lịch thi đấu.');
    },
  });
  const ask = async () => {
    const accepted = await confirm({
      header: 'Bắt đầu giải',
      message: `Bốc lịch thi đấu cho ${league.teams.length} đội và đóng đăng ký? Sau khi bắt đầu không thể thêm đội.`,
      icon: 'warning',
      acceptLabel: 'Bắt đầu giải',
    });
    if (accepted) start.mutate({ id: league.id });
  };
  return (
    <Button colorPalette="emerald" minH="11" loading={start.isPending} onClick={() => void ask()}>
      <Play aria-hidden />
      Bắt đầu giải
    </Button>
  );
}
