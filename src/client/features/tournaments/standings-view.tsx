// A tournament's standings: the overall table, the groups' tables while they play, the champion
// once it is over. The ranking page shows it, and so does the embed other sites frame.
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { Table } from '../../components/styled-parts/table';
import { ListOrdered, Trophy } from 'lucide-react';
import { groupName, isCaromGame, ranksByTable } from '../../../shared/domain';
import type { Standing } from '../../../shared/schemas/standings';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PlayerLabel } from '../../components/player-label';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { formatNumber } from '../../lib/format';
import { formatAverage } from '../../lib/player-logic';
import { TIEBREAK_COLUMNS, TIEBREAK_LABELS } from './tiebreak-labels';
import { trpc } from '../../lib/trpc';
import { PlaceLabel } from './place-label';

// A phone's column: hidden from md up, and on paper, which has a wide screen's columns (Chakra's
// breakpoints are screen-only, so a print would otherwise show both).
const PHONE_COLUMN = { hideFrom: 'md', _print: { display: 'none' } } as const;

export function StandingsView({ tournament }: { tournament: Tournament }) {
  const started = tournament.status === 'ongoing' || tournament.status === 'finished';
  const standings = trpc.tournaments.standings.useQuery(
    { id: tournament.id },
    { enabled: started || tournament.status === 'cancelled' },
  );
  if (tournament.status === 'draft' || tournament.status === 'registration') {
    return (
      <PageEmpty
        icon={<ListOrdered />}
        title="Giải đấu chưa bắt đầu"
        description="Bảng xếp hạng sẽ cập nhật theo từng trận khi giải bắt đầu."
      />
    );
  }
  if (standings.isPending) return <PageLoading label="Đang tải bảng xếp hạng" />;
  if (standings.isError) {
    return (
      <PageError
        message={callErrorInfo(standings.error).message}
        onRetry={() => void standings.refetch()}
      />
    );
  }
  if (standings.data.length === 0) {
    return <PageEmpty icon={<ListOrdered />} title="Chưa có kết quả nào" />;
  }
  const finished = tournament.status === 'finished';
  const carom = isCaromGame(tournament.game);
  const champion = finished ? standings.data.find((row) => row.place === 1) : undefined;
  const groups = groupsOf(standings.data);
  // While the groups play, they are what everyone follows; afterwards the overall table leads.
  const groupStage =
    groups.length > 0 && !finished && standings.data.every((row) => !row.eliminated);
  const overall = (
    <StandingsTable
      rows={standings.data}
      caption={finished ? 'Xếp hạng chung cuộc' : 'Xếp hạng hiện tại'}
      placeOf={(row, index) => (row.place !== null ? row.place : index + 1)}
      finished={finished}
      markEliminated={!finished}
      showTiebreaks={tournament.format === 'round_robin' || tournament.format === 'swiss'}
      carom={carom}
      draws={tournament.caromDraws}
    />
  );
  const groupTables =
    groups.length > 0 ? (
      <Stack gap="4">
        <Heading as="h3" size="md">
          Vòng bảng
        </Heading>
        {groups.map(([group, rows]) => (
          <Stack key={group} gap="2">
            <Heading as="h4" size="sm">
              {groupName(group)}
            </Heading>
            <StandingsTable
              rows={rows}
              caption={groupName(group)}
              placeOf={(row) => row.tablePlace}
              finished={false}
              markEliminated={false}
              showTiebreaks
              advancing={tournament.advancePerGroup ?? 0}
              carom={carom}
              draws={tournament.caromDraws}
            />
          </Stack>
        ))}
      </Stack>
    ) : null;

  return (
    <Stack gap="4">
      {champion ? (
        <Alert.Root status="success" variant="subtle" borderRadius="l3">
          <Alert.Indicator>
            <Trophy />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>Vô địch: {champion.player.fullName}</Alert.Title>
            <Alert.Description>Chúc mừng nhà vô địch của {tournament.name}!</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {tournament.status === 'ongoing' ? (
        <Text color="fg.muted" fontSize="sm">
          Bảng xếp hạng tạm thời, cập nhật sau mỗi trận.
        </Text>
      ) : null}
      {groupStage ? groupTables : overall}
      {groupStage ? null : groupTables}
      {ranksByTable(tournament.format) ? (
        <Text color="fg.muted" fontSize="sm" data-testid="tiebreak-order">
          Bằng điểm thì xếp theo:{' '}
          {[...tournament.tiebreaks, 'seed' as const]
            .map((criterion) => TIEBREAK_LABELS[criterion])
            .join(' → ')}
          .
        </Text>
      ) : null}
    </Stack>
  );
}

/** A rack difference with its sign: +8, 0, −3. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A tiebreak's figure as its column shows it ('—' where it says nothing). */
function figureText({ tiebreak, value }: Standing['figures'][number]): string {
  if (value === null) return '—';
  switch (tiebreak) {
    case 'rackDifference':
      return signed(value);
    case 'generalAverage':
    case 'bestGameAverage':
      return formatAverage(value);
    default:
      return formatNumber(value);
  }
}

/** The players of each group, in the group table's order. */
function groupsOf(rows: Standing[]): [number, Standing[]][] {
  const groups = new Map<number, Standing[]>();
  for (const row of rows) {
    if (row.group === null) continue;
    groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([group, members]) => [
      group,
      members.sort((a, b) => (a.tablePlace ?? 0) - (b.tablePlace ?? 0)),
    ]);
}

function StandingsTable({
  rows,
  caption,
  placeOf,
  finished,
  markEliminated,
  showTiebreaks,
  advancing = 0,
  carom,
  draws,
}: {
  rows: Standing[];
  caption: string;
  placeOf: (row: Standing, index: number) => number | null;
  /** Final places, with medals. */
  finished: boolean;
  /** Players out of the tournament greyed and said so (not in a group's table). */
  markEliminated: boolean;
  showTiebreaks: boolean;
  /** A group's places that go through to the knockout. */
  advancing?: number;
  /** Carom: points instead of racks, and the general average and high run of the protocols. */
  carom: boolean;
  /** Carom events that allow draws: the record is won–drawn–lost. */
  draws: boolean;
}) {
  const unit = carom ? 'Điểm' : 'Ván';
  // The figure of every tiebreak the organiser chose, on every screen and on paper (the table
  // scrolls sideways on a phone); it replaces the phone's second summary column.
  const figures = showTiebreaks ? (rows[0]?.figures.map((f) => f.tiebreak) ?? []) : [];
  return (
    <TableScroll>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w={{ md: '32' }}>Hạng</Table.ColumnHeader>
            <Table.ColumnHeader>Cơ thủ</Table.ColumnHeader>
            {/* A phone shows the record in two narrow columns, so nothing scrolls sideways. */}
            <Table.ColumnHeader textAlign="end" {...PHONE_COLUMN} whiteSpace="nowrap">
              {draws ? (
                <abbr title="Thắng – hòa – thua">T–H–B</abbr>
              ) : (
                <abbr title="Thắng – thua">T–B</abbr>
              )}
            </Table.ColumnHeader>
            {/* Carom's second number is the general average: it ranks level players. */}
            {figures.length === 0 ? (
              <Table.ColumnHeader textAlign="end" {...PHONE_COLUMN}>
                {carom ? (
                  <abbr title="Trung bình chung: tổng điểm chia tổng lượt cơ">TB</abbr>
                ) : (
                  <abbr title="Hiệu số ván">HS</abbr>
                )}
              </Table.ColumnHeader>
            ) : null}
            {figures.map((tiebreak) => (
              <Table.ColumnHeader
                key={tiebreak}
                textAlign="end"
                whiteSpace="nowrap"
                data-testid="tiebreak-column"
              >
                <abbr title={TIEBREAK_LABELS[tiebreak]}>{TIEBREAK_COLUMNS[tiebreak]}</abbr>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Trận
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Thắng
            </Table.ColumnHeader>
            {draws ? (
              <Table.ColumnHeader textAlign="end" hideBelow="md">
                Hòa
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Thua
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap" hideBelow="md">
              {unit} thắng – thua
            </Table.ColumnHeader>
            {carom ? (
              <>
                <Table.ColumnHeader textAlign="end" hideBelow="md">
                  <abbr title="Trung bình chung: tổng điểm chia tổng lượt cơ">TB</abbr>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="md">
                  <abbr title="Loạt cơ cao nhất">Loạt</abbr>
                </Table.ColumnHeader>
              </>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const place = placeOf(row, index);
            return (
              <Table.Row
                key={row.player.id}
                color={markEliminated && row.eliminated ? 'fg.muted' : undefined}
              >
                <Table.Cell>
                  {finished && row.place !== null ? (
                    <PlaceLabel place={row.place} />
                  ) : (
                    <Text fontWeight="medium">{place}</Text>
                  )}
                </Table.Cell>
                <Table.Cell minW={{ base: '28', md: '52' }}>
                  <Stack gap="1" align="start">
                    <PlayerLabel player={row.player} />
                    {place !== null && place <= advancing ? (
                      <Badge size="sm" colorPalette="emerald" variant="subtle">
                        Vị trí đi tiếp
                      </Badge>
                    ) : null}
                    {showTiebreaks && row.tiebreak ? (
                      <Text fontSize="xs" color="fg.muted" data-testid="tiebreak-note">
                        Xếp trên nhờ {TIEBREAK_LABELS[row.tiebreak].toLowerCase()}
                      </Text>
                    ) : null}
                    {markEliminated && row.eliminated ? (
                      <Text fontSize="xs" color="fg.muted">
                        Đã bị loại
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  {...PHONE_COLUMN}
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                >
                  {draws ? `${row.won}–${row.drawn}–${row.lost}` : `${row.won}–${row.lost}`}
                </Table.Cell>
                {figures.length === 0 ? (
                  <Table.Cell
                    textAlign="end"
                    {...PHONE_COLUMN}
                    fontVariantNumeric="tabular-nums"
                    title={
                      `${unit} thắng – thua: ${row.racksWon} – ${row.racksLost}` +
                      (row.carom ? `, loạt cơ cao nhất ${row.carom.highRun}` : '')
                    }
                  >
                    {row.carom
                      ? formatAverage(row.carom.generalAverage)
                      : signed(row.racksWon - row.racksLost)}
                  </Table.Cell>
                ) : null}
                {row.figures.map((figure) => (
                  <Table.Cell
                    key={figure.tiebreak}
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    fontWeight={
                      figure.tiebreak === row.figures[0]?.tiebreak ? 'semibold' : undefined
                    }
                  >
                    {figureText(figure)}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" hideBelow="md">
                  {row.played}
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md">
                  {row.won}
                </Table.Cell>
                {draws ? (
                  <Table.Cell textAlign="end" hideBelow="md">
                    {row.drawn}
                  </Table.Cell>
                ) : null}
                <Table.Cell textAlign="end" hideBelow="md">
                  {row.lost}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" hideBelow="md">
                  {row.racksWon} – {row.racksLost}
                </Table.Cell>
                {carom ? (
                  <>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" hideBelow="md">
                      {formatAverage(row.carom?.generalAverage ?? 0)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" hideBelow="md">
                      {row.carom?.highRun ?? 0}
                    </Table.Cell>
                  </>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
