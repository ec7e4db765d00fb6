// The scorebug of a stream: OBS's browser source lays this page over the camera at 1920×1080,
// so everything but the bar itself is transparent. Large, high-contrast type that reads on a
// phone-sized stream; nothing moves but the figures.
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Timer } from 'lucide-react';
import { gamesOf, protocolFigures } from '../../../shared/carom';
import type { MatchState } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { GAME_LABELS, RESULT_TYPE_LABELS } from '../../lib/labels';
import { figuresOf, isCaromMatch } from './carom-view';

const PANEL = 'rgba(10, 14, 20, 0.86)';

/** What the bar says of the race: racks for pool, the point target (and sets) for carom. */
function raceLine(match: MatchState): string {
  const targets = match.race1 === match.race2 ? `${match.race1}` : `${match.race1}–${match.race2}`;
  if (!isCaromMatch(match)) return `Chạm ${targets}`;
  const sets = match.carom.sets > 1 ? ` · ${match.carom.sets} séc` : '';
  return `${targets} điểm${sets}`;
}

interface Side {
  player: PlayerSummary | null;
  score: number;
  /** Carom: innings, general average and the run under way (the shooter's only). */
  carom: { innings: number; average: number; setPoints: number | null } | null;
}

function sidesOf(match: MatchState): [Side, Side] {
  const pool = (player: PlayerSummary | null, score: number): Side => ({
    player,
    score,
    carom: null,
  });
  if (!isCaromMatch(match) || !match.carom.protocol) {
    return [pool(match.player1, match.score1), pool(match.player2, match.score2)];
  }
  const { protocol } = match.carom;
  const figures = figuresOf(protocol);
  // In a match of sets the score is in sets; the set under way's points go beside it.
  const current = gamesOf(protocol).at(-1);
  const setPoints = match.carom.sets > 1 && current ? protocolFigures(current).points : null;
  const side = (i: 0 | 1, player: PlayerSummary | null, score: number): Side => ({
    player,
    score,
    carom: {
      innings: figures[i].innings,
      average: figures[i].average,
      setPoints: setPoints ? setPoints[i] : null,
    },
  });
  return [side(0, match.player1, match.score1), side(1, match.player2, match.score2)];
}

function PlayerRow({ side, leading }: { side: Side; leading: boolean }) {
  return (
    <HStack gap="0" align="stretch" h="16">
      <HStack flex="1" gap="4" px="6" minW="0">
        <Text fontSize="3xl" fontWeight="bold" truncate color="white">
          {side.player?.fullName ?? 'Chưa xác định'}
        </Text>
        {side.player ? (
          <Text
            fontSize="xl"
            fontWeight="bold"
            px="2.5"
            borderRadius="md"
            bg="emerald.500"
            color="black"
            aria-label={`Hạng ${side.player.rank}`}
          >
            {side.player.rank}
          </Text>
        ) : null}
      </HStack>
      {side.carom ? (
        <Stack gap="0" justify="center" px="5" color="gray.300" fontSize="lg" textAlign="right">
          <Text>Lượt {side.carom.innings}</Text>
          <Text>TB {side.carom.average.toFixed(3)}</Text>
        </Stack>
      ) : null}
      {side.carom?.setPoints != null ? (
        <Flex
          align="center"
          justify="center"
          minW="20"
          fontSize="3xl"
          color="gray.200"
          bg="whiteAlpha.100"
        >
          {side.carom.setPoints}
        </Flex>
      ) : null}
      <Flex
        align="center"
        justify="center"
        minW="24"
        fontSize="5xl"
        fontWeight="black"
        fontVariantNumeric="tabular-nums"
        bg={leading ? 'emerald.500' : 'whiteAlpha.200'}
        color={leading ? 'black' : 'white'}
      >
        {side.score}
      </Flex>
    </HStack>
  );
}

/**
 * Whether side `side` is lit: the winner once the match is over (a player who retired may have
 * led), the player ahead while it runs.
 */
function leads(match: MatchState, side: 1 | 2): boolean {
  const player = side === 1 ? match.player1 : match.player2;
  if (match.status === 'finished') return player !== null && match.winnerId === player.id;
  return side === 1 ? match.score1 > match.score2 : match.score2 > match.score1;
}

/** How the match ended, for the bar's foot: 'Kết thúc', or 'Kết thúc · W.O.' when not played out. */
function ending(match: MatchState): string | null {
  if (match.status !== 'finished') return null;
  const type = RESULT_TYPE_LABELS[match.resultType];
  return type ? `Kết thúc · ${type}` : 'Kết thúc';
}

/** The bar: the event, the race, both players with their scores (and carom figures). */
export function Scorebug({ match }: { match: MatchState }) {
  const [first, second] = sidesOf(match);
  const clock = isCaromMatch(match) ? match.carom.shotClock : null;
  const summary = `${first.player?.fullName ?? 'Chưa xác định'} ${match.score1} – ${match.score2} ${second.player?.fullName ?? 'Chưa xác định'}`;
  return (
    <Box
      position="fixed"
      left="16"
      bottom="16"
      w="880px"
      bg={PANEL}
      borderRadius="xl"
      overflow="hidden"
      boxShadow="0 8px 32px rgba(0, 0, 0, 0.45)"
      role="status"
      aria-label={summary}
    >
      <HStack justify="space-between" px="6" py="2" bg="emerald.700" color="white" fontSize="lg">
        {/* The page's one heading: the stream's picture has no other. */}
        <Text as="h1" fontWeight="semibold" truncate>
          {match.tournament.name} · {match.roundLabel}
        </Text>
        <HStack gap="4" flexShrink="0">
          {clock ? (
            <HStack gap="1.5">
              <Timer size={18} aria-hidden />
              <Text>{clock.seconds} giây/cơ</Text>
            </HStack>
          ) : null}
          <Text>
            {GAME_LABELS[match.tournament.game]} · {raceLine(match)}
          </Text>
        </HStack>
      </HStack>
      <Stack gap="0" divideY="1px" divideColor="whiteAlpha.200">
        <PlayerRow side={first} leading={leads(match, 1)} />
        <PlayerRow side={second} leading={leads(match, 2)} />
      </Stack>
      {match.tableLabel || match.status === 'finished' ? (
        <Text px="6" py="1.5" fontSize="md" color="gray.300" bg="blackAlpha.400">
          {[match.tableLabel, ending(match)].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Box>
  );
}
