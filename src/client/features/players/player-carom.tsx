import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CaromDiscipline, CaromFigures, PlayerCarom } from '../../../shared/schemas/players';
import { Table } from '../../components/styled-parts/table';
import { formatNumber } from '../../lib/format';
import { GAME_LABELS } from '../../lib/labels';
import { formatAverage, formatRating } from '../../lib/player-logic';

/** The figures a discipline's table shows, one row each: what it is called and how it reads. */
const ROWS: { label: ReactNode; value: (figures: CaromFigures) => string }[] = [
  {
    label: <abbr title="Trung bình chung: tổng điểm chia tổng lượt cơ">Trung bình chung</abbr>,
    value: (f) => formatAverage(f.generalAverage),
  },
  { label: 'TB ván cao nhất', value: (f) => formatAverage(f.bestGameAverage) },
  { label: 'Loạt cơ cao nhất', value: (f) => formatNumber(f.highRun) },
  {
    label: 'Trận thắng – hòa – thua',
    value: (f) => [f.won, f.drawn, f.lost].map(formatNumber).join(' – '),
  },
  {
    label: 'Điểm / lượt cơ',
    value: (f) => `${formatNumber(f.points)} / ${formatNumber(f.innings)}`,
  },
];

/**
 * A carom player's figures: their carom rating (kept apart from the pool one) and, per
 * discipline, the averages and high run of the last 12 months beside the whole career.
 */
export function PlayerCaromStats({ carom }: { carom: PlayerCarom }) {
  return (
    <Stack gap="4">
      <HStack gap="3" align="baseline" flexWrap="wrap">
        <Text
          fontSize="2xl"
          fontWeight="bold"
          color="emerald.fg"
          fontVariantNumeric="tabular-nums"
          lineHeight="1.1"
        >
          {formatRating(carom.rating)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          điểm trình độ carom, tính riêng với pool
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 1 }} gap="4">
        {carom.disciplines.map((discipline) => (
          <DisciplineCard key={discipline.game} discipline={discipline} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DisciplineCard({ discipline }: { discipline: CaromDiscipline }) {
  const { career, recent } = discipline;
  const name = GAME_LABELS[discipline.game];
  const played = recent.matches > 0;
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="3" px="0" pb="1">
        <HStack justify="space-between" gap="3" px="4" flexWrap="wrap">
          <Heading as="h3" size="sm">
            {name}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {formatNumber(career.matches)} trận
          </Text>
        </HStack>
        <Table.Root size="sm" css={{ '& tr:last-of-type > *': { borderBottomWidth: '0' } }}>
          <Table.Caption srOnly>{name}: 12 tháng qua và toàn bộ sự nghiệp</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader scope="col" ps="4">
                <Text as="span" srOnly>
                  Chỉ số
                </Text>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
                12 tháng
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap" pe="4">
                Toàn bộ
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ROWS.map((row, index) => (
              <Table.Row key={index}>
                <Table.Cell as="th" scope="row" ps="4" fontWeight="normal" color="fg.muted">
                  {row.label}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  fontWeight={index === 0 ? 'semibold' : undefined}
                >
                  {played ? (
                    row.value(recent)
                  ) : (
                    <>
                      <span aria-hidden>–</span>
                      <Text as="span" srOnly>
                        Không có trận
                      </Text>
                    </>
                  )}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  fontWeight={index === 0 ? 'semibold' : undefined}
                  pe="4"
                >
                  {row.value(career)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
