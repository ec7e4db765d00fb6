// A tour's table on its page: place, player, events played and points, and under each player,
// on a tap, the points of every event they played (counted or not) and what the last season
// handed on. One row of four narrow columns fits a phone.
import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { Tour, TourResult, TourStanding, TourStandings } from '../../../shared/schemas/tours';
import { PlayerLink } from '../../components/player-label';
import { Table } from '../../components/styled-parts/table';
import { TableScroll } from '../../components/table-scroll';
import { placeName, pointsLabel } from './tour-labels';

function ResultLine({ result, eventName }: { result: TourResult; eventName: string }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      align="flex-start"
      gap="3"
      py="1.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0.5" minW="0">
        <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
          {eventName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Hạng giải {result.tier} · {placeName(result.place)}
        </Text>
      </Stack>
      <Stack gap="0.5" align="flex-end" flexShrink={0}>
        <Text
          fontSize="sm"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          textDecoration={result.counted ? undefined : 'line-through'}
          color={result.counted ? undefined : 'fg.muted'}
        >
          {pointsLabel(result.points)}
        </Text>
        <Badge size="xs" variant="subtle" colorPalette={result.counted ? 'emerald' : 'gray'}>
          {result.counted ? 'Được tính' : 'Không tính'}
        </Badge>
      </Stack>
    </HStack>
  );
}

/** What makes up a player's points: each event's result, and the points carried in. */
function StandingDetail({ row, tour }: { row: TourStanding; tour: Tour }) {
  const names = new Map(tour.events.map((event) => [event.tournament.id, event.tournament.name]));
  const dropped = row.results.filter((result) => !result.counted).length;
  return (
    <Stack gap="2" py="1">
      <Stack
        as="ul"
        gap="0"
        listStyleType="none"
        aria-label={`Điểm từng giải của ${row.player.fullName}`}
      >
        {row.results.map((result) => (
          <ResultLine
            key={result.tournamentId}
            result={result}
            eventName={names.get(result.tournamentId) ?? `Giải #${result.tournamentId}`}
          />
        ))}
      </Stack>
      {row.carried > 0 ? (
        <Text fontSize="sm">
          Chuyển từ mùa trước: <strong>+{pointsLabel(row.carried)}</strong>
        </Text>
      ) : null}
      {dropped > 0 && tour.bestOf !== null ? (
        <Text fontSize="xs" color="fg.muted">
          Chỉ {tour.bestOf} kết quả tốt nhất được tính; {dropped} kết quả còn lại không được cộng.
        </Text>
      ) : null}
    </Stack>
  );
}

function PlaceCell({ place }: { place: number }) {
  const medal = place <= 3 ? (['yellow', 'gray', 'orange'] as const)[place - 1] : undefined;
  return medal ? (
    <Badge colorPalette={medal} variant="solid" size="md" minW="7" justifyContent="center">
      {place}
    </Badge>
  ) : (
    <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" pl="2">
      {place}
    </Text>
  );
}

export function TourStandingsTable({ tour, standings }: { tour: Tour; standings: TourStandings }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (playerId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(playerId)) next.delete(playerId);
      else next.add(playerId);
      return next;
    });

  return (
    <TableScroll>
      <Table.Root size="sm" aria-label="Bảng xếp hạng tour">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10" px="2">
              Hạng
            </Table.ColumnHeader>
            <Table.ColumnHeader px="2">Cơ thủ</Table.ColumnHeader>
            {/* "Giải" alone read as a prize or an event's name: the column counts events. */}
            <Table.ColumnHeader textAlign="end" px="2" title="Số giải đã thi đấu trong mùa">
              Số giải
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" px="2">
              Điểm
            </Table.ColumnHeader>
            <Table.ColumnHeader w="9" px="1">
              <Box srOnly>Chi tiết</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {standings.rows.map((row) => {
            const expanded = open.has(row.player.id);
            const detailId = `tour-standing-${row.player.id}`;
            return (
              <Fragment key={row.player.id}>
                <Table.Row data-testid="tour-standing">
                  <Table.Cell px="2">
                    <PlaceCell place={row.place} />
                  </Table.Cell>
                  <Table.Cell
                    px="2"
                    fontWeight="medium"
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                  >
                    <PlayerLink player={row.player} />
                    {row.carried > 0 ? (
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                        +{row.carried} từ mùa trước
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell px="2" textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.eventsPlayed}
                  </Table.Cell>
                  <Table.Cell
                    px="2"
                    textAlign="end"
                    fontWeight="bold"
                    fontVariantNumeric="tabular-nums"
                    data-testid="tour-points"
                  >
                    {row.points.toLocaleString('vi-VN')}
                  </Table.Cell>
                  <Table.Cell px="1">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={`Điểm từng giải của ${row.player.fullName}`}
                      onClick={() => toggle(row.player.id)}
                    >
                      <Box
                        as="span"
                        transform={expanded ? 'rotate(180deg)' : undefined}
                        transition="transform 0.15s"
                        display="inline-flex"
                      >
                        <ChevronDown aria-hidden />
                      </Box>
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
                {expanded ? (
                  <Table.Row id={detailId} bg="bg.subtle">
                    <Table.Cell colSpan={5} px="3" whiteSpace="normal">
                      <StandingDetail row={row} tour={tour} />
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
