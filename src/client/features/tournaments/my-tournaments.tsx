import { TOURNAMENT_STATUSES } from '../../../shared/domain';
import { Button, Stack } from '@chakra-ui/react';
import { Tabs } from '../../components/styled-parts/tabs';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus, Trophy } from 'lucide-react';
import type { TournamentStatus } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { PageEmpty } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { TOURNAMENT_STATUS_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { pageParam, pickParam, useQueryState } from '../../lib/url-params';
import { TournamentGrid } from './tournament-grid';

const PER_PAGE = 12;
const ALL = 'all';

const COPY = {
  joined: {
    title: 'Giải đấu của tôi',
    description: 'Các giải đấu bạn đã đăng ký tham gia.',
    empty: 'Bạn chưa tham gia giải đấu nào',
    emptyHint: 'Tìm một giải đang mở đăng ký và tham gia ngay.',
  },
  managing: {
    title: 'Giải đấu đang quản lý',
    description: 'Các giải đấu bạn tổ chức hoặc được giao quản lý.',
    empty: 'Bạn chưa quản lý giải đấu nào',
    emptyHint: 'Tạo giải đấu đầu tiên: thể thức, lệ phí, giới hạn hạng và giải thưởng.',
  },
} as const;

/** The caller's tournaments (joined or managed), with a tab per status. */
export function MyTournaments({ kind }: { kind: 'joined' | 'managing' }) {
  const [params, update] = useQueryState();
  const status = pickParam(params.get('status'), TOURNAMENT_STATUSES);
  const page = pageParam(params);
  const input = { page, perPage: PER_PAGE, status };
  const options = { placeholderData: keepPreviousData };
  const joined = trpc.tournaments.joined.useQuery(input, {
    ...options,
    enabled: kind === 'joined',
  });
  const managing = trpc.tournaments.managing.useQuery(input, {
    ...options,
    enabled: kind === 'managing',
  });
  const list = kind === 'joined' ? joined : managing;
  const copy = COPY[kind];
  // Players never see drafts: only managers have them.
  const tabs: TournamentStatus[] =
    kind === 'managing'
      ? [...TOURNAMENT_STATUSES]
      : TOURNAMENT_STATUSES.filter((s) => s !== 'draft');
  const current = status ?? ALL;

  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={
          kind === 'managing' ? (
            <Button asChild colorPalette="emerald" alignSelf={{ base: 'stretch', sm: 'auto' }}>
              <AppLink to="/tournaments/create">
                <Plus aria-hidden />
                Tạo giải đấu
              </AppLink>
            </Button>
          ) : null
        }
      />
      <Tabs.Root
        value={current}
        onValueChange={(details) =>
          update({ status: details.value === ALL ? undefined : details.value })
        }
        colorPalette="emerald"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" scrollbarWidth="thin">
          <Tabs.Trigger value={ALL} flexShrink={0}>
            Tất cả
          </Tabs.Trigger>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {TOURNAMENT_STATUS_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={current} pt="6">
          <TournamentGrid
            query={list}
            onPageChange={(next) => update({ page: next })}
            empty={
              <PageEmpty
                icon={<Trophy />}
                title={
                  status
                    ? `Không có giải đấu nào ở trạng thái "${TOURNAMENT_STATUS_LABELS[status]}"`
                    : copy.empty
                }
                description={status ? undefined : copy.emptyHint}
                action={
                  status ? null : kind === 'joined' ? (
                    <Button asChild colorPalette="emerald">
                      <AppLink to="/tournaments?status=registration">
                        Xem giải đang mở đăng ký
                      </AppLink>
                    </Button>
                  ) : (
                    <Button asChild colorPalette="emerald">
                      <AppLink to="/tournaments/create">Tạo giải đấu</AppLink>
                    </Button>
                  )
                }
              />
            }
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
