import { Button, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { PageEmpty } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { PAGE_SIZE, usePageParam } from '../../lib/url-params';
import { AchievementList } from '../../components/achievement-list';

export default function ProfileAchievementsPage() {
  const [page, goTo] = usePageParam();
  const achievements = trpc.profile.achievements.useQuery(
    { page, perPage: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title="Thành tích"
        description="Các danh hiệu bạn đạt được tại các giải đấu: vô địch, á quân, top 4."
      />
      <AchievementList
        query={achievements}
        onPageChange={goTo}
        empty={
          <PageEmpty
            icon={<Trophy />}
            title="Bạn chưa có thành tích nào"
            description="Vô địch, á quân và top 4 tại các giải đấu sẽ hiện ở đây."
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
