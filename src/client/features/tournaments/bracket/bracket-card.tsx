// A match of the bracket as a card: its number, both players with rank and race, the score and
// the winner, linking to the match.
import { Badge, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import type { Bracket, BracketMatch } from '../../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../../shared/schemas/players';
import { AppLink } from '../../../components/app-link';
import { matchStateColor, matchStateLabel } from '../../../lib/labels';
import { resultFor } from '../../../lib/match-result';

type Round = Bracket['stages'][number]['groups'][number]['rounds'][number];

function sideOf(match: BracketMatch, player: PlayerSummary | null) {
  const result = player === null ? null : resultFor(match, player.id);
  return { player, won: result === 'won', lost: result === 'lost' };
}

/**
 * "Trận 5" by the tournament's play order; a match the schedule does not list yet (a grand
 * final decider that may never be played) goes by its round.
 */
export function matchTitle(
  match: BracketMatch,
  round: Round,
  numbers?: ReadonlyMap<number, number>,
) {
  if (!numbers) return `Trận ${match.number}`;
  const number = numbers.get(match.id);
  return number === undefined ? round.label : `Trận ${number}`;
}

export function MatchCard({ match, title }: { match: BracketMatch; title: string }) {
  const live = match.status === 'live';
  const sides = [
    { ...sideOf(match, match.player1), score: match.score1, race: match.race1 },
    { ...sideOf(match, match.player2), score: match.score2, race: match.race2 },
  ];
  const names = sides.map(
    (side) => side.player?.fullName ?? (match.bye ? 'Miễn đấu' : 'Chưa xác định'),
  );
  const label = `${title}: ${names[0]} gặp ${names[1]}`;
  // A bye is no win: its player goes through without a score or a trophy.
  const showScore = !match.bye && (match.status === 'live' || match.status === 'finished');

  return (
    <LinkBox
      as="article"
      aria-label={label}
      borderWidth="1px"
      borderStyle={match.bye ? 'dashed' : 'solid'}
      borderColor={live ? 'red.muted' : undefined}
      borderRadius="l2"
      bg={match.bye ? 'transparent' : 'bg.panel'}
      boxShadow={live ? '0 0 0 1px var(--chakra-colors-red-muted)' : 'xs'}
      overflow="hidden"
      _hover={match.bye ? undefined : { borderColor: 'emerald.border' }}
      transition="border-color 0.15s"
    >
      <HStack justify="space-between" px="3" py="1" bg="bg.muted" fontSize="xs">
        {match.bye ? (
          <Text color="fg.muted">{title}</Text>
        ) : (
          <LinkOverlay asChild color="fg.muted" fontWeight="medium">
            <AppLink to={`/matches/${match.id}`} aria-label={label}>
              {title}
            </AppLink>
          </LinkOverlay>
        )}
        {match.bye ? (
          <Text color="fg.muted">Miễn đấu</Text>
        ) : (
          <Badge
            size="xs"
            colorPalette={matchStateColor(match)}
            variant={live ? 'solid' : 'subtle'}
          >
            {matchStateLabel(match)}
          </Badge>
        )}
      </HStack>
      {sides.map((side, index) => (
        <HStack
          key={index}
          px="3"
          py="2"
          gap="2"
          borderTopWidth={index === 1 ? '1px' : undefined}
          bg={side.won && !match.bye ? 'emerald.subtle' : undefined}
          color={side.lost ? 'fg.muted' : undefined}
        >
          <Stack gap="0" flex="1" minW="0">
            <HStack gap="1.5" minW="0">
              {side.won && !match.bye ? (
                <Icon
                  as={Trophy}
                  boxSize="3.5"
                  color="emerald.fg"
                  flexShrink={0}
                  aria-label="Thắng"
                />
              ) : null}
              <Text
                fontSize="sm"
                fontWeight={side.won && !match.bye ? 'bold' : 'medium'}
                fontStyle={side.player ? undefined : 'italic'}
                color={side.player ? undefined : 'fg.muted'}
                truncate
              >
                {names[index]}
              </Text>
            </HStack>
            {side.player ? (
              <Text fontSize="xs" color="fg.muted">
                Hạng {side.player.rank} · {match.bye ? 'Vào thẳng vòng sau' : `Chạm ${side.race}`}
              </Text>
            ) : null}
          </Stack>
          {showScore && side.player ? (
            <Text
              fontSize="lg"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              color={side.won ? 'emerald.fg' : undefined}
              minW="6"
              textAlign="end"
            >
              {side.score}
            </Text>
          ) : null}
        </HStack>
      ))}
    </LinkBox>
  );
}
