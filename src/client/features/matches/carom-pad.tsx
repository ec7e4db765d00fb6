// The carom scorer's pad at the table: the run being played, counted point by point (+1/−1) or
// typed whole on the numpad, ended with "Hết lượt" (a zero passes the turn); the lag before the
// first inning, the penalty shots' winner after a level game, the next set in a match of sets,
// and the confirmation at the end.
// The run under way is part of the protocol (`current`), so it goes out point by point and
// spectators follow it live.
import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Delete, Minus, Plus, Undo2 } from 'lucide-react';
import type { Side } from '../../../shared/carom';
import { nextSet, previousSet, type CaromMatchStatus } from '../../../shared/carom-sets';
import type { CaromProtocol, Match } from '../../../shared/schemas/matches';
import { ShotClock, useShotClock } from './shot-clock';

const nameOf = (match: Match, side: Side) =>
  (side === 1 ? match.player1 : match.player2)?.fullName ?? `Cơ thủ ${side}`;

/** Two big buttons, one per player: who won the lag, or the penalty shots. */
function PickPlayer({
  match,
  title,
  label,
  onPick,
}: {
  match: Match;
  title: string;
  label: (name: string) => string;
  onPick: (side: Side) => void;
}) {
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Text fontWeight="semibold" textAlign="center">
        {title}
      </Text>
      <Grid templateColumns="1fr 1fr" gap="3">
        {([1, 2] as const).map((side) => (
          <Button
            key={side}
            size="xl"
            h="16"
            whiteSpace="normal"
            colorPalette="emerald"
            variant="outline"
            aria-label={label(nameOf(match, side))}
            onClick={() => onPick(side)}
          >
            {nameOf(match, side)}
          </Button>
        ))}
      </Grid>
    </Stack>
  );
}

/** In a match of sets: the set under way and its points, "Séc 2 · 9 – 6". */
const setLine = (match: Match, status: CaromMatchStatus) =>
  (match.carom?.sets ?? 1) > 1
    ? `Séc ${status.set} · ${status.points[0]} – ${status.points[1]} · `
    : '';

/** Whose inning it is, and whether it is the equalizing one or an extra one. */
export function CaromTurn({ match, status }: { match: Match; status: CaromMatchStatus }) {
  if (status.turn === null) return null;
  return (
    <HStack justify="space-between" gap="2" flexWrap="wrap">
      <Text fontWeight="semibold" data-testid="carom-turn">
        {setLine(match, status)}Lượt {status.inning} · {nameOf(match, status.turn)}
        {match.carom?.inningsLimit ? (
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' '}
            / {match.carom.inningsLimit}
          </Text>
        ) : null}
      </Text>
      {status.phase === 'equalizing' ? (
        <Badge colorPalette="orange" variant="solid">
          Lượt cân bằng
        </Badge>
      ) : status.phase === 'extra_innings' ? (
        <Badge colorPalette="purple" variant="solid">
          Đánh thêm lượt
        </Badge>
      ) : null}
    </HStack>
  );
}

