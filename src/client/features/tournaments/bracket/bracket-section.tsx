// A tournament's bracket with its states: not started yet, loading, failed, none (cancelled).
// The embed other sites frame shows it whole; the tournament's page draws it its own way
// (placed-bracket.tsx: the reader's place in it, its print).
import { GitFork } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Bracket } from '../../../../shared/schemas/matches';
import type { Tournament } from '../../../../shared/schemas/tournaments';
import { PageLoading } from '../../../components/page-loading';
import { PageEmpty, PageError } from '../../../components/page-states';
import { callErrorInfo } from '../../../lib/call-errors';
import { trpc } from '../../../lib/trpc';
import BracketView from './bracket-view';

export function BracketSection({
  tournament,
  children,
}: {
  tournament: Tournament;
  /** Draws the bracket once it is here (by default, whole). */
  children?: (bracket: Bracket, numbers: ReadonlyMap<number, number>) => ReactNode;
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
  return children ? (
    children(bracket.data, numbers)
  ) : (
    <BracketView bracket={bracket.data} numbers={numbers} />
  );
}
