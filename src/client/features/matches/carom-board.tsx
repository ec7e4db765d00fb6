// A carom match's board: the scoreboard in points with the protocol below it for everyone, and
// for its scorer the pad; what the scorer enters is kept on the phone and sent whole
// (protocol-sync.ts), so scoring goes on through a dropped connection. Once the game is
// confirmed, a manager corrects it in the same protocol sheet.
import { Stack, Text } from '@chakra-ui/react';
import { matchScore } from '../../../shared/carom-sets';
import type { CaromProtocol, Match } from '../../../shared/schemas/matches';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { CaromPad, CaromTurn } from './carom-pad';
import { CaromProtocolSheet } from './carom-protocol';
import { isCaromMatch, rulesOfMatch, statusOrNull, withProtocol } from './carom-view';
import type { ProtocolQueue, ProtocolSlot } from './protocol-queue';
import { useProtocolQueue } from './protocol-sync';
import { Scoreboard } from './scoreboard';
import { RefusedSync, SyncBadge } from './sync-badge';

/** The board for viewers: score, targets and the protocol as the server has it. */
export function CaromBoard({ match }: { match: Match }) {
  const protocol = match.carom?.protocol ?? null;
  if (!isCaromMatch(match) || !protocol) return <Scoreboard match={match} />;
  const rules = rulesOfMatch(match);
  const status = match.status === 'live' ? statusOrNull(rules, protocol) : null;
  return (
    <Stack gap="4">
      <Scoreboard match={match} />
      {status ? (
        <Stack gap="1" px="4" py="3" borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <CaromTurn match={match} status={status} />
          {protocol.current > 0 ? (
            <Text aria-live="polite" data-testid="live-run">
              Loạt đang đánh:{' '}
              <Text as="b" fontSize="lg" fontVariantNumeric="tabular-nums">
                {protocol.current}
              </Text>{' '}
              điểm
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <CaromProtocolSheet match={match} protocol={protocol} rules={rules} />
    </Stack>
  );
}

/** The scorer's board: the device's protocol (sent or not), the pad and the sync line. */
export function CaromScorer({ match, scorerId }: { match: Match; scorerId: number }) {
  const { slot, queue } = useProtocolQueue(match.id, scorerId);
  const correct = useProtocolCorrection(match);
  if (!isCaromMatch(match)) return null;
  const server = match.carom.protocol;
  const protocol = slot.pending?.want ?? server;
  const rules = rulesOfMatch(match);
  const status = protocol ? statusOrNull(rules, protocol) : null;
  const change = (next: CaromProtocol, confirmed = false) =>
    queue.set(match.id, server, next, confirmed);
  const live = match.status === 'live';
  const onSave = live
    ? slot.pending?.confirm
      ? undefined
      : (next: CaromProtocol) => change(next)
    : match.status === 'finished' && !slot.pending
      ? correct
      : undefined;

  return (
    <Stack gap="4">
      <Scoreboard match={withProtocol(match, protocol)} />
      {live && !slot.pending?.confirm ? (
        <CaromPad match={match} protocol={protocol} status={status} onChange={change} />
      ) : null}
      {live || slot.pending ? <ProtocolSyncLine match={match} slot={slot} queue={queue} /> : null}
      {protocol ? (
        <CaromProtocolSheet match={match} protocol={protocol} rules={rules} onSave={onSave} />
      ) : null}
    </Stack>
  );
}

/**
 * A manager's correction of a confirmed game: the edited protocol, once the rules call it
 * finished and the manager confirms, replaces the stored one (the upstream re-rates it and sends
 * what the old winner had reached back to be played). Online only: it changes a decided result.
 */
function useProtocolCorrection(match: Match) {
  const utils = trpc.useUtils();
  const record = trpc.matches.protocol.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Đã sửa kết quả trận đấu.');
    },
    onError: (error) => notify.error(callErrorInfo(error).message),
  });
  return async (edited: CaromProtocol): Promise<boolean> => {
    if (!isCaromMatch(match)) return false;
    const server = match.carom.protocol;
    const rules = rulesOfMatch(match);
    // The sheet forgets the penalty shots with any edit; a game still level keeps their winner.
    const next =
      statusOrNull(rules, edited)?.phase === 'penalty_shots' && server?.penaltyWinner
        ? { ...edited, penaltyWinner: server.penaltyWinner }
        : edited;
    const status = statusOrNull(rules, next);
    if (status?.phase !== 'finished' || status.result === null) {
      notify.error(
        'Biên bản đã sửa chưa kết thúc ván: kết quả chỉ sửa được bằng một ván trọn vẹn.',
      );
      return false;
    }
    const [name1, name2] = [match.player1?.fullName, match.player2?.fullName];
    const [score1, score2] = matchScore(rules, status);
    const inSets = rules.sets > 1 ? ' séc' : '';
    const outcome =
      status.result === 'draw' ? 'hòa' : `${(status.result === 1 ? name1 : name2) ?? ''} thắng`;
    const accepted = await confirm({
      header: 'Sửa kết quả',
      icon: 'warning',
      message: `Đổi kết quả thành ${name1 ?? ''} ${score1} – ${score2}${inSets} ${name2 ?? ''} (${outcome})? Bảng xếp hạng và sơ đồ thi đấu sẽ cập nhật theo; nếu người thắng đổi, các trận sau đã đấu sẽ bị huỷ để đấu lại.`,
      acceptLabel: 'Sửa kết quả',
      rejectLabel: 'Không',
    });
    if (!accepted) return false;
    record.mutate({ id: match.id, protocol: next, from: server, confirm: true });
    return true;
  };
}

/** Synced, sending, waiting for the network, or refused with the scorer's two ways out. */
function ProtocolSyncLine({
  match,
  slot,
  queue,
}: {
  match: Match;
  slot: ProtocolSlot;
  queue: ProtocolQueue<Match>;
}) {
  const server = match.carom?.protocol ?? null;
  if (slot.state.kind === 'refused') {
    return (
      <RefusedSync
        label="Biên bản chưa đồng bộ"
        title={`Biên bản trên máy này chưa được máy chủ nhận: ${slot.state.message}.`}
        description={`Máy chủ đang có ${match.score1} – ${match.score2}. Ghi đè bằng biên bản của máy này, hoặc bỏ nó và giữ biên bản của máy chủ.`}
        resendLabel="Ghi đè biên bản của máy này"
        discardLabel="Bỏ biên bản của máy này"
        onResend={match.status === 'live' ? () => queue.resend(match.id, server) : undefined}
        onDiscard={() => queue.discard(match.id)}
      />
    );
  }
  return (
    <SyncBadge
      state={slot.state}
      label="Đồng bộ biên bản"
      what="biên bản"
      onFlush={() => void queue.flush(match.id)}
    />
  );
}
