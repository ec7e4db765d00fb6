// The captain's lineup screen, in their turn: their roster with each player's rank points, who is
// already named, the running sum against the cap, and a tap that asks before naming a player for
// the game in turn (a pick cannot be taken back). A player who would break the cap is shown with
// the reason and cannot be tapped.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Side } from '../../../shared/league-rules';
import type { TeamMatch, TeamMember } from '../../../shared/schemas/leagues';
import { useConfirmAhead } from '../../components/confirm/confirm-host';
import { RankBadge } from '../../components/player-label';
import { confirm } from '../../lib/confirm-store';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { lineupChoices, lineupSum, otherSide } from './league-logic';

export function LineupPanel({ match, side }: { match: TeamMatch; side: Side }) {
  const utils = trpc.useUtils();
  const pick = trpc.leagues.pick.useMutation({
    onSuccess: (next, { playerId }) => {
      utils.leagues.match.setData({ id: next.id }, next);
      const named = match.rosters[side].find((m) => m.player.id === playerId);
      notify.success(`Đã xếp ${named?.player.fullName ?? 'cơ thủ'} cho ván ${match.turn?.number}.`);
    },
    // A refusal (the other captain moved first, the cap) is toasted; read the match again.
    onError: () => void utils.leagues.match.invalidate({ id: match.id }),
  });
  const turn = match.turn;
  // Every tap here asks first: the question's code comes with the screen.
  useConfirmAhead(turn !== null);
  if (!turn) return null;
  const team = side === 'home' ? match.home : match.away;
  const sum = lineupSum(match, side);
  const cap = match.league.rankCap;
  const choices = lineupChoices(match, side);
  const game = match.games.find((g) => g.number === turn.number);
  const theirs = game?.[otherSide(side)] ?? null;
  // The upstream keeps a pick for good and shows it to the other captain at once: one slip of
  // the thumb must not name the wrong player.
  const ask = async (member: TeamMember) => {
    const { fullName, rank, id } = member.player;
    const against = theirs ? `, gặp ${theirs.fullName} của đội bạn` : '';
    const accepted = await confirm({
      header: `Xếp cơ thủ cho ván ${turn.number}`,
      message:
        `Xếp ${fullName} (hạng ${rank}, ${member.points} điểm) đấu ván ${turn.number}${against}? ` +
        `Tổng điểm hạng đội hình sẽ là ${sum + member.points} / ${cap}. ` +
        'Đã xếp thì không đổi được.',
      acceptLabel: `Xếp ${fullName}`,
      rejectLabel: 'Chọn lại',
    });
    if (accepted) pick.mutate({ id: match.id, number: turn.number, playerId: id });
  };
  return (
    <Card.Root
      as="section"
      aria-labelledby="lineup-heading"
      borderColor="emerald.border"
      borderWidth="2px"
    >
      <Card.Body gap="4" p="4">
        <Stack gap="1">
          <Heading as="h2" id="lineup-heading" size="lg">
            Xếp cơ thủ cho ván {turn.number}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Đến lượt {team.name}.{' '}
            {theirs
              ? `Đội bạn đã xếp ${theirs.fullName} (hạng ${theirs.rank}): chọn người đấu lại.`
              : 'Bạn xếp trước ở ván này, đội bạn sẽ chọn người đấu lại.'}
          </Text>
        </Stack>
        <Stack gap="1.5">
          <HStack justify="space-between" fontSize="sm">
            <Text>Tổng điểm hạng đội hình</Text>
            <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="lineup-sum">
              {sum} / {cap}
            </Text>
          </HStack>
          <Box h="2" borderRadius="full" bg="bg.muted" overflow="hidden" aria-hidden>
            <Box
              h="full"
              w={`${Math.min(100, (sum / cap) * 100)}%`}
              bg={sum > cap * 0.9 ? 'orange.solid' : 'emerald.solid'}
            />
          </Box>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="2" aria-label={`Cơ thủ của ${team.name}`}>
          {choices.map(({ member, namedIn, refusal }) => {
            const disabled = namedIn !== null || refusal !== null || pick.isPending;
            const why = namedIn !== null ? `Đã xếp ở ván ${namedIn}` : refusal;
            return (
              <li key={member.player.id}>
                <Button
                  variant="outline"
                  w="full"
                  h="auto"
                  minH="14"
                  py="2"
                  px="3"
                  justifyContent="space-between"
                  textAlign="start"
                  whiteSpace="normal"
                  disabled={disabled}
                  loading={pick.isPending && pick.variables.playerId === member.player.id}
                  aria-label={`Xếp ${member.player.fullName} ván ${turn.number}${why ? ` (${why})` : ''}`}
                  onClick={() => void ask(member)}
                >
                  <Stack gap="1" minW="0" align="flex-start">
                    <Text fontWeight="semibold">{member.player.fullName}</Text>
                    <HStack gap="1.5" flexWrap="wrap">
                      <RankBadge rank={member.player.rank} size="xs" />
                      {member.substitute ? (
                        <Badge size="xs" colorPalette="purple">
                          Dự bị
                        </Badge>
                      ) : null}
                    </HStack>
                    {why ? (
                      <Text
                        fontSize="xs"
                        color={refusal ? 'orange.fg' : 'fg.muted'}
                        data-testid="lineup-why"
                      >
                        {why}
                      </Text>
                    ) : null}
                  </Stack>
                  <Box flexShrink={0} textAlign="end">
                    <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
                      {member.points}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      điểm
                    </Text>
                  </Box>
                </Button>
              </li>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
