import { Heading, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { Table } from '../../components/styled-parts/table';
import { ListOrdered, Trophy } from 'lucide-react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PlayerLabel } from '../../components/player-label';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { PlaceLabel } from './place-label';
import { TournamentFrame } from './tournament-frame';

export default function TournamentRankingPage() {
  return (
    <TournamentFrame section="ranking">
      {(tournament) => (
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {tournament.status === 'finished' ? 'Xếp hạng chung cuộc' : 'Xếp hạng'}
          </Heading>
          <Standings tournament={tournament} />
        </Stack>
      )}
    </TournamentFrame>
  );
}

function Standings({ tournament }: { tournament: Tournament }) {
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
  const champion = finished ? standings.data.find((row) => row.place === 1) : undefined;

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
      <TableScroll>
        <Table.Root size="sm">
          <Table.Caption srOnly>
            {finished ? 'Xếp hạng chung cuộc' : 'Xếp hạng hiện tại'}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="32">Hạng</Table.ColumnHeader>
              <Table.ColumnHeader>Cơ thủ</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Trận</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Thắng</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Thua</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                Ván thắng – thua
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {standings.data.map((row, index) => (
              <Table.Row
                key={row.player.id}
                color={!finished && row.eliminated ? 'fg.muted' : undefined}
              >
                <Table.Cell>
                  {row.place !== null ? (
                    <PlaceLabel place={row.place} />
                  ) : (
                    <Text fontWeight="medium">{index + 1}</Text>
                  )}
                </Table.Cell>
                <Table.Cell minW="52">
                  <Stack gap="1">
                    <PlayerLabel player={row.player} />
                    {!finished && row.eliminated ? (
                      <Text fontSize="xs" color="fg.muted">
                        Đã bị loại
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">{row.played}</Table.Cell>
                <Table.Cell textAlign="end">{row.won}</Table.Cell>
                <Table.Cell textAlign="end">{row.lost}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {row.racksWon} – {row.racksLost}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Stack>
  );
}
