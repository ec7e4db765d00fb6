// /leagues: the team leagues, filtered by status; a signed-in player's pending invitations first.
import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus, UsersRound } from 'lucide-react';
import { LEAGUE_STATUSES, LEAGUE_STATUS_LABELS } from '../../../shared/league-rules';
import { hasPermission } from '../../../shared/permissions';
import { AppLink } from '../../components/app-link';
import { FilterBar } from '../../components/filter-bar';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader, routeHeader } from '../../components/page-header';
import { ListEmpty } from '../../components/page-states';
import { PagedStates } from '../../components/paged-states';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { LeagueCard } from './league-card';
import { LeagueInvitations } from './league-invitations';

const COLUMNS = { base: 1, md: 2, lg: 3 };

const statusOf = (value: string | null) => LEAGUE_STATUSES.find((status) => status === value);

export default function LeaguesPage() {
  const { user } = useAuth();
  const [params, update] = useQueryState();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = trpc.leagues.list.useQuery({ page, status }, { placeholderData: keepPreviousData });

  return (
    <Stack gap="6">
      <PageHeader
        {...routeHeader('leagues')}
        actions={
          hasPermission(user ?? null, 'tournament.create') ? (
            <Button asChild colorPalette="emerald" alignSelf={{ base: 'stretch', sm: 'auto' }}>
              <AppLink to="/leagues/new">
                <Plus aria-hidden />
                Tạo giải đồng đội
              </AppLink>
            </Button>
          ) : null
        }
      />
      {user ? <LeagueInvitations /> : null}
      <FilterBar label="Lọc giải đồng đội" columns={{ base: 1 }}>
        <FilterSelect
          label="Trạng thái"
          value={status ?? ''}
          options={LEAGUE_STATUSES}
          labelOf={(value) => LEAGUE_STATUS_LABELS[value]}
          allLabel="Tất cả"
          onChange={(value) => update({ status: value })}
        />
      </FilterBar>
      <PagedStates
        query={list}
        onPageChange={(next) => update({ page: next })}
        loading={
          <SimpleGrid columns={COLUMNS} gap="4">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="36" borderRadius="l3" />
            ))}
          </SimpleGrid>
        }
        empty={
          <ListEmpty
            icon={<UsersRound />}
            filtered={status !== undefined}
            onClear={() => update({ status: undefined })}
            nothingFound={{
              title: 'Không có giải đồng đội phù hợp',
              description: 'Thử chọn trạng thái khác.',
            }}
            nothingYet={{
              title: 'Chưa có giải đồng đội nào',
              description:
                'Giải đồng đội là các trận theo tuần giữa đội của các câu lạc bộ. Ban tổ chức có thể tạo giải mới.',
            }}
          />
        }
      >
        {(leagues) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label="Danh sách giải đồng đội"
            columns={COLUMNS}
            gap="4"
          >
            {leagues.map((league) => (
              <li key={league.id}>
                <LeagueCard league={league} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PagedStates>
    </Stack>
  );
}
