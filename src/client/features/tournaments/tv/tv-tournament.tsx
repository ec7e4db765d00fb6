// A running tournament on a venue's TV: the tables and their scores, who plays next, the latest
// results, and the bracket a part at a time. It follows the tournament live, reopening its
// stream when the network comes back (useTournamentLive), and holds only what is on screen.
import { Badge, Box, Grid, GridItem, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Tournament } from '../../../../shared/schemas/tournaments';
import { PageLoading } from '../../../components/page-loading';
import { EntityError } from '../../../components/page-states';
import { TournamentStatusBadge } from '../../../components/tournament-card';
import { formatDateTimeLong } from '../../../lib/format';
import { FORMAT_LABELS, venueLabel } from '../../../lib/labels';
import { trpc } from '../../../lib/trpc';
import { useTournamentLive } from '../tournament-hooks';
import { bracketParts, TV_PARTS } from '../bracket/bracket-parts';
import { courtsOf, recentResultsOf, tablesLeftOut, upNextOf } from './tv-board';
import { TvBracket } from './tv-bracket';
import { PART_MS, useTicks } from './tv-hooks';
import { CourtGrid, Podium, ResultList, UpNextList } from './tv-lists';
import { ONE_LINE_ON_TV, TvHeader, TvMessage, TvPanel, TvQr } from '../../../components/tv-parts';

/** A club's TV stays on a tournament at least this many parts (its whole bracket if longer). */
const MIN_PARTS_SHOWN = 3;

export function TvTournament({
  id,
  eyebrow,
  onCycle,
}: {
  id: number;
  eyebrow?: ReactNode;
  /** Called once every part of the bracket has been on screen: a club's TV moves on. */
  onCycle?: () => void;
}) {
  const query = trpc.tournaments.get.useQuery({ id });
  useTournamentLive(id);
  if (query.isPending) {
    return (
      <Box pt="20vh">
        <PageLoading label="Đang tải giải đấu" />
      </Box>
    );
  }
  // A failed refetch (the network gone) keeps the last state on screen until the next one.
  if (query.data === undefined) {
    return (
      <Box p="8" maxW="48rem" mx="auto" pt="20vh">
        <EntityError
          error={query.error}
          notFoundTitle="Không tìm thấy giải đấu"
          onRetry={() => void query.refetch()}
        />
      </Box>
    );
  }
  const tournament = query.data;
  const header = <TournamentHeader tournament={tournament} eyebrow={eyebrow} />;
  const qr = (
    <TvQr path={`/tournaments/${id}`} caption="Quét mã để theo dõi giải trên điện thoại" />
  );
  if (tournament.status === 'draft' || tournament.status === 'registration') {
    return (
      <TvMessage
        header={header}
        title="Giải đấu chưa bắt đầu"
        detail={`Khai mạc ${formatDateTimeLong(tournament.startsAt)} · ${tournament.playerCount}/${tournament.maxPlayers} cơ thủ đã đăng ký`}
        qr={qr}
      />
    );
  }
  if (tournament.status === 'cancelled') {
    return <TvMessage header={header} title="Giải đấu đã bị huỷ" qr={qr} />;
  }
  return <TvPlay tournament={tournament} header={header} qr={qr} onCycle={onCycle} />;
}

function TournamentHeader({
  tournament,
  eyebrow,
}: {
  tournament: Tournament;
  eyebrow?: ReactNode;
}) {
  return (
    <TvHeader
      eyebrow={eyebrow}
      title={tournament.name}
      facts={
        <>
          <TournamentStatusBadge status={tournament.status} size="lg" />
          <Badge variant="outline" size="lg">
            {FORMAT_LABELS[tournament.format]}
          </Badge>
          <Text css={ONE_LINE_ON_TV}>{venueLabel(tournament.store)}</Text>
        </>
      }
    />
  );
}

function TvPlay({
  tournament,
  header,
  qr,
  onCycle,
}: {
  tournament: Tournament;
  header: ReactNode;
  qr: ReactNode;
  onCycle?: () => void;
}) {
  const { id } = tournament;
  const ongoing = tournament.status === 'ongoing';
  const board = trpc.tournaments.board.useQuery({ id }, { enabled: ongoing });
  const matches = trpc.tournaments.matches.useQuery({ id });
  const bracket = trpc.tournaments.bracket.useQuery({ id });
  const standings = trpc.tournaments.standings.useQuery({ id }, { enabled: !ongoing });

  const parts = useMemo(
    () => (bracket.data ? bracketParts(bracket.data, TV_PARTS) : []),
    [bracket.data],
  );
  const numbers = useMemo(
    () => new Map(matches.data?.map((match) => [match.id, match.number])),
    [matches.data],
  );
  const ticks = useTicks(PART_MS);
  useEffect(() => {
    if (onCycle && ticks >= Math.max(parts.length, MIN_PARTS_SHOWN)) onCycle();
  }, [onCycle, ticks, parts.length]);

  const all = matches.data ?? [];
  const courts = ongoing ? courtsOf(board.data, all) : [];
  const index = parts.length > 0 ? ticks % parts.length : 0;
  const loading = matches.isPending || (ongoing && board.isPending);

  return (
    <Grid
      h={{ lg: '100dvh' }}
      minH="100dvh"
      p={{ base: '4', lg: '5' }}
      gap="4"
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
      templateRows={{ lg: 'auto auto minmax(0, 1fr)' }}
    >
      <GridItem colSpan={{ lg: 2 }}>{header}</GridItem>
      <GridItem minW="0">
        <TvPanel title={ongoing ? 'Bàn đấu' : 'Giải đấu đã kết thúc'}>
          {loading || (!ongoing && standings.isPending) ? (
            <PageLoading label="Đang tải" />
          ) : ongoing ? (
            <CourtGrid courts={courts} leftOut={tablesLeftOut(board.data, courts)} />
          ) : (
            <Podium standings={standings.data ?? []} />
          )}
        </TvPanel>
      </GridItem>
      <GridItem rowSpan={{ lg: 2 }} minH="0" minW="0">
        {/* Whatever does not fit is cut at the bottom of the results, above the QR code. */}
        <Stack h="full" gap="5">
          {ongoing ? (
            <TvPanel title="Trận tiếp theo" flexShrink={0}>
              {loading ? null : <UpNextList entries={upNextOf(board.data, all)} />}
            </TvPanel>
          ) : null}
          <TvPanel title="Kết quả mới nhất" flex="1" overflow="hidden">
            {matches.isPending ? null : <ResultList matches={recentResultsOf(all)} />}
          </TvPanel>
          <Box flexShrink={0}>{qr}</Box>
        </Stack>
      </GridItem>
      <GridItem display="flex" minH={{ base: '28rem', lg: '0' }} minW="0">
        {bracket.isPending ? (
          <PageLoading label="Đang tải sơ đồ thi đấu" />
        ) : (
          <TvBracket
            part={parts[index]}
            position={`${index + 1}/${Math.max(1, parts.length)}`}
            numbers={numbers}
          />
        )}
      </GridItem>
    </Grid>
  );
}
