// The table board of a running tournament, for everyone at the club: which match is on which
// table, who is called, and the queue with estimated starts. It follows the tournament live.
// The organiser picks the tables and can hold, pin or swap a waiting match.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LayoutGrid } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import type { Board } from '../../../shared/schemas/board';
import type { Match } from '../../../shared/schemas/matches';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { matchPairing } from '../../lib/labels';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { formatTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { BoardSetupButton, BoardTables } from './board/board-tables';
import { TournamentFrame } from './tournament-frame';
import { useBoardChange } from './tournament-hooks';
import { lazyPart } from '../../lib/lazy-part';

// Only organisers open it: spectators' phones never load it.
const { Part: QueueDialog } = lazyPart(() =>
  import('./board/board-dialogs').then((m) => ({ default: m.QueueDialog })),
);

export default function TournamentBoardPage() {
  return (
    <TournamentFrame section="board">
      {(tournament) => <BoardView tournament={tournament} />}
    </TournamentFrame>
  );
}

function BoardView({ tournament }: { tournament: Tournament }) {
  const board = trpc.tournaments.board.useQuery({ id: tournament.id });
  if (board.isPending) return <PageLoading label="Đang tải bảng bàn" />;
  if (board.isError) {
    return (
      <PageError
        message={callErrorInfo(board.error).message}
        onRetry={() => void board.refetch()}
      />
    );
  }
  const manager = tournament.viewer.manager;
  const setup = manager ? (
    <BoardSetupButton tournamentId={tournament.id} board={board.data} />
  ) : null;
  if (board.data.tables.length === 0) {
    return (
      <PageEmpty
        icon={<LayoutGrid />}
        title="Chưa chọn bàn thi đấu"
        description={
          manager
            ? 'Chọn các bàn của câu lạc bộ dành cho giải: khi một bàn trống, trận tiếp theo được gọi tự động.'
            : 'Ban tổ chức chưa xếp bàn cho giải này.'
        }
        action={setup}
      />
    );
  }
  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Mỗi trận khoảng {board.data.matchMinutes} phút · nghỉ tối thiểu {board.data.restMinutes}{' '}
          phút
        </Text>
        {setup}
      </HStack>
      <BoardTables board={board.data} manager={manager} />
      <QueueList tournament={tournament} board={board.data} />
      {board.data.held.length > 0 ? <HeldList tournament={tournament} board={board.data} /> : null}
    </Stack>
  );
}

function QueueList({ tournament, board }: { tournament: Tournament; board: Board }) {
  const [editing, setEditing] = useState<Board['queue'][number] | null>(null);
  return (
    <Stack as="section" gap="2" aria-labelledby="board-queue-heading">
      <Heading as="h2" id="board-queue-heading" size="md">
        Hàng chờ ({board.queue.length})
      </Heading>
      {board.queue.length === 0 ? (
        <Text color="fg.muted">
          {tournament.status === 'ongoing'
            ? 'Không có trận nào đang chờ bàn.'
            : 'Hàng chờ bắt đầu khi giải khởi tranh.'}
        </Text>
      ) : (
        <Stack as="ol" gap="2" aria-label="Hàng chờ">
          {board.queue.map((entry, index) => (
            <Card.Root as="li" key={entry.match.id} size="sm" data-testid="board-queue-entry">
              <Card.Body p="3">
                <HStack justify="space-between" align="flex-start" gap="3">
                  <MatchLine match={entry.match} position={index + 1}>
                    {entry.estimatedStartAt ? (
                      <Badge variant="subtle">Dự kiến {formatTime(entry.estimatedStartAt)}</Badge>
                    ) : null}
                    {entry.pinnedTable ? (
                      <Badge colorPalette="purple" variant="subtle">
                        Ghim {entry.pinnedTable}
                      </Badge>
                    ) : null}
                  </MatchLine>
                  {tournament.viewer.manager ? (
                    <Button size="sm" variant="outline" onClick={() => setEditing(entry)}>
                      Điều chỉnh
                    </Button>
                  ) : null}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <QueueDialog
            tournamentId={tournament.id}
            board={board}
            entry={editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function MatchLine({
  match,
  position,
  children,
}: {
  match: Match;
  position?: number;
  children?: ReactNode;
}) {
  return (
    <Stack gap="1" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {position === undefined ? '' : `#${position} · `}
        {match.roundLabel}
      </Text>
      <AppLink to={`/matches/${match.id}`}>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {matchPairing(match)}
        </Text>
      </AppLink>
      {children ? (
        <HStack gap="2" flexWrap="wrap">
          {children}
        </HStack>
      ) : null}
    </Stack>
  );
}

function HeldList({ tournament, board }: { tournament: Tournament; board: Board }) {
  const { queue } = useBoardChange(tournament.id, 'Đã trả trận về hàng chờ');
  return (
    <Stack as="section" gap="2" aria-labelledby="board-held-heading">
      <Heading as="h2" id="board-held-heading" size="md">
        Đang giữ lại ({board.held.length})
      </Heading>
      <Stack as="ul" gap="2" aria-label="Trận đang giữ lại">
        {board.held.map((match) => (
          <Card.Root as="li" key={match.id} size="sm" variant="subtle">
            <Card.Body p="3">
              <HStack justify="space-between" gap="3">
                <MatchLine match={match} />
                {tournament.viewer.manager ? (
                  <Box flexShrink={0}>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={queue.isPending && queue.variables?.id === match.id}
                      onClick={() => queue.mutate({ id: match.id, held: false })}
                    >
                      Thả
                    </Button>
                  </Box>
                ) : null}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
