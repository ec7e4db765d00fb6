import {
  Badge,
  Box,
  Flex,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Bracket, BracketMatch } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { MATCH_STATUS_COLORS, MATCH_STATUS_LABELS } from '../../lib/labels';

// In brackets-manager's double elimination, group 1 is the winners' side, 2 the losers', 3 the
// grand final (with its reset match as round 2).
const GRAND_FINAL_GROUP = 3;

type Stage = Bracket['stages'][number];
type Group = Stage['groups'][number];
type Round = Group['rounds'][number];

/**
 * The bracket, drawn from `tournaments.bracket`: stages → groups → rounds as columns → match
 * cards. Our own component over our schema (not brackets-viewer, which brings i18next and global
 * CSS): it follows the theme and dark mode, and scrolls sideways on phones.
 */
export default function BracketView({
  bracket,
  numbers,
}: {
  bracket: Bracket;
  /** Match id → its number in the tournament's play order (else the number within its round). */
  numbers?: ReadonlyMap<number, number>;
}) {
  const several = bracket.stages.length > 1;
  return (
    <Stack gap="8">
      {bracket.stages.map((stage) => (
        <Stack key={stage.id} gap="4">
          {several ? (
            <Heading as="h3" size="md">
              {stage.name}
            </Heading>
          ) : null}
          {stage.groups.map((group) => (
            <Stack key={group.number} gap="2">
              <GroupView
                group={group}
                named={stage.groups.length > 1}
                headingLevel={several ? 'h4' : 'h3'}
                elimination={
                  stage.type === 'single_elimination' || stage.type === 'double_elimination'
                }
                numbers={numbers}
              />
              {stage.type === 'double_elimination' && group.number === GRAND_FINAL_GROUP ? (
                <Text fontSize="sm" color="fg.muted" maxW="prose">
                  Chung kết tổng: cơ thủ từ nhánh thắng chưa thua trận nào, nên phải bị đánh bại hai
                  lần. Nếu cơ thủ từ nhánh thua thắng trận đầu, hai người đấu thêm trận quyết định;
                  nếu không, trận quyết định không diễn ra.
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function GroupView({
  group,
  named,
  headingLevel,
  elimination,
  numbers,
}: {
  group: Group;
  named: boolean;
  /** One level under the stage heading, or under the page's section heading when no stage has one. */
  headingLevel: 'h3' | 'h4';
  elimination: boolean;
  numbers?: ReadonlyMap<number, number>;
}) {
  const scroller = useOpenOnCurrentRound(group);
  return (
    <Stack gap="3">
      {named ? (
        <Heading as={headingLevel} size="sm" color="fg.muted">
          {group.label}
        </Heading>
      ) : null}
      <Box
        ref={scroller}
        overflowX="auto"
        pb="3"
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        tabIndex={0}
        aria-label={`Sơ đồ ${group.label}`}
        role="group"
        _focusVisible={{ outline: '2px solid', outlineColor: 'emerald.focusRing' }}
      >
        <HStack align="stretch" gap={COLUMN_GAP} minW="max-content">
          {group.rounds.map((round, index) => (
            <RoundColumn
              key={round.number}
              round={round}
              label={named ? `${group.label} · ${round.label}` : round.label}
              incoming={elimination ? linkBetween(group.rounds[index - 1], round) : 'none'}
              outgoing={elimination ? linkBetween(round, group.rounds[index + 1]) : 'none'}
              numbers={numbers}
            />
          ))}
        </HStack>
      </Box>
    </Stack>
  );
}

/**
 * On a phone the rounds scroll sideways: the group opens on the first round still being played
 * (a Swiss event's current round, a knockout's quarter-finals), not on round 1. Once, when it
 * appears: a live update must not pull the view away from where the reader scrolled.
 */
function useOpenOnCurrentRound(group: Group) {
  const scroller = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    const box = scroller.current;
    if (opened.current || !box) return;
    opened.current = true;
    const current = group.rounds.findIndex((round) =>
      round.matches.some((m) => m.status === 'live' || m.status === 'scheduled'),
    );
    const column = box.querySelectorAll<HTMLElement>('section')[current];
    if (current <= 0 || !column || box.scrollWidth <= box.clientWidth) return;
    const padding = parseFloat(getComputedStyle(box).paddingLeft) || 0;
    box.scrollLeft +=
      column.getBoundingClientRect().left - box.getBoundingClientRect().left - padding;
  }, [group]);
  return scroller;
}

/** How a round's matches feed the next round's: two into one, one into one, or not drawn. */
type Link = 'pair' | 'straight' | 'none';

function linkBetween(from: Round | undefined, to: Round | undefined): Link {
  if (!from || !to) return 'none';
  if (from.matches.length === to.matches.length * 2) return 'pair';
  if (from.matches.length === to.matches.length) return 'straight';
  return 'none';
}

// Connector lines live in the gap between columns: half of it on each side.
const COLUMN_GAP = '8';
const HALF_GAP = 'calc(var(--chakra-spacing-8) / -2)';
const LINE = '1px solid var(--chakra-colors-border-emphasized)';

function slotLines(index: number, incoming: Link, outgoing: Link) {
  const styles: Record<string, unknown> = {};
  if (incoming !== 'none') {
    styles._before = {
      content: '""',
      position: 'absolute',
      left: HALF_GAP,
      width: 'calc(var(--chakra-spacing-8) / 2)',
      top: '50%',
      borderTop: LINE,
    };
  }
  if (outgoing === 'straight') {
    styles._after = {
      content: '""',
      position: 'absolute',
      right: HALF_GAP,
      width: 'calc(var(--chakra-spacing-8) / 2)',
      top: '50%',
      borderTop: LINE,
    };
  } else if (outgoing === 'pair') {
    // The top match of a pair draws down from its centre, the bottom one up to its centre:
    // together they meet at the next match's centre.
    const top = index % 2 === 0;
    styles._after = {
      content: '""',
      position: 'absolute',
      right: HALF_GAP,
      width: 'calc(var(--chakra-spacing-8) / 2)',
      top: top ? '50%' : '0',
      height: '50%',
      borderRight: LINE,
      ...(top ? { borderTop: LINE } : { borderBottom: LINE }),
    };
  }
  return styles;
}

function RoundColumn({
  round,
  label,
  incoming,
  outgoing,
  numbers,
}: {
  round: Round;
  label: string;
  incoming: Link;
  outgoing: Link;
  numbers?: ReadonlyMap<number, number>;
}) {
  const spread = incoming !== 'none' || outgoing !== 'none';
  return (
    <Stack as="section" aria-label={label} w={{ base: '60', md: '64' }} gap="2" flexShrink={0}>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
        textAlign="center"
      >
        {round.label}
      </Text>
      {/* Elimination: equal slots, so each match sits level with the middle of its two feeders. */}
      <Flex direction="column" flex="1">
        {round.matches.map((match, index) => (
          <Flex
            key={match.id}
            flex={spread ? '1' : undefined}
            direction="column"
            justify="center"
            py="1.5"
            position="relative"
            css={spread ? slotLines(index, incoming, outgoing) : undefined}
          >
            <MatchCard match={match} title={matchTitle(match, round, numbers)} />
          </Flex>
        ))}
      </Flex>
    </Stack>
  );
}

function sideOf(match: BracketMatch, player: PlayerSummary | null) {
  return {
    player,
    won: player !== null && match.winnerId === player.id,
    lost: player !== null && match.winnerId !== null && match.winnerId !== player.id,
  };
}

/**
 * "Trận 5" by the tournament's play order; a match the schedule does not list yet (a grand
 * final decider that may never be played) goes by its round.
 */
function matchTitle(match: BracketMatch, round: Round, numbers?: ReadonlyMap<number, number>) {
  if (!numbers) return `Trận ${match.number}`;
  const number = numbers.get(match.id);
  return number === undefined ? round.label : `Trận ${number}`;
}

function MatchCard({ match, title }: { match: BracketMatch; title: string }) {
  const live = match.status === 'live';
  const sides = [
    { ...sideOf(match, match.player1), score: match.score1, race: match.race1 },
    { ...sideOf(match, match.player2), score: match.score2, race: match.race2 },
  ];
  const names = sides.map(
    (side) => side.player?.fullName ?? (match.bye ? 'Miễn đấu' : 'Chưa xác định'),
  );
  const label = `${title}: ${names[0]} gặp ${names[1]}`;
  const showScore = match.status === 'live' || match.status === 'finished';

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
            colorPalette={MATCH_STATUS_COLORS[match.status]}
            variant={live ? 'solid' : 'subtle'}
          >
            {MATCH_STATUS_LABELS[match.status]}
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
          bg={side.won ? 'emerald.subtle' : undefined}
          color={side.lost ? 'fg.muted' : undefined}
        >
          <Stack gap="0" flex="1" minW="0">
            <HStack gap="1.5" minW="0">
              {side.won ? (
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
                fontWeight={side.won ? 'bold' : 'medium'}
                fontStyle={side.player ? undefined : 'italic'}
                color={side.player ? undefined : 'fg.muted'}
                truncate
              >
                {names[index]}
              </Text>
            </HStack>
            {side.player ? (
              <Text fontSize="xs" color="fg.muted">
                Hạng {side.player.rank} · Chạm {side.race}
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
