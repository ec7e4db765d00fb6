import { rankNameShown, ranksByStrength } from '../../../shared/rank-table';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/styled-parts/table';
import type { Rank, RankCode } from '../../../shared/schemas/config';
import { RankBadge } from '../../components/player-label';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';

/** Every rank, weakest first: badge, the operator's name when it differs, rating, description. */
export function RankTable({ ranks, ownRank }: { ranks: readonly Rank[]; ownRank?: RankCode }) {
  return (
    <TableScroll>
      <Table.Root size="sm">
        <Table.Caption srOnly>Các hạng từ yếu đến mạnh và điểm trình độ của mỗi hạng</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col" w="1%">
              Hạng
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap" w="1%">
              Điểm trình độ
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Mô tả</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ranksByStrength(ranks).map((rank) => {
            const name = rankNameShown(rank);
            const own = rank.code === ownRank;
            return (
              <Table.Row key={rank.code} bg={own ? 'emerald.subtle/60' : undefined}>
                <Table.ColumnHeader scope="row" verticalAlign="top">
                  <Stack gap="1" align="flex-start">
                    <RankBadge rank={rank.code} size="md" />
                    {name ? (
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                        {name}
                      </Text>
                    ) : null}
                    {own ? (
                      <Badge size="xs" variant="solid" colorPalette="emerald" whiteSpace="nowrap">
                        Hạng của bạn
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.ColumnHeader>
                <Table.Cell
                  textAlign="end"
                  verticalAlign="top"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                >
                  {formatNumber(rank.rating)}
                </Table.Cell>
                <Table.Cell verticalAlign="top" minW="44">
                  {rank.description || (
                    <Text as="span" color="fg.muted">
                      Chưa có mô tả
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
