import { Heading, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/styled-parts/table';
import { Users } from 'lucide-react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PlayerLabel, ProvisionalBadge } from '../../components/player-label';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { formatDateTime, formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { PlaceLabel } from './place-label';
import { PlayerFlags } from './player-flags';
import { TournamentFrame } from './tournament-frame';

export default function TournamentPlayersPage() {
  return (
    <TournamentFrame section="players">
      {(tournament) => (
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Cơ thủ tham gia ({tournament.playerCount}/{tournament.maxPlayers})
          </Heading>
          <PlayersTable tournament={tournament} />
        </Stack>
      )}
    </TournamentFrame>
  );
}

function PlayersTable({ tournament }: { tournament: Tournament }) {
  const players = trpc.tournaments.players.useQuery({ id: tournament.id });
  // The managers' screening: which rank reads each player and why, and signals of sandbagging.
  const screening = trpc.tournaments.screening.useQuery(
    { id: tournament.id },
    { enabled: tournament.viewer.manager },
  );
  const screened = new Map((screening.data ?? []).map((entry) => [entry.playerId, entry]));
  if (players.isPending) return <PageLoading label="Đang tải danh sách cơ thủ" />;
  if (players.isError) {
    return (
      <PageError
        message={callErrorInfo(players.error).message}
        onRetry={() => void players.refetch()}
      />
    );
  }
  if (players.data.length === 0) {
    return (
      <PageEmpty
        icon={<Users />}
        title="Chưa có cơ thủ nào đăng ký"
        description={
          tournament.status === 'registration' ? 'Hãy là người đầu tiên tham gia giải.' : undefined
        }
      />
    );
  }
  const seeded = players.data.some((entry) => entry.seed !== null);
  const placed = players.data.some((entry) => entry.finalPlace !== null);
  // Seeds once the bracket exists; before that, the order they joined in.
  const rows = [...players.data].sort((a, b) =>
    seeded ? (a.seed ?? 1e9) - (b.seed ?? 1e9) : a.joinedAt.localeCompare(b.joinedAt),
  );

  return (
    <TableScroll>
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>Danh sách cơ thủ tham gia giải</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">{seeded ? 'Hạt giống' : 'STT'}</Table.ColumnHeader>
            <Table.ColumnHeader>Cơ thủ</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Điểm trình độ</Table.ColumnHeader>
            <Table.ColumnHeader>Đăng ký lúc</Table.ColumnHeader>
            {placed ? <Table.ColumnHeader>Thành tích</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((entry, index) => {
            const check = screened.get(entry.player.id);
            return (
              <Table.Row key={entry.player.id}>
                <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {seeded ? (entry.seed ?? '—') : index + 1}
                </Table.Cell>
                <Table.Cell minW="52">
                  <Stack gap="1">
                    <PlayerLabel player={entry.player} />
                    {/* The managers' list of a rank-limited event: which rank it reads, and why. */}
                    {check?.eligibility ? (
                      <Text
                        fontSize="xs"
                        color={check.eligibility.eligible ? 'fg.muted' : 'red.fg'}
                        whiteSpace="normal"
                        maxW={{ base: '68vw', md: 'md' }}
                        data-testid="eligibility"
                      >
                        {check.eligibility.eligible ? '' : 'Không đủ điều kiện: '}
                        {check.eligibility.reason}
                      </Text>
                    ) : null}
                    <PlayerFlags flags={check?.flags ?? []} playerId={entry.player.id} />
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  <Stack gap="1" align="flex-end">
                    {formatNumber(entry.player.rating)}
                    {entry.player.provisional ? <ProvisionalBadge size="xs" /> : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text as="span" color="fg.muted">
                    {formatDateTime(entry.joinedAt)}
                  </Text>
                </Table.Cell>
                {placed ? (
                  <Table.Cell>
                    {entry.finalPlace !== null ? <PlaceLabel place={entry.finalPlace} /> : '—'}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
