// /tv/tours/:id: a tour's table on a venue's TV, all day: big type, a page of players at a time
// turning every 15 s, read again every half minute and whenever the screen wakes.
import { Box, Center, HStack, Stack, Text } from '@chakra-ui/react';
import type { TourStanding } from '../../../shared/schemas/tours';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { TvHeader, TvQr } from '../../components/tv-parts';
import { trpc } from '../../lib/trpc';
import { useTicks, useTvScreen } from '../../lib/tv-screen';
import { SCREEN_REFRESH, useTourId } from './tour-hooks';
import { countedEvents, seasonLabel, TOUR_STATUS_LABELS } from './tour-labels';

/** Players on screen at once: ten rows of big type fit a 16:9 screen with its header. */
const ROWS_PER_PAGE = 10;
const PAGE_MS = 15_000;

export default function TvTourPage() {
  useTvScreen();
  const id = useTourId();
  const tour = trpc.tours.get.useQuery({ id }, SCREEN_REFRESH);
  const standings = trpc.tours.standings.useQuery({ id }, SCREEN_REFRESH);
  const ticks = useTicks(PAGE_MS);

  if (tour.isPending) return <PageLoading label="Đang tải tour" />;
  if (tour.data === undefined) {
    return (
      <Box p="6">
        <EntityError
          error={tour.error}
          notFoundTitle="Không tìm thấy tour"
          onRetry={() => void tour.refetch()}
        />
      </Box>
    );
  }
  const rows = standings.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const page = ticks % pages;
  const shown = rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);

  return (
    <Stack minH="100dvh" p={{ base: '4', lg: '6' }} gap="5">
      <TvHeader
        eyebrow={`Tour xếp hạng · ${TOUR_STATUS_LABELS[tour.data.status]}`}
        title={tour.data.name}
        facts={
          <Text>
            Mùa giải {seasonLabel(tour.data)}
            {standings.data
              ? ` · Đã tính ${standings.data.finalEvents}/${countedEvents(tour.data)} giải`
              : ''}
          </Text>
        }
      />
      <Box flex="1" minH="0">
        {standings.isPending ? (
          <PageLoading label="Đang tải bảng xếp hạng" />
        ) : rows.length === 0 ? (
          <Center h="full" py="16">
            <Text fontSize="3xl" fontWeight="bold" textAlign="center">
              {standings.isError
                ? 'Chưa tải được bảng xếp hạng, đang thử lại…'
                : 'Bảng xếp hạng chưa có điểm'}
            </Text>
          </Center>
        ) : (
          <TvTable rows={shown} />
        )}
      </Box>
      <HStack justify="space-between" align="flex-end" gap="6">
        <TvQr path={`/tours/${id}`} caption="Quét mã để xem điểm từng giải của bạn" width="6rem" />
        {pages > 1 ? (
          <Text fontSize="lg" color="fg.muted" aria-live="polite">
            Trang {page + 1}/{pages}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

function TvTable({ rows }: { rows: TourStanding[] }) {
  return (
    <Box
      as="table"
      w="full"
      // A phone opening the TV's link: smaller type and narrow figures, so names keep a line.
      fontSize={{ base: 'lg', lg: '2xl' }}
      aria-label="Bảng xếp hạng tour"
      borderCollapse="collapse"
    >
      <Box
        as="thead"
        color="fg.muted"
        fontSize={{ base: 'sm', lg: 'lg' }}
        textTransform="uppercase"
      >
        <tr>
          <Box as="th" textAlign="start" w={{ base: '3.5rem', lg: '5rem' }} py="2">
            Hạng
          </Box>
          <Box as="th" textAlign="start" py="2">
            Cơ thủ
          </Box>
          <Box as="th" textAlign="end" w={{ base: '5rem', lg: '8rem' }} py="2">
            Số giải
          </Box>
          <Box as="th" textAlign="end" w={{ base: '4.5rem', lg: '10rem' }} py="2">
            Điểm
          </Box>
        </tr>
      </Box>
      <tbody>
        {rows.map((row) => (
          <Box as="tr" key={row.player.id} borderTopWidth="1px" borderColor="border.muted">
            <Box as="td" py="2" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {row.place}
            </Box>
            <Box as="td" py="2" fontWeight="semibold">
              {row.player.fullName}
            </Box>
            <Box as="td" py="2" textAlign="end" fontVariantNumeric="tabular-nums">
              {row.eventsPlayed}
            </Box>
            <Box
              as="td"
              py="2"
              textAlign="end"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              color="emerald.fg"
            >
              {row.points.toLocaleString('vi-VN')}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
