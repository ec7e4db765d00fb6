import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  Icon,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { InitialsAvatar } from '../../components/initials-avatar';
import { Minus, Plus, Trophy } from 'lucide-react';
import type { Match } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { matchStateColor, matchStateLabel, raceLabel } from '../../lib/labels';
import { resultFor } from '../../lib/match-result';

export interface ScoreControls {
  onScore: (player: 1 | 2, delta: 1 | -1) => void;
}

/** Both players, the score large, the races; live controls for the scorer. */
export function Scoreboard({ match, controls }: { match: Match; controls?: ScoreControls }) {
  const live = match.status === 'live';
  const showScore = match.status === 'live' || match.status === 'finished';
  const first = { slot: 1 as const, player: match.player1, score: match.score1, race: match.race1 };
  const second = {
    slot: 2 as const,
    player: match.player2,
    score: match.score2,
    race: match.race2,
  };
  const summary = `${match.player1?.fullName ?? 'Chưa xác định'} ${match.score1} – ${match.score2} ${match.player2?.fullName ?? 'Chưa xác định'}`;

  return (
    <Box
      borderRadius="l3"
      borderWidth="1px"
      borderColor={live ? 'red.muted' : 'border'}
      bg="bg.panel"
      overflow="hidden"
      boxShadow="sm"
    >
      <HStack
        justify="center"
        gap="2"
        py="2"
        bg={live ? 'red.solid' : 'bg.muted'}
        color={live ? 'white' : 'fg'}
      >
        {live ? (
          <Box
            w="2"
            h="2"
            borderRadius="full"
            bg="white"
            animation="pulse 1.5s ease-in-out infinite"
            aria-hidden
          />
        ) : null}
        <Text
          fontWeight="semibold"
          fontSize="sm"
          textTransform="uppercase"
          letterSpacing="wide"
          data-testid="match-state"
        >
          {matchStateLabel(match)}
        </Text>
      </HStack>
      {/* Screen readers hear the score once per change, not every digit. */}
      <VisuallyHidden aria-live="polite" aria-atomic>
        {showScore ? `Tỉ số: ${summary}` : ''}
      </VisuallyHidden>
      <Grid
        templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)"
        alignItems="stretch"
        gap={{ base: '1', md: '4' }}
        p={{ base: '2', md: '8' }}
      >
        <Side side={first} match={match} showScore={showScore} controls={controls} />
        <Text
          alignSelf="center"
          textAlign="center"
          color="fg.muted"
          fontWeight="bold"
          fontSize={{ base: 'sm', md: 'lg' }}
          aria-hidden
        >
          VS
        </Text>
        <Side side={second} match={match} showScore={showScore} controls={controls} />
      </Grid>
    </Box>
  );
}

function Side({
  side,
  match,
  showScore,
  controls,
}: {
  side: { slot: 1 | 2; player: PlayerSummary | null; score: number; race: number };
  match: Match;
  showScore: boolean;
  controls?: ScoreControls;
}) {
  const { player, score, race, slot } = side;
  const result = player === null ? null : resultFor(match, player.id);
  const won = result === 'won';
  const lost = result === 'lost';
  const name = player?.fullName ?? 'Chưa xác định';
  const scoring = controls && match.status === 'live' && player;

  return (
    <Stack
      as="section"
      aria-label={`Cơ thủ ${slot}: ${name}`}
      gap="3"
      p={{ base: '2', md: '5' }}
      borderRadius="l2"
      bg={won ? 'emerald.subtle' : undefined}
      align="center"
      textAlign="center"
    >
      <InitialsAvatar
        name={player?.fullName ?? '?'}
        src={player?.avatar}
        size={{ base: 'lg', md: '2xl' }}
      />
      <Stack gap="1" align="center">
        <HStack gap="2" justify="center" align="flex-start">
          {won ? <Icon as={Trophy} color="emerald.fg" boxSize="5" aria-label="Thắng" /> : null}
          <Text
            fontSize={{ base: 'md', md: '2xl' }}
            fontWeight="bold"
            lineHeight="1.2"
            fontStyle={player ? undefined : 'italic'}
            color={player ? undefined : 'fg.muted'}
          >
            {name}
          </Text>
        </HStack>
        <HStack gap="2" justify="center" flexWrap="wrap">
          {player ? (
            <Badge colorPalette="emerald" variant={won ? 'solid' : 'subtle'}>
              Hạng {player.rank}
            </Badge>
          ) : null}
          <Badge variant="outline">
            {raceLabel(race, match.tournament.game, match.carom?.sets)}
          </Badge>
        </HStack>
      </Stack>
      <Text
        fontSize={{ base: '6xl', md: '8xl' }}
        fontWeight="black"
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        color={won ? 'emerald.fg' : showScore && !lost ? 'fg' : 'fg.muted'}
        data-testid={`score-${slot}`}
      >
        {showScore ? score : '–'}
      </Text>
      {scoring ? (
        <HStack gap={{ base: '2', md: '3' }} w="full" maxW="xs">
          <Button
            flex="1"
            minW="0"
            size="xl"
            h="16"
            variant="outline"
            disabled={score <= 0}
            onClick={() => controls.onScore(slot, -1)}
            aria-label={`Trừ 1 ván của ${name}`}
          >
            <Minus aria-hidden />1
          </Button>
          <Button
            flex="1"
            minW="0"
            size="xl"
            h="16"
            colorPalette="emerald"
            disabled={score >= race}
            onClick={() => controls.onScore(slot, 1)}
            aria-label={`Cộng 1 ván cho ${name}`}
          >
            <Plus aria-hidden />1
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

export const matchStatusBadge = (match: Match) => (
  <Badge
    colorPalette={matchStateColor(match)}
    variant={match.status === 'live' ? 'solid' : 'subtle'}
  >
    {matchStateLabel(match)}
  </Badge>
);
