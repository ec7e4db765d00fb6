// /tv/clubs/:id: a club's TV shows each of its running tournaments in turn. A tournament that
// starts during the day joins the round within a minute; one that ends leaves it.
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { formatDateTimeLong } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useTvScreen } from './tv/tv-hooks';
import { TvHeader, TvMessage, TvQr } from '../../components/tv-parts';
import { TvTournament } from './tv/tv-tournament';

/** A club runs a handful of tournaments at once at most. */
const MAX_RUNNING = 20;
/** No live event says a tournament started or ended at the club: the list is read again. */
const LIST_REFRESH_MS = 60_000;

export default function TvClubPage() {
  useTvScreen();
  // A positive integer: the route guard checked it.
  const storeId = Number(useParams().id);
  const running = trpc.tournaments.list.useQuery(
    { storeId, status: 'ongoing', perPage: MAX_RUNNING },
    { refetchInterval: LIST_REFRESH_MS },
  );
  const [turn, setTurn] = useState(0);
  const count = running.data?.data.length ?? 0;
  const next = useCallback(() => setTurn((n) => n + 1), []);

  if (running.isPending) return <PageLoading label="Đang tải các giải của câu lạc bộ" />;
  if (running.isError && !running.data) {
    return (
      <PageError
        message={callErrorInfo(running.error).message}
        onRetry={() => void running.refetch()}
      />
    );
  }
  const tournaments = running.data.data;
  const current = tournaments[turn % Math.max(1, count)];
  if (!current) return <NothingRunning storeId={storeId} />;
  const club = current.store?.name ?? 'Câu lạc bộ';
  return (
    <TvTournament
      key={current.id}
      id={current.id}
      eyebrow={count > 1 ? `${club} · Giải ${(turn % count) + 1}/${count}` : club}
      onCycle={next}
    />
  );
}

/** The club, named from the clubs' list, with the tournaments it has coming. */
function NothingRunning({ storeId }: { storeId: number }) {
  const stores = trpc.stores.list.useQuery();
  const store = stores.data?.find((candidate) => candidate.id === storeId);
  if (stores.isPending) return <PageLoading label="Đang tải câu lạc bộ" />;
  const upcoming = store?.upcomingTournaments[0];
  return (
    <TvMessage
      header={<TvHeader title={store?.name ?? 'Câu lạc bộ'} />}
      title={
        store
          ? 'Chưa có giải đấu nào đang diễn ra tại câu lạc bộ'
          : stores.isError
            ? 'Không tải được thông tin câu lạc bộ'
            : 'Không tìm thấy câu lạc bộ'
      }
      detail={
        upcoming ? `Sắp tới: ${upcoming.name}, ${formatDateTimeLong(upcoming.startsAt)}` : undefined
      }
      qr={
        store ? (
          <TvQr
            path={`/tournaments?store=${storeId}`}
            caption="Quét mã để xem các giải của câu lạc bộ"
          />
        ) : null
      }
    />
  );
}
