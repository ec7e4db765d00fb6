import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Table } from '../../components/styled-parts/table';
import { keepPreviousData } from '@tanstack/react-query';
import type { RaceChart } from '../../../shared/schemas/config';
import { FormField } from '../../components/form-field';
import { PageError } from '../../components/page-states';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { raceLabel } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { RACE_OPTIONS, chartCellTitle, raceChartGrid } from './playing-logic';

/** The race the chart is drawn for; it sits beside the section heading. */
export function ChartRaceSelect({
  race,
  onChange,
}: {
  race: number;
  onChange: (race: number) => void;
}) {
  return (
    <Box w={{ base: 'full', md: '56' }}>
      <FormField label="Người mạnh hơn chạm">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={race}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {RACE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {raceLabel(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Box>
  );
}

/** Every rank pair for one race: rows are rank A, columns rank B, each cell "race A–race B". */
export function RaceChartTable({ race }: { race: number }) {
  const chart = trpc.config.raceChart.useQuery(
    { raceTo: race },
    { placeholderData: keepPreviousData, staleTime: 5 * 60_000 },
  );
  if (chart.isPending) {
    return (
      <Stack gap="2" role="status">
        <Text srOnly>Đang tải bảng chạm…</Text>
        <Skeleton h="80" borderRadius="l2" />
      </Stack>
    );
  }
  if (chart.isError) {
    return (
      <PageError
        title="Không tải được bảng chạm"
        message={callErrorInfo(chart.error).message}
        onRetry={() => void chart.refetch()}
      />
    );
  }
  return <ChartGrid chart={chart.data} stale={chart.isPlaceholderData} />;
}

const stickyColumn = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'bg',
  borderInlineEndWidth: '1px',
} as const;

function ChartGrid({ chart, stale }: { chart: RaceChart; stale: boolean }) {
  const grid = raceChartGrid(chart);
  return (
    <Stack gap="2">
      <TableScroll
        opacity={stale ? 0.6 : 1}
        transition="opacity 0.15s"
        aria-busy={stale || undefined}
      >
        <Table.Root size="sm" showColumnBorder>
          <Table.Caption srOnly>
            Bảng chạm khi người mạnh hơn chạm {chart.raceTo}: mỗi ô là số ván chạm của hạng ở hàng
            và của hạng ở cột
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader
                scope="col"
                {...stickyColumn}
                bg="bg.muted"
                fontSize="xs"
                color="fg.muted"
                whiteSpace="nowrap"
              >
                <Text as="span" aria-hidden>
                  A \ B
                </Text>
                <Text as="span" srOnly>
                  Hạng cơ thủ A (hàng), hạng cơ thủ B (cột)
                </Text>
              </Table.ColumnHeader>
              {grid.ranks.map((rank) => (
                <Table.ColumnHeader key={rank} scope="col" textAlign="center" minW="14">
                  <Text as="span" srOnly>
                    Hạng{' '}
                  </Text>
                  {rank}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {grid.rows.map((row) => (
              <Table.Row key={row.rank}>
                <Table.ColumnHeader scope="row" {...stickyColumn} textAlign="center">
                  <Text as="span" srOnly>
                    Hạng{' '}
                  </Text>
                  {row.rank}
                </Table.ColumnHeader>
                {row.cells.map((cell) => {
                  const diagonal = cell.rankA === cell.rankB;
                  return (
                    <Table.Cell
                      key={cell.rankB}
                      title={chartCellTitle(cell)}
                      textAlign="center"
                      whiteSpace="nowrap"
                      fontVariantNumeric="tabular-nums"
                      bg={diagonal ? 'emerald.subtle' : undefined}
                      color={diagonal ? 'emerald.fg' : undefined}
                      fontWeight={diagonal ? 'semibold' : undefined}
                      _hover={{ bg: 'emerald.muted' }}
                    >
                      {cell.raceA}–{cell.raceB}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Text fontSize="sm" color="fg.muted">
        Hàng là hạng cơ thủ A, cột là hạng cơ thủ B; mỗi ô ghi “A chạm – B chạm”. Đường chéo là hai
        người cùng hạng (không chấp). Rê chuột lên một ô để xem số ván chấp và khả năng thắng.
      </Text>
    </Stack>
  );
}
