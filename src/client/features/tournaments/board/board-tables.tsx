// The table board's tables: one card per table (free, called, playing) with the match on it;
// the organiser's button to the table setup.
import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import type { Board, BoardTableState } from '../../../../shared/schemas/board';
import type { Match } from '../../../../shared/schemas/matches';
import { AppLink } from '../../../components/app-link';
import { CallClock } from '../../../components/call-clock';
import { matchPairing, raceLabel } from '../../../lib/labels';
import { lazyPart } from '../../../lib/lazy-part';

// Only organisers open these: spectators' phones never load them.
const { Part: BoardSetupDialog } = lazyPart(() =>
  import('./board-dialogs').then((m) => ({ default: m.BoardSetupDialog })),
);
const { Part: MatchEndingDialog } = lazyPart(() =>
  import('./board-dialogs').then((m) => ({ default: m.MatchEndingDialog })),
);

export const TABLE_STATE_LABELS: Record<BoardTableState, string> = {
  free: 'Trống',
  called: 'Đã gọi',
  playing: 'Đang đấu',
};
export const TABLE_STATE_COLORS: Record<BoardTableState, string> = {
  free: 'gray',
  called: 'orange',
  playing: 'red',
};

/**
 * The tables; a manager may end a match on one unplayed: a called match whose player did not
 * come as a walkover, a match under way as a retirement, either as a disqualification.
 */
export function BoardTables({ board, manager = false }: { board: Board; manager?: boolean }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" aria-label="Các bàn">
      {board.tables.map((table) => (
        <Card.Root
          as="li"
          key={table.label}
          size="sm"
          borderColor={
            table.state === 'free' ? 'border' : `${TABLE_STATE_COLORS[table.state]}.muted`
          }
          data-testid="board-table"
        >
          <Card.Body gap="2" p="3">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold">{table.label}</Text>
              <Badge colorPalette={TABLE_STATE_COLORS[table.state]} variant="subtle">
                {TABLE_STATE_LABELS[table.state]}
              </Badge>
            </HStack>
            {table.match ? <TableMatch match={table.match} /> : null}
            {table.match?.call ? <CallClock match={table.match} manager={manager} /> : null}
            {manager && table.match && !table.match.report ? (
              <MatchEndingButton board={board} table={table.label} match={table.match} />
            ) : null}
            {table.match ? null : (
              <Text fontSize="sm" color="fg.muted">
                Chờ trận tiếp theo
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function TableMatch({ match }: { match: Match }) {
  return (
    <>
      <MatchLink match={match} />
      {match.player1 && match.player2 ? (
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start" minH="11">
          <AppLink
            to={`/players/${match.player1.id}/vs/${match.player2.id}`}
            aria-label={`Đối đầu ${matchPairing(match)}`}
          >
            Đối đầu
          </AppLink>
        </Link>
      ) : null}
    </>
  );
}

function MatchLink({ match }: { match: Match }) {
  return (
    <AppLink to={`/matches/${match.id}`} aria-label={`${matchPairing(match)}, ${match.roundLabel}`}>
      <Stack gap="0.5" fontSize="sm">
        <Text lineClamp={1}>{match.player1?.fullName}</Text>
        <Text lineClamp={1}>{match.player2?.fullName}</Text>
        {match.report ? (
          <Badge
            colorPalette={match.report.disputed ? 'red' : 'blue'}
            variant="subtle"
            alignSelf="flex-start"
          >
            {match.report.disputed ? 'Tranh chấp kết quả' : 'Chờ xác nhận tỉ số'}
          </Badge>
        ) : null}
        <Text color="fg.muted" fontSize="xs" lineClamp={1}>
          {match.status === 'live'
            ? `${match.score1} – ${match.score2} · ${raceLabel(match.race1, match.tournament.game)}${match.race2 === match.race1 ? '' : `–${match.race2}`}`
            : match.roundLabel}
        </Text>
      </Stack>
    </AppLink>
  );
}

/** The organiser's way to a walkover (called) or a retirement (under way) at a table. */
function MatchEndingButton({ board, table, match }: { board: Board; table: string; match: Match }) {
  const [open, setOpen] = useState(false);
  const live = match.status === 'live';
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        colorPalette="orange"
        minH="11"
        onClick={() => setOpen(true)}
        aria-label={`${live ? 'Kết thúc' : 'Xử W.O.'} trận ở ${table}`}
      >
        {live ? 'Xử kết quả' : 'Xử W.O.'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MatchEndingDialog
            tournamentId={board.tournamentId}
            table={table}
            match={match}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The organiser's button that opens the setup. */
export function BoardSetupButton({ tournamentId, board }: { tournamentId: number; board: Board }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {board.tables.length === 0 ? 'Chọn bàn thi đấu' : `Bàn thi đấu (${board.tables.length})`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BoardSetupDialog
            tournamentId={tournamentId}
            board={board}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
