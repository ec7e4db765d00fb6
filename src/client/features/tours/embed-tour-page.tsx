// /embed/tours/:id: a tour's table for a club's own website, in an <iframe> (the server lets any
// site frame /embed/): compact, read-only, read again every half minute and when it comes back
// into sight, at the size, colours and length its address says (tour-embed-params.ts).
import { Link, Stack, Text } from '@chakra-ui/react';
import { EmbedFrame, EmbedHeader } from '../../components/embed-frame';
import { PageLoading } from '../../components/page-loading';
import { EntityError, PageError } from '../../components/page-states';
import { Table } from '../../components/styled-parts/table';
import { callErrorInfo } from '../../lib/call-errors';
import { useForcedColorScheme } from '../../lib/forced-color-mode';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { TourStatusBadge } from './tour-card';
import { readTourEmbedView } from './tour-embed-params';
import { SCREEN_REFRESH, useTourId } from './tour-hooks';
import { countedEvents, seasonLabel } from './tour-labels';

export default function EmbedTourPage() {
  const id = useTourId();
  const [params] = useQueryState();
  const view = readTourEmbedView(params);
  useForcedColorScheme(view.theme);
  const tour = trpc.tours.get.useQuery({ id }, SCREEN_REFRESH);
  const standings = trpc.tours.standings.useQuery({ id }, SCREEN_REFRESH);
  const origin = window.location.origin;

  return (
    <EmbedFrame scale={view.scale} px="3">
      {tour.isPending ? (
        <PageLoading label="Đang tải tour" />
      ) : tour.data === undefined ? (
        <EntityError
          error={tour.error}
          notFoundTitle="Không tìm thấy tour"
          onRetry={() => void tour.refetch()}
        />
      ) : (
        <Stack gap="3">
          <EmbedHeader
            title={tour.data.name}
            path={`/tours/${id}`}
            facts={
              <>
                <TourStatusBadge status={tour.data.status} />
                <Text fontSize="sm" color="fg.muted">
                  {seasonLabel(tour.data)}
                  {standings.data
                    ? ` · đã tính ${standings.data.finalEvents}/${countedEvents(tour.data)} giải`
                    : ''}
                </Text>
              </>
            }
          />
          {standings.isPending ? (
            <PageLoading label="Đang tải bảng xếp hạng" />
          ) : standings.data === undefined ? (
            <PageError
              message={callErrorInfo(standings.error).message}
              onRetry={() => void standings.refetch()}
            />
          ) : standings.data.rows.length === 0 ? (
            <Text color="fg.muted">
              Bảng xếp hạng chưa có điểm: điểm được cộng khi một giải của tour có kết quả chính
              thức.
            </Text>
          ) : (
            <Table.Root size="sm" aria-label="Bảng xếp hạng tour">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="10" px="2">
                    Hạng
                  </Table.ColumnHeader>
                  <Table.ColumnHeader px="2">Cơ thủ</Table.ColumnHeader>
                  <Table.ColumnHeader px="2" textAlign="end">
                    Số giải
                  </Table.ColumnHeader>
                  <Table.ColumnHeader px="2" textAlign="end">
                    Điểm
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {standings.data.rows.slice(0, view.rows).map((row) => (
                  <Table.Row key={row.player.id}>
                    <Table.Cell px="2" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {row.place}
                    </Table.Cell>
                    <Table.Cell px="2" whiteSpace="normal" overflowWrap="anywhere">
                      <Link href={`${origin}/players/${row.player.id}`} color="inherit">
                        {row.player.fullName}
                      </Link>
                    </Table.Cell>
                    <Table.Cell px="2" textAlign="end" fontVariantNumeric="tabular-nums">
                      {row.eventsPlayed}
                    </Table.Cell>
                    <Table.Cell
                      px="2"
                      textAlign="end"
                      fontWeight="bold"
                      fontVariantNumeric="tabular-nums"
                    >
                      {row.points.toLocaleString('vi-VN')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      )}
    </EmbedFrame>
  );
}
