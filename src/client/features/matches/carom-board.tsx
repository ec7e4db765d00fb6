// A carom match's board: the scoreboard in points with the protocol below it for everyone, and
// for its scorer the pad; what the scorer enters is kept on the phone and sent whole
// (protocol-sync.ts), so scoring goes on through a dropped connection.
import { Box, Stack } from '@chakra-ui/react';
import type { CaromProtocol, Match } from '../../../shared/schemas/matches';
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
        <Box px="4" py="3" borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <CaromTurn match={match} status={status} />
        </Box>
      ) : null}
      <CaromProtocolSheet match={match} protocol={protocol} rules={rules} />
    </Stack>
  );
}

/** The scorer's board: the device's protocol (sent or not), the pad and the sync line. */
export function CaromScorer({ match, scorerId }: { match: Match; scorerId: number }) {
  const { slot, queue } = useProtocolQueue(match.id, scorerId);
  if (!isCaromMatch(match)) return null;
  const server = match.carom.protocol;
  const protocol = slot.pending?.want ?? server;
  const rules = rulesOfMatch(match);
  const status = protocol ? statusOrNull(rules, protocol) : null;
  const change = (next: CaromProtocol, confirm = false) =>
    queue.set(match.id, server, next, confirm);
  const live = match.status === 'live';

  return (
    <Stack gap="4">
      <Scoreboard match={withProtocol(match, protocol)} />
      {live && !slot.pending?.confirm ? (
        <CaromPad match={match} protocol={protocol} status={status} onChange={change} />
      ) : null}
      {live || slot.pending ? <ProtocolSyncLine match={match} slot={slot} queue={queue} /> : null}
      {protocol ? (
        <CaromProtocolSheet
          match={match}
          protocol={protocol}
          rules={rules}
          onSave={live && !slot.pending?.confirm ? (next) => change(next) : undefined}
        />
      ) : null}
    </Stack>
  );
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
