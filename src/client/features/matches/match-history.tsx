import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MatchEvent } from '../../../shared/schemas/match-history';
import type { Match } from '../../../shared/schemas/matches';
import { AppLink } from '../../components/app-link';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { formatDateTimeLong } from '../../lib/format';
import { PROTEST_RULING_LABELS, RESULT_TYPE_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { trpc } from '../../lib/trpc';

const KIND_LABELS: Record<MatchEvent['kind'], string> = {
  result: 'Ghi kết quả',
  correction: 'Sửa kết quả',
  reset: 'Huỷ kết quả',
  revert: 'Hoàn tác',
  protest: 'Khiếu nại',
  ruling: 'Xử lý khiếu nại',
  rack: 'Ván',
};

/** A result awarded rather than played out says how it ended (W.O., Bỏ cuộc, Truất quyền). */
const entryLabel = (event: MatchEvent): string => {
  if (event.kind === 'ruling' && event.protest?.ruling) {
    return `Khiếu nại: ${PROTEST_RULING_LABELS[event.protest.ruling]}`;
  }
  const ending = event.kind === 'result' ? RESULT_TYPE_LABELS[event.resultType] : null;
  if (event.kind === 'result' && event.resultType === 'double_walkover') return 'Xử W.O. cả hai';
  return ending ? `Xử thắng: ${ending}` : KIND_LABELS[event.kind];
};

const KIND_PALETTES: Record<MatchEvent['kind'], string> = {
  result: 'emerald',
  correction: 'orange',
  reset: 'red',
  revert: 'blue',
  protest: 'purple',
  ruling: 'purple',
  rack: 'gray',
};

const scoreText = (result: MatchEvent['from']) =>
  result ? `${result.score1} – ${result.score2}` : 'Chưa có kết quả';

/**
 * Every change to the match's result: who, when, from what to what. Open at once for the staff;
 * anyone else opens it on demand (one request less for each spectator).
 */
export default function MatchHistory({ match, open }: { match: Match; open: boolean }) {
  const [shown, setShown] = useState(open);
  if (!shown) {
    return (
      <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setShown(true)}>
        <History aria-hidden />
        Xem lịch sử kết quả
      </Button>
    );
  }
  return (
    <Card.Root as="section" aria-labelledby="history-heading">
      <Card.Body gap="4">
        <Heading as="h2" id="history-heading" size="md">
          Lịch sử kết quả
        </Heading>
        <HistoryList match={match} />
      </Card.Body>
    </Card.Root>
  );
}

function HistoryList({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const query = trpc.matches.history.useQuery({ id: match.id });
  // Any change to the match (a correction, a revert, a reset from elsewhere) adds to its
  // history. Not on mount: the query has just fetched it.
  const shownAt = useRef(match.updatedAt);
  useEffect(() => {
    if (shownAt.current === match.updatedAt) return;
    shownAt.current = match.updatedAt;
    void utils.matches.history.invalidate({ id: match.id });
  }, [utils, match.id, match.updatedAt]);

  if (query.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Đang tải lịch sử kết quả">
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <PageError
        title="Không tải được lịch sử kết quả"
        message={callErrorInfo(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <Text color="fg.muted">Trận này chưa có kết quả nào được ghi.</Text>;
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Các thay đổi, mới nhất trước">
      {query.data.map((event) => (
        // Racks and the result's changes are numbered apart.
        <HistoryEntry key={`${event.kind}-${event.id}`} match={match} event={event} />
      ))}
    </Stack>
  );
}

function HistoryEntry({ match, event }: { match: Match; event: MatchEvent }) {
  const utils = trpc.useUtils();
  const revert = trpc.matches.revert.useMutation({
    onSuccess: (saved) => {
      // The new updatedAt makes the list refetch the history.
      storeChangedMatch(utils, saved);
      notify.success('Đã hoàn tác thay đổi.');
    },
    onError: (error) => notify.error(callErrorInfo(error).message),
  });
  const name1 = event.player1?.fullName ?? 'Cơ thủ 1';
  const name2 = event.player2?.fullName ?? 'Cơ thủ 2';
  if (event.kind === 'rack') return <RackEntry event={event} />;

  const ask = async () => {
    const accepted = await confirm({
      header: 'Hoàn tác thay đổi',
      icon: 'warning',
      message: `Đưa kết quả về ${scoreText(event.from)}? Nếu người thắng đổi, các trận sau đã đấu theo kết quả này sẽ bị huỷ để đấu lại.`,
      acceptLabel: 'Hoàn tác',
      rejectLabel: 'Không',
    });
    if (accepted) revert.mutate({ id: match.id, eventId: event.id });
  };

  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="l2" p="3">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Badge
          colorPalette={event.resultType === 'played' ? KIND_PALETTES[event.kind] : 'orange'}
          variant="subtle"
        >
          {entryLabel(event)}
        </Badge>
        <Text asChild fontSize="sm" color="fg.muted">
          <time dateTime={event.at}>{formatDateTimeLong(event.at)}</time>
        </Text>
      </HStack>
      <Text fontSize="sm">
        {name1} – {name2}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {event.kind === 'protest'
          ? `Kết quả bị khiếu nại: ${scoreText(event.to)}`
          : `${scoreText(event.from)} → ${scoreText(event.to)}`}
      </Text>
      {event.protest ? (
        <Text fontSize="sm" overflowWrap="anywhere">
          Lý do: {event.protest.reason}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {event.actor
          ? `Bởi ${event.actor.fullName}`
          : // A result nobody decided: the no-show clock gave the walkover, as the organiser let it.
            event.kind === 'result'
            ? 'Tự động khi hết giờ chờ cơ thủ'
            : null}
        {event.causeMatchId !== null ? (
          <>
            Do sửa kết quả{' '}
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to={`/matches/${event.causeMatchId}`}>một trận trước</AppLink>
            </Link>
          </>
        ) : null}
      </Text>
      {event.revertible ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="orange"
          alignSelf="flex-start"
          minH="11"
          loading={revert.isPending}
          onClick={() => void ask()}
        >
          Hoàn tác
        </Button>
      ) : null}
    </Stack>
  );
}

/** A rack scored at the table: one line, with whoever sent it (a player, the referee…). */
function RackEntry({ event }: { event: MatchEvent }) {
  const taken =
    event.to &&
    event.from &&
    event.to.score1 + event.to.score2 < event.from.score1 + event.from.score2;
  return (
    <HStack
      as="li"
      gap="2"
      flexWrap="wrap"
      fontSize="sm"
      px="3"
      py="1.5"
      data-testid="history-rack"
    >
      <Badge colorPalette={taken ? 'orange' : KIND_PALETTES.rack} variant="subtle">
        {taken ? 'Bớt ván' : KIND_LABELS.rack}
      </Badge>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {scoreText(event.from)} → {scoreText(event.to)}
      </Text>
      <Text color="fg.muted">{event.actor ? `bởi ${event.actor.fullName}` : null}</Text>
      <Text asChild color="fg.muted" ms="auto">
        <time dateTime={event.at}>{formatDateTimeLong(event.at)}</time>
      </Text>
    </HStack>
  );
}
