// A called match's no-show clock, on the table board and the match page: how long the players
// have to come to the table, who said they are there (a player says it for themself, a manager
// for either), and, once the time is up, who has not come.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Match } from '../../shared/schemas/matches';
import { useAuth } from '../lib/auth';
import { formatTime } from '../lib/format';
import { storeChangedMatch } from '../lib/match-cache';
import { trpc } from '../lib/trpc';
import { useSecondsUntil } from '../lib/use-seconds-until';
import { clockText, noShowOf, type Call } from '../lib/no-show';

export function CallClock({ match, manager }: { match: Match; manager: boolean }) {
  if (!match.call) return null;
  return <Clock match={match} call={match.call} manager={manager} />;
}

function Clock({ match, call, manager }: { match: Match; call: Call; manager: boolean }) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const presence = trpc.matches.presence.useMutation({
    onSuccess: (saved) => storeChangedMatch(utils, saved),
  });
  // Ticks while someone is awaited; 0 once the deadline passed, which is all the page says then.
  const left = useSecondsUntil(call.deadline, !(call.present1 && call.present2));
  const state = noShowOf(call, Date.parse(call.deadline) - left * 1000);
  const players = [
    { side: 1 as const, player: match.player1, present: call.present1 },
    { side: 2 as const, player: match.player2, present: call.present2 },
  ];
  const absentNames = players
    .filter((p) => !p.present)
    .map((p) => p.player?.fullName ?? 'Cơ thủ')
    .join(' và ');
  return (
    <Stack gap="2" role="group" aria-label="Điểm danh tại bàn">
      <Text
        fontSize="sm"
        fontWeight="medium"
        color={state.kind === 'expired' ? 'fg.error' : 'fg.muted'}
        aria-live="polite"
      >
        {state.kind === 'present'
          ? 'Cả hai cơ thủ đã có mặt'
          : state.kind === 'running'
            ? `Chờ cơ thủ đến ${match.tableLabel ?? 'bàn'}: còn ${clockText(state.left)} (đến ${formatTime(call.deadline)})`
            : `Hết giờ chờ: ${absentNames} chưa có mặt`}
      </Text>
      {players.map(({ side, player, present }) => {
        if (!player) return null;
        const self = user?.id === player.id;
        return (
          // A board card is half a phone wide: the button goes under the name there.
          <HStack key={side} justify="space-between" gap="2" minH="11" flexWrap="wrap">
            <Text fontSize="sm" lineClamp={1} flex="1" minW="24">
              {player.fullName}
            </Text>
            {present ? (
              <Badge colorPalette="emerald" variant="subtle" flexShrink={0}>
                Có mặt
              </Badge>
            ) : manager || self ? (
              <Button
                size="sm"
                minH="11"
                flexShrink={0}
                variant={self ? 'solid' : 'outline'}
                loading={presence.isPending && presence.variables?.player === side}
                aria-label={self ? 'Tôi đã có mặt' : `Báo ${player.fullName} đã có mặt`}
                onClick={() => presence.mutate({ id: match.id, player: side })}
              >
                {self ? 'Tôi đã có mặt' : 'Báo có mặt'}
              </Button>
            ) : (
              <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
                Chưa có mặt
              </Badge>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}
