// A tournament's bracket with its states: not started yet, loading, failed, none (cancelled).
// The tournament's page shows it with the reader's place in it (stage, section, round: in the
// address) and its print; the embed other sites frame shows it whole.
import { HStack, Stack } from '@chakra-ui/react';
import { GitFork } from 'lucide-react';
import type { Bracket } from '../../../shared/schemas/matches';
import { useCallback } from 'react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { BracketPicker } from './bracket-picker';
import { showPlace, type BracketPlace } from './bracket-place';
import { BracketSheets, PrintMenu, useBracketPrint } from './bracket-print';
import BracketView from './bracket-view';

/** The reader's place, and the way to move it (`replace`: not a step of the back button). */
export interface PlaceControl {
  place: BracketPlace;
  move: (change: Partial<BracketPlace>, options?: { replace?: boolean }) => void;
}

export function BracketSection({
  tournament,
  control,
}: {
  tournament: Tournament;
  control?: PlaceControl;
}) {
  const notStarted = tournament.status === 'draft' || tournament.status === 'registration';
  const bracket = trpc.tournaments.bracket.useQuery(
    { id: tournament.id },
    { enabled: !notStarted },
  );
  // The schedule's numbers (play order across the tournament), so both say "Trận 5" alike.
  const matches = trpc.tournaments.matches.useQuery(
    { id: tournament.id },
    { enabled: !notStarted },
  );
  if (notStarted) {
    return (
      <PageEmpty
        icon={<GitFork />}
        title="Sơ đồ thi đấu sẽ có khi giải bắt đầu"
        description={`Đã có ${tournament.playerCount}/${tournament.maxPlayers} cơ thủ đăng ký.`}
      />
    );
  }
  if (bracket.isPending || matches.isPending) {
    return <PageLoading label="Đang tải sơ đồ thi đấu" />;
  }
  if (bracket.isError) {
    return (
      <PageError
        message={callErrorInfo(bracket.error).message}
        onRetry={() => void bracket.refetch()}
      />
    );
  }
  if (bracket.data.stages.length === 0) {
    return (
      <PageEmpty
        icon={<GitFork />}
        title={tournament.status === 'cancelled' ? 'Giải đấu đã bị huỷ' : 'Chưa có sơ đồ thi đấu'}
      />
    );
  }
  const numbers = new Map(matches.data?.map((match) => [match.id, match.number]));
  if (!control) return <BracketView bracket={bracket.data} numbers={numbers} />;
  return (
    <PlacedBracket
      tournament={tournament}
      bracket={bracket.data}
      numbers={numbers}
      control={control}
    />
  );
}

function PlacedBracket({
  tournament,
  bracket,
  numbers,
  control: { place, move },
}: {
  tournament: Tournament;
  bracket: Bracket;
  numbers: ReadonlyMap<number, number>;
  control: PlaceControl;
}) {
  const shown = showPlace(bracket, place);
  const { printing, print } = useBracketPrint(place.paper);
  const onScrolledTo = useCallback((round: number) => move({ round }, { replace: true }), [move]);
  return (
    <>
      <Stack gap="4" data-print-hide>
        <HStack justify="flex-end" align="flex-start" gap="3" flexWrap="wrap">
          <BracketPicker bracket={bracket} shown={shown} onMove={move} />
          <PrintMenu
            onPrint={(paper) => {
              move({ paper }, { replace: true });
              print(paper);
            }}
          />
        </HStack>
        <BracketView
          bracket={shown.bracket}
          numbers={numbers}
          focus={shown.group ? { round: shown.round, onScrolledTo } : undefined}
        />
      </Stack>
      {printing ? (
        <BracketSheets
          tournament={tournament}
          bracket={shown.bracket}
          numbers={numbers}
          paper={printing}
        />
      ) : null}
    </>
  );
}