export function CaromPad({
  match,
  protocol,
  status,
  onChange,
}: {
  match: Match;
  protocol: CaromProtocol | null;
  status: CaromMatchStatus | null;
  onChange: (next: CaromProtocol, confirm?: boolean) => void;
}) {
  const clock = useShotClock(match.carom?.shotClock?.seconds ?? 0);

  if (!protocol || !status) {
    return (
      <PickPlayer
        match={match}
        title="Ai thắng lag và đánh trước?"
        label={(name) => `${name} thắng lag, đánh trước`}
        onPick={(breaker) =>
          onChange({ breaker, runs: [], penaltyWinner: null, extensions: [0, 0], current: 0 })
        }
      />
    );
  }
  // The last run, or the start of a set not yet played (back to the set before).
  const undoLast = () =>
    onChange(
      protocol.runs.length > 0
        ? { ...protocol, runs: protocol.runs.slice(0, -1), current: 0 }
        : previousSet(protocol),
    );
  const undo =
    protocol.runs.length > 0 || (protocol.sets?.length ?? 0) > 0 ? (
      <Button variant="ghost" size="md" alignSelf="center" onClick={undoLast}>
        <Undo2 aria-hidden />
        Hoàn tác lượt vừa ghi
      </Button>
    ) : null;

  if (status.phase === 'penalty_shots') {
    return (
      <Stack gap="2">
        <PickPlayer
          match={match}
          title="Hòa: ai thắng loạt đá luân lưu?"
          label={(name) => `${name} thắng luân lưu`}
          onPick={(winner) => onChange({ ...protocol, penaltyWinner: winner })}
        />
        {undo}
      </Stack>
    );
  }
  if (status.phase === 'set_over') {
    const setWinner: Side = status.setResult === 2 ? 2 : 1;
    // The set's winner's points first, as a score is said.
    const [own, other] = setWinner === 1 ? status.points : [status.points[1], status.points[0]];
    const next = nextSet(protocol);
    return (
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <Text fontWeight="semibold" textAlign="center" data-testid="set-over">
          Séc {status.set} đã kết thúc: {nameOf(match, setWinner)} thắng {own} – {other}. Tỉ số séc{' '}
          {status.setsWon[0]} – {status.setsWon[1]}.
        </Text>
        <Button
          colorPalette="emerald"
          size="xl"
          h="auto"
          minH="16"
          py="3"
          whiteSpace="normal"
          onClick={() => onChange(next)}
        >
          Bắt đầu séc {status.set + 1} · {nameOf(match, next.breaker)} đánh trước
        </Button>
        {undo}
      </Stack>
    );
  }
  if (status.phase === 'finished' || status.turn === null) {
    const ofSets = (match.carom?.sets ?? 1) > 1;
    const [first, second] = ofSets ? status.setsWon : status.points;
    const score = `${first} – ${second}${ofSets ? ' (séc)' : ''}`;
    const outcome =
      status.result === 1 || status.result === 2
        ? `${nameOf(match, status.result)} thắng ${score}`
        : `hòa ${score}`;
    return (
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="emerald.subtle">
        <Text fontWeight="semibold" textAlign="center">
          {ofSets
            ? `Trận đã kết thúc: ${outcome}.`
            : `Ván đã kết thúc: ${outcome} sau ${status.inning} lượt cơ.`}
        </Text>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Kiểm tra biên bản bên dưới, sửa nếu cần, rồi xác nhận. Sau khi xác nhận, kết quả được ghi
          vào giải.
        </Text>
        <Button colorPalette="emerald" size="xl" h="16" onClick={() => onChange(protocol, true)}>
          <Check aria-hidden />
          Xác nhận kết quả
        </Button>
        {undo}
      </Stack>
    );
  }

  const turn = status.turn;
  const shooterPoints = status.points[turn - 1] ?? 0;
  const target = turn === 1 ? match.race1 : match.race2;
  // In extra innings the targets no longer cap a run.
  const max = status.phase === 'extra_innings' ? 999 : target - shooterPoints;
  const run = Math.min(protocol.current, max);
  const setRun = (value: number) =>
    onChange({ ...protocol, current: Math.max(0, Math.min(value, max)) });
  const endInning = () => {
    onChange({ ...protocol, runs: [...protocol.runs, run], current: 0 });
    clock.stop();
  };
  const digit = (d: number) => setRun(run * 10 + d);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <CaromTurn match={match} status={status} />
      {match.carom?.shotClock ? (
        <ShotClock
          clock={clock}
          extensionsLeft={match.carom.shotClock.extensions - (protocol.extensions[turn - 1] ?? 0)}
          onExtend={() => {
            const used: [number, number] = [...protocol.extensions];
            used[turn - 1] = (used[turn - 1] ?? 0) + 1;
            onChange({ ...protocol, extensions: used });
          }}
        />
      ) : null}
      <HStack justify="space-between" align="center" gap="3">
        <Button
          size="xl"
          h="16"
          w="20"
          variant="outline"
          disabled={run <= 0}
          aria-label="Trừ 1 điểm của loạt đang đánh"
          onClick={() => setRun(run - 1)}
        >
          <Minus aria-hidden />1
        </Button>
        <Stack gap="0" align="center">
          <Text fontSize="xs" color="fg.muted">
            Loạt đang đánh
          </Text>
          <Text
            fontSize="5xl"
            fontWeight="black"
            lineHeight="1"
            fontVariantNumeric="tabular-nums"
            data-testid="current-run"
            aria-live="polite"
          >
            {run}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {status.phase === 'extra_innings' ? 'Không giới hạn' : `Còn ${max - run} điểm`}
          </Text>
        </Stack>
        <Button
          size="xl"
          h="16"
          w="20"
          colorPalette="emerald"
          disabled={run >= max}
          aria-label="Cộng 1 điểm vào loạt đang đánh"
          onClick={() => {
            setRun(run + 1);
            clock.nextShot();
          }}
        >
          <Plus aria-hidden />1
        </Button>
      </HStack>
      <Grid templateColumns="repeat(3, 1fr)" gap="2" role="group" aria-label="Bàn phím số">
        {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (
          <Button key={d} size="lg" h="12" variant="subtle" onClick={() => digit(d)}>
            {d}
          </Button>
        ))}
        <Button size="lg" h="12" variant="ghost" onClick={() => setRun(0)}>
          Xóa
        </Button>
        <Button size="lg" h="12" variant="subtle" onClick={() => digit(0)}>
          0
        </Button>
        <Button
          size="lg"
          h="12"
          variant="ghost"
          aria-label="Xóa chữ số cuối"
          onClick={() => setRun(Math.floor(run / 10))}
        >
          <Delete aria-hidden />
        </Button>
      </Grid>
      <Box>
        <Button colorPalette="emerald" size="xl" h="16" w="full" onClick={endInning}>
          Hết lượt · ghi {run} điểm
        </Button>
      </Box>
      {undo}
    </Stack>
  );
}
