import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { ListOrdered, Megaphone, ScanLine } from 'lucide-react';
import { Suspense, useState } from 'react';
import { isCancellable } from '../../../shared/domain';
import { AppLink } from '../../components/app-link';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { CancelTournamentButton } from './cancel-button';
import { StartTournamentButton } from './start-dialog';
import { useTournamentAdmin } from './tournament-hooks';
import { lazyPart } from '../../lib/lazy-part';

// Opened now and then, before the event starts: its code loads when asked for.
const { Part: TourAttachDialog } = lazyPart(() => import('./tour-attach-dialog'));

/** What a manager can do with the tournament in its current status. */
export default function ManagerPanel({ tournament }: { tournament: Tournament }) {
  const admin = useTournamentAdmin(tournament);
  const { status } = tournament;
  // Nothing is left to manage once the tournament is over.
  if (!isCancellable(status)) return null;

  const hint =
    status === 'draft'
      ? 'Giải đang là bản nháp: cơ thủ chưa thấy giải. Mở đăng ký khi đã sẵn sàng.'
      : status === 'registration'
        ? tournament.checkInOpenedAt !== null
          ? 'Đang điểm danh: khi bắt đầu giải, cơ thủ chưa điểm danh sẽ bị rút tên và được hoàn lệ phí.'
          : tournament.playerCount >= 2
            ? 'Khi đủ cơ thủ, mở điểm danh tại câu lạc bộ rồi bắt đầu giải để tạo sơ đồ thi đấu.'
            : 'Cần ít nhất 2 cơ thủ để bắt đầu giải.'
        : 'Giải đang diễn ra: sắp xếp bàn, giờ và trọng tài trong lịch thi đấu; tỉ số nhập ở trang từng trận.';

  return (
    <Card.Root as="section" aria-labelledby="manage-heading" borderColor="emerald.muted">
      <Card.Body gap="3">
        <Heading as="h2" id="manage-heading" size="md">
          Quản lý giải đấu
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          {status === 'draft' ? (
            <Button
              colorPalette="emerald"
              loading={admin.opening}
              onClick={() => void admin.askOpen()}
            >
              <Megaphone aria-hidden />
              Mở đăng ký
            </Button>
          ) : null}
          {status === 'registration' ? (
            <Button asChild variant="outline" colorPalette="emerald">
              <AppLink to={`/tournaments/${tournament.id}/check-in`}>
                <ScanLine aria-hidden />
                {tournament.checkInOpenedAt === null ? 'Mở điểm danh' : 'Màn hình điểm danh'}
              </AppLink>
            </Button>
          ) : null}
          {status === 'registration' ? <StartTournamentButton tournament={tournament} /> : null}
          {status === 'draft' || status === 'registration' ? (
            <TourButton tournament={tournament} />
          ) : null}
          <CancelTournamentButton tournament={tournament} admin={admin} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Puts the event in a ranking tour, or changes its tier, or takes it out. */
function TourButton({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ListOrdered aria-hidden />
        {tournament.tour ? 'Đổi tour xếp hạng' : 'Đưa vào tour xếp hạng'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TourAttachDialog tournament={tournament} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
