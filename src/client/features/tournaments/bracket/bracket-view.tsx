import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Bracket } from '../../../../shared/schemas/matches';
import { MatchCard, matchTitle } from './bracket-card';

// In brackets-manager's double elimination, group 1 is the winners' side, 2 the losers', 3 the
// grand final (with its reset match as round 2).
const GRAND_FINAL_GROUP = 3;

type Stage = Bracket['stages'][number];
type Group = Stage['groups'][number];
type Round = Group['rounds'][number];

/** The round a bracket of one group opens on, and who hears of the reader scrolling to another. */
export interface RoundFocus {
  round: number | undefined;
  onScrolledTo: (round: number) => void;
}

/**
 * The bracket, drawn from `tournaments.bracket`: stages → groups → rounds as columns → match
 * cards. Our own component over our schema (not brackets-viewer, which brings i18next and global
 * CSS): it follows the theme and dark mode, and scrolls sideways on phones. On a sheet of paper
 * the rounds share the width instead.
 */
export default function BracketView({
  bracket,
  numbers,
  focus,
  sheet = false,
}: {
  bracket: Bracket;
  /** Match id → its number in the tournament's play order (else the number within its round). */
  numbers?: ReadonlyMap<number, number>;
  /** Only for a bracket of one group. */
  focus?: RoundFocus;
  sheet?: boolean;
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
                focus={focus}
                sheet={sheet}
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
  focus,
  sheet,
}: {
  group: Group;
  named: boolean;
  /** One level under the stage heading, or under the page's section heading when no stage has one. */
  headingLevel: 'h3' | 'h4';
  elimination: boolean;
  numbers?: ReadonlyMap<number, number>;
  focus?: RoundFocus;
  sheet: boolean;
}) {
  const scroller = useRoundScroll(group, focus);
  const columns = group.rounds.map((round, index) => (
    <RoundColumn
      key={round.number}
      round={round}
      label={named ? `${group.label} · ${round.label}` : round.label}
      incoming={elimination ? linkBetween(group.rounds[index - 1], round) : 'none'}
      outgoing={elimination ? linkBetween(round, group.rounds[index + 1]) : 'none'}
      numbers={numbers}
      current={focus?.round === round.number}
      sheet={sheet}
    />
  ));
  return (
    <Stack gap="3">
      {named ? (
        <Heading as={headingLevel} size="sm" color="fg.muted">
          {group.label}
        </Heading>
      ) : null}
      {sheet ? (
        <HStack align="stretch" justify="center" gap={COLUMN_GAP}>
          {columns}
        </HStack>
      ) : (
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
            {columns}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}

/** How long scrolling must rest before it counts as the reader's choice of round. */
const SCROLL_SETTLE_MS = 200;

/**
 * On a phone the rounds scroll sideways: the group opens on the round its place names, else on
 * the first round still being played (a Swiss event's current round, a knockout's quarter-finals),
 * not on round 1, and goes to a round when it is chosen. A live update never pulls the view away
 * from where the reader scrolled; where they come to rest is told to `focus`, so the address
 * keeps it.
 */
function useRoundScroll(group: Group, focus: RoundFocus | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  // Where the view last came to rest (a round the reader scrolled to, or our own scroll's target).
  const rested = useRef<{ round?: number; left?: number }>({});
  const roundsNow = useEffectEvent(() => group.rounds);
  const wanted = focus?.round;

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const rounds = roundsNow();
    if (wanted !== undefined && wanted === rested.current.round) return;
    let index: number;
    if (wanted !== undefined) index = rounds.findIndex((round) => round.number === wanted);
    else if (!opened.current) {
      index = rounds.findIndex((round) =>
        round.matches.some((m) => m.status === 'live' || m.status === 'scheduled'),
      );
    } else return;
    opened.current = true;
    const column = box.querySelectorAll<HTMLElement>('section')[index];
    if (!column || box.scrollWidth <= box.clientWidth) return;
    const left =
      box.scrollLeft +
      column.getBoundingClientRect().left -
      box.getBoundingClientRect().left -
      padding(box);
    box.scrollLeft = left;
    // Read back: the last rounds cannot always come to the left edge.
    rested.current = { round: wanted, left: box.scrollLeft };
  }, [wanted]);

  const onScrolledTo = focus?.onScrolledTo;
  useEffect(() => {
    const box = scroller.current;
    if (!box || !onScrolledTo) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      // Hidden (display: none while the next page loads, whose scrollLeft reads 0): the reader
      // is leaving, not scrolling.
      if (box.clientWidth === 0) return;
      if (Math.abs(box.scrollLeft - (rested.current.left ?? -1)) <= 1) return;
      const columns = [...box.querySelectorAll<HTMLElement>('section')];
      const start = box.getBoundingClientRect().left + padding(box);
      const distances = columns.map((c) => Math.abs(c.getBoundingClientRect().left - start));
      const round = roundsNow()[distances.indexOf(Math.min(...distances))]?.number;
      if (round === undefined) return;
      rested.current = { round, left: Math.round(box.scrollLeft) };
      onScrolledTo(round);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      box.removeEventListener('scroll', onScroll);
    };
  }, [onScrolledTo]);
  return scroller;
}

const padding = (box: HTMLElement) => parseFloat(getComputedStyle(box).paddingLeft) || 0;

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
  current,
  sheet,
}: {
  round: Round;
  label: string;
  incoming: Link;
  outgoing: Link;
  numbers?: ReadonlyMap<number, number>;
  /** The round the reader's place names. */
  current: boolean;
  sheet: boolean;
}) {
  const spread = incoming !== 'none' || outgoing !== 'none';
  return (
    <Stack
      as="section"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      w={sheet ? undefined : { base: '60', md: '64' }}
      flex={sheet ? '1 1 0' : undefined}
      maxW={sheet ? '22rem' : undefined}
      minW="0"
      gap="2"
      flexShrink={sheet ? undefined : 0}
    >
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color={current ? 'emerald.fg' : 'fg.muted'}
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
