import { Badge, Button, Link, Text } from '@chakra-ui/react';
import { Table } from '../../components/styled-parts/table';
import { CalendarClock } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { formatDateTime } from '../../lib/format';
import { matchPairing, matchStateColor, matchStateLabel } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { lazyPart } from '../../lib/lazy-part';

// Managers only, on demand: spectators do not download the form and its validation.
const { Part: AssignDialog } = lazyPart(() => import('./assign-dialog'));

/**
 * The tournament's matches in play order, with table, time and referee. Managers assign those
 * here ("when and where" for the players).
 */
export function ScheduleTable({ tournament }: { tournament: Tournament }) {
  const matches = trpc.tournaments.matches.useQuery({ id: tournament.id });
  const [editing, setEditing] = useState<Match | null>(null);
  const manager = tournament.viewer.manager;

  if (matches.isPending) return <PageLoading label="Đang tải lịch thi đấu" />;
  if (matches.isError) {
    return (
      <PageError
        message={callErrorInfo(matches.error).message}
        onRetry={() => void matches.refetch()}
      />
    );
  }
  // Byes and empty slots are not played: only matches that exist for real.
  const rows = matches.data.filter((match) => match.player1 || match.player2);
  if (rows.length === 0) {
    return <PageEmpty icon={<CalendarClock />} title="Chưa có trận đấu nào" />;
  }

  return (
    <>
      <TableScroll>
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>Lịch thi đấu của giải</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Vòng</Table.ColumnHeader>
              <Table.ColumnHeader>Trận đấu</Table.ColumnHeader>
              <Table.ColumnHeader>Trạng thái</Table.ColumnHeader>
              <Table.ColumnHeader>Bàn</Table.ColumnHeader>
              <Table.ColumnHeader>Giờ thi đấu</Table.ColumnHeader>
              <Table.ColumnHeader>Trọng tài</Table.ColumnHeader>
              {manager ? (
                <Table.ColumnHeader>
                  <Text srOnly>Sắp xếp</Text>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((match) => (
              <Table.Row key={match.id}>
                <Table.Cell whiteSpace="nowrap">
                  {match.roundLabel} · {match.number}
                </Table.Cell>
                <Table.Cell minW="56">
                  <Link asChild colorPalette="emerald" color="colorPalette.fg">
                    <AppLink to={`/matches/${match.id}`}>{matchPairing(match)}</AppLink>
                  </Link>
                  {match.status === 'live' || match.status === 'finished' ? (
                    <Text as="span" ml="2" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {match.score1}–{match.score2}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Badge
                    colorPalette={matchStateColor(match)}
                    variant={match.status === 'live' ? 'solid' : 'subtle'}
                  >
                    {matchStateLabel(match)}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{match.tableLabel ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {match.scheduledAt ? formatDateTime(match.scheduledAt) : '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{match.referee?.fullName ?? '—'}</Table.Cell>
                {manager ? (
                  <Table.Cell textAlign="end">
                    {match.status !== 'finished' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(match)}
                        aria-label={`Sắp xếp trận ${match.roundLabel} ${match.number}`}
                      >
                        Sắp xếp
                      </Button>
                    ) : null}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      {editing ? (
        <Suspense fallback={null}>
          <AssignDialog
            key={editing.id}
            match={editing}
            tournament={tournament}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
