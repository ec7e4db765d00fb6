// /tv/tours/:id: a tour's table on a venue's TV, all day: big type, a page of players at a time
// turning every 15 s, read again every half minute and whenever the screen wakes.
import { Box, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { TourStanding } from '../../../shared/schemas/tours';
import { Logo } from '../../components/logo';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { formatTime } from '../../lib/format';
import { lazyPart } from '../../lib/lazy-part';
import { trpc } from '../../lib/trpc';
import { useClock, useTicks, useTvScreen } from '../../lib/tv-screen';
import { SCREEN_REFRESH, useTourId } from './tour-hooks';
import { countedEvents, seasonLabel, TOUR_STATUS_LABELS } from './tour-labels';

// The QR code library loads with the TV only.
const { Part: QRCodeSVG } = lazyPart(() =>
  import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })),
);

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
      <HStack as="header" justify="space-between" align="center" gap="6">
        <HStack gap="5" minW="0">
          <Logo height={40} />
          <Stack gap="0.5" minW="0">
            <Text fontSize="md" color="fg.muted" truncate>
              Tour xếp hạng · {TOUR_STATUS_LABELS[tour.data.status]}
            </Text>
            <Heading as="h1" fontSize="3xl" lineHeight="1.15" truncate>
              {tour.data.name}
            </Heading>
            <Text fontSize="md" color="fg.muted">
              Mùa giải {seasonLabel(tour.data)}
              {standings.data
                ? ` · Đã tính ${standings.data.finalEvents}/${countedEvents(tour.data)} giải`
                : ''}
            </Text>
          </Stack>
        </HStack>
        <TvClock />
      </HStack>
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
        <TvQr path={`/tours/${id}`} />
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
      fontSize="2xl"
      aria-label="Bảng xếp hạng tour"
      borderCollapse="collapse"
    >
      <Box as="thead" color="fg.muted" fontSize="lg" textTransform="uppercase">
        <tr>
          <Box as="th" textAlign="start" w="5rem" py="2">
            Hạng
          </Box>
          <Box as="th" textAlign="start" py="2">
            Cơ thủ
          </Box>
          <Box as="th" textAlign="end" w="8rem" py="2">
            Số giải
          </Box>
          <Box as="th" textAlign="end" w="10rem" py="2">
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

/** A leaf of its own: its minute ticks re-render nothing else. */
function TvClock() {
  const now = useClock();
  return (
    <Text
      fontSize="4xl"
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      aria-label="Giờ hiện tại"
      flexShrink={0}
    >
      {formatTime(now.toISOString())}
    </Text>
  );
}

function TvQr({ path }: { path: string }) {
  const url = `${window.location.origin}${path}`;
  return (
    <HStack gap="4" align="center" data-testid="tv-qr">
      <Box bg="white" p="2" borderRadius="l2" lineHeight="0" w="6rem" flexShrink={0}>
        <Suspense fallback={<Box aspectRatio="1" />}>
          <QRCodeSVG
            value={url}
            size={256}
            role="img"
            aria-label={`Mã QR: ${url}`}
            style={{ width: '100%', height: 'auto' }}
          />
        </Suspense>
      </Box>
      <Stack gap="1" minW="0">
        <Text fontSize="md" fontWeight="semibold">
          Quét mã để xem điểm từng giải của bạn
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {url.replace(/^https?:\/\//, '')}
        </Text>
      </Stack>
    </HStack>
  );
}
