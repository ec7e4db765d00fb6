import { Alert } from '../../components/styled-parts/alert';
import { Button, Stack } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import type { Match } from '../../../shared/schemas/matches';
import { confirm } from '../../lib/confirm-store';
import { notify } from '../../lib/toast-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { displayedScore, type MatchQueue, type RackQueue } from './rack-queue';
import { useRackQueue } from './rack-sync';
import { CaromBoard, CaromScorer } from './carom-board';
import { Scoreboard } from './scoreboard';
import { RefusedSync, SyncBadge } from './sync-badge';

/**
 * The scoreboard, with the scorer's controls when the caller may score. Each tap is queued on
 * the device and sent in order, so scoring goes on through a dropped connection; the score shown
 * is the server's plus what has not left yet, and a line under it says which.
 */
export function ScoredBoard({ match }: { match: Match }) {
  const { user } = useAuth();
  // canScore implies someone signed in; their racks queue under their own name.
  if (!match.viewer.canScore || !user) {
    return match.carom ? <CaromBoard match={match} /> : <Scoreboard match={match} />;
  }
  return <ScorerBoard match={match} scorerId={user.id} />;
}

/** The score after `player` wins one more rack, when that rack reaches their race. */
function decidingScore(match: Match, player: 1 | 2): [number, number] | null {
  const next: [number, number] =
    player === 1 ? [match.score1 + 1, match.score2] : [match.score1, match.score2 + 1];
  return next[player - 1] === (player === 1 ? match.race1 : match.race2) ? next : null;
}

/**
 * Pool: the +1/−1 of each player, each rack queued. The rack that reaches a race ends the match
 * and frees the table for the next one: a slip of the thumb there asks first.
 */
function RackScorer({ match, scorerId }: { match: Match; scorerId: number }) {
  const utils = trpc.useUtils();
  const { state, queue } = useRackQueue(match.id, scorerId);
  const shown = { ...match, ...displayedScore(match, state.racks) };
  const onScore = async (player: 1 | 2, delta: 1 | -1) => {
    const final = delta === 1 ? decidingScore(shown, player) : null;
    if (final) {
      const winner = (player === 1 ? shown.player1 : shown.player2)?.fullName ?? 'Cơ thủ';
      const ended = await confirm({
        header: 'Ván quyết định',
        icon: 'question',
        // A player's deciding rack is their report: the opponent confirms it on their phone.
        message: match.viewer.canReport
          ? `${winner} thắng ${final[0]} – ${final[1]}? Tỉ số này được gửi để đối thủ xác nhận.`
          : `${winner} thắng ${final[0]} – ${final[1]}? Trận đấu kết thúc` +
            (match.tableLabel ? ` và ${match.tableLabel} được gọi trận tiếp theo.` : '.'),
        acceptLabel: match.viewer.canReport ? 'Gửi tỉ số' : 'Kết thúc trận',
        rejectLabel: 'Chưa, bấm nhầm',
      });
      if (!ended) return;
    }
    // The server's score now, not when the tap opened the question: the answer to the rack
    // before may have come while it was open, and a rack on an old score would be refused.
    const server = utils.matches.get.getData({ id: match.id }) ?? match;
    queue.add(match.id, server, player, delta);
  };
  return (
    <>
      <Scoreboard
        match={shown}
        controls={{ onScore: (player, delta) => void onScore(player, delta) }}
      />
      {match.status === 'live' || state.racks.length > 0 ? (
        <SyncLine match={match} state={state} queue={queue} />
      ) : null}
    </>
  );
}

function ScorerBoard({ match, scorerId }: { match: Match; scorerId: number }) {
  const utils = trpc.useUtils();
  const start = trpc.matches.start.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Trận đấu đã bắt đầu.');
    },
  });

  return (
    <Stack gap="4">
      {match.carom ? (
        <CaromScorer match={match} scorerId={scorerId} />
      ) : (
        <RackScorer match={match} scorerId={scorerId} />
      )}
      {match.status === 'scheduled' ? (
        <Button
          colorPalette="emerald"
          size="xl"
          h="16"
          alignSelf="center"
          w={{ base: 'full', sm: 'auto' }}
          px="10"
          loading={start.isPending}
          onClick={() => start.mutate({ id: match.id })}
        >
          <Play aria-hidden />
          Bắt đầu trận
        </Button>
      ) : null}
      {match.status === 'waiting' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Trận đấu chưa có đủ hai cơ thủ: chờ kết quả các trận trước.</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

const racksLabel = (count: number) => `${count} ván`;

/** Synced, sending, waiting for the network, or refused with the scorer's two ways out. */
function SyncLine({
  match,
  state,
  queue,
}: {
  match: Match;
  state: MatchQueue;
  queue: RackQueue<Match>;
}) {
  const count = state.racks.length;
  if (state.state.kind === 'refused') {
    return (
      <RefusedSync
        label="Tỉ số chưa đồng bộ"
        title={`${racksLabel(count)} ghi trên máy này chưa được máy chủ nhận: ${state.state.message}.`}
        description={`Tỉ số trên máy chủ: ${match.score1} – ${match.score2}. Ghi tiếp các ván này lên tỉ số đó, hoặc bỏ chúng và giữ tỉ số của máy chủ.`}
        resendLabel={`Ghi tiếp ${racksLabel(count)}`}
        discardLabel={`Bỏ ${racksLabel(count)} của máy này`}
        onResend={match.status === 'live' ? () => queue.resend(match.id, match) : undefined}
        onDiscard={() => queue.discard(match.id)}
      />
    );
  }
  return (
    <SyncBadge
      state={state.state}
      label="Đồng bộ tỉ số"
      what={racksLabel(count)}
      onFlush={() => void queue.flush(match.id)}
    />
  );
}
