import { Button, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Swords } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, usePageParam } from '../../lib/url-params';
import { PlayerMatchList } from '../../components/player-match-list';

export default function ProfileHistoriesPage() {
  const { user } = useAuth();
  const [page, goTo] = usePageParam();
  const matches = trpc.profile.histories.useQuery(
    { page, perPage: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  if (!user) return <PageLoading />;
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title="Lịch sử thi đấu"
        description="Các trận bạn đã thi đấu và kết quả của từng trận."
        actions={
          <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'auto' }}>
            <AppLink to={`/players/${user.id}`}>Xem trang cơ thủ của bạn</AppLink>
          </Button>
        }
      />
      <PlayerMatchList
        query={matches}
        playerId={user.id}
        onPageChange={goTo}
        empty={
          <PageEmpty
            icon={<Swords />}
            title="Bạn chưa đấu trận nào"
            description="Kết quả các trận bạn đã đấu sẽ hiện ở đây."
            action={
              <Button asChild colorPalette="emerald" variant="outline">
                <AppLink to="/tournaments">Tìm giải đấu</AppLink>
              </Button>
            }
          />
        }
      />
    </Stack>
  );
}
