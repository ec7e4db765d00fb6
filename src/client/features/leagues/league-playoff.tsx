// The end of a league's season: the organiser draws the top teams' playoff once every round-robin
// match is played, and the champion is named once its final is.
import { Button, HStack } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { playoffSizesFor, type PlayoffSize } from '../../../shared/league-rules';
import type { League } from '../../../shared/schemas/leagues';
import { Alert } from '../../components/styled-parts/alert';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { confirm } from '../../lib/confirm-store';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

const playoffSizes = (league: Pick<League, 'teams' | 'divisions'>) =>
  playoffSizesFor(league.teams.length, league.divisions.length);

/** Whether the organiser may draw now: the season played, no playoff yet, an odd game count. */
export const mayDrawPlayoff = (league: League) =>
  league.viewer.organizer &&
  league.status === 'running' &&
  !league.playoff &&
  league.gamesPerMatch % 2 === 1 &&
  league.matches.length > 0 &&
  league.matches.every((m) => m.stage !== 'season' || m.status === 'finished') &&
  playoffSizes(league).length > 0;

export function PlayoffButton({ league }: { league: League }) {
  const sizes = playoffSizes(league);
  const [size, setSize] = useState<PlayoffSize>(sizes.includes(4) ? 4 : (sizes[0] ?? 2));
  const utils = trpc.useUtils();
  const draw = trpc.leagues.playoff.useMutation({
    onSuccess: (next) => {
      utils.leagues.get.setData({ id: next.id }, next);
      notify.success('Đã bốc thăm vòng playoff.');
    },
  });
  const ask = async () => {
    const accepted = await confirm({
      header: 'Bốc thăm playoff',
      message: `Bốc thăm loại trực tiếp cho ${size} đội dẫn đầu? Kết quả vòng tròn sẽ không sửa được nữa.`,
      icon: 'warning',
      acceptLabel: 'Bốc thăm',
    });
    if (accepted) draw.mutate({ id: league.id, size });
  };
  return (
    <HStack gap="2">
      <NativeSelect.Root size="md" width="auto" minH="11">
        <NativeSelect.Field
          aria-label="Số đội vào playoff"
          value={size}
          onChange={(event) =>
            setSize(sizes.find((n) => n === Number(event.currentTarget.value)) ?? size)
          }
          minH="11"
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n} đội
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button colorPalette="purple" minH="11" loading={draw.isPending} onClick={() => void ask()}>
        <Trophy aria-hidden />
        Bốc thăm playoff
      </Button>
    </HStack>
  );
}

export function ChampionBanner({ league }: { league: League }) {
  if (!league.champion) return null;
  return (
    <Alert.Root status="success" variant="subtle">
      <Alert.Indicator>
        <Trophy aria-hidden />
      </Alert.Indicator>
      <Alert.Title>Vô địch: {league.champion.name}</Alert.Title>
    </Alert.Root>
  );
}
