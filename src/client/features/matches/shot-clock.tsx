// The carom shot clock, run by the scorer: a tap starts the shot's time when the balls are at
// rest, a point scored starts the next shot's, the end of the inning stops it. An extension adds
// a shot's time once more and is written in the protocol, so a reload cannot give it back.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Timer, TimerReset } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Whole seconds left on a clock running until `until` (ms), at `now`: never below 0. */
export const secondsLeft = (until: number, now: number) =>
  Math.max(0, Math.ceil((until - now) / 1000));

/** The clock's colour: calm, hurry (the last 10 seconds), out of time. */
export const clockTone = (left: number) => (left === 0 ? 'red' : left <= 10 ? 'orange' : 'gray');

/** The clock's state and the pad's ways to drive it (its events, not effects, move it). */
export function useShotClock(seconds: number) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      // Out of time: the phone in the scorer's hand says so too.
      if (secondsLeft(until, at) === 0) {
        clearInterval(timer);
        navigator.vibrate?.(400);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const start = () => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return {
    seconds,
    left: until === null ? seconds : secondsLeft(until, now),
    running: until !== null,
    start,
    /** A point scored: the next shot's time, if the clock was running. */
    nextShot: () => {
      if (until !== null) start();
    },
    stop: () => setUntil(null),
    extend: () => setUntil((running) => (running === null ? null : running + seconds * 1000)),
  };
}

export type ShotClockState = ReturnType<typeof useShotClock>;

export function ShotClock({
  clock,
  extensionsLeft,
  onExtend,
}: {
  clock: ShotClockState;
  extensionsLeft: number;
  onExtend: () => void;
}) {
  const tone = clock.running ? clockTone(clock.left) : 'gray';
  return (
    <HStack gap="3" align="stretch">
      <Button
        flex="1"
        h="16"
        size="xl"
        variant={clock.running ? 'solid' : 'outline'}
        colorPalette={tone}
        onClick={clock.start}
        aria-label={clock.running ? 'Bấm lại giờ từ đầu' : 'Bắt đầu bấm giờ cơ này'}
      >
        {clock.running ? <TimerReset aria-hidden /> : <Timer aria-hidden />}
        <Text
          fontSize="2xl"
          fontWeight="black"
          fontVariantNumeric="tabular-nums"
          data-testid="shot-clock"
          aria-live={clock.left <= 10 ? 'assertive' : 'off'}
        >
          {clock.left === 0 ? 'Hết giờ' : `${clock.left} giây`}
        </Text>
      </Button>
      <Box>
        <Button
          h="16"
          size="lg"
          variant="outline"
          disabled={extensionsLeft <= 0 || !clock.running}
          onClick={() => {
            onExtend();
            clock.extend();
          }}
        >
          Gia hạn ({extensionsLeft})
        </Button>
      </Box>
    </HStack>
  );
}
