// The captain's invitation: a player found by name, invited as a regular or a substitute.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamPage } from '../../../shared/schemas/leagues';
import { PlayerLabel } from '../../components/player-label';
import { SearchBox } from '../../components/search-box';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

export function TeamInviteForm({ team }: { team: TeamPage }) {
  const utils = trpc.useUtils();
  const [q, setQ] = useState('');
  const found = trpc.players.list.useQuery(
    { q, page: 1, perPage: 5 },
    { enabled: q.trim().length >= 2, placeholderData: keepPreviousData },
  );
  const invite = trpc.leagues.invite.useMutation({
    onSuccess: (next, { substitute }) => {
      utils.leagues.team.setData({ id: next.id }, next);
      notify.success(substitute ? 'Đã mời vào đội (dự bị).' : 'Đã mời vào đội.');
    },
  });
  const onTeam = new Set(team.members.map((m) => m.player.id));
  const players = q.trim().length >= 2 ? (found.data?.data ?? []) : [];
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Mời cơ thủ
        </Heading>
        <SearchBox
          label="Tìm cơ thủ theo tên"
          placeholder="Nhập tên hoặc tên đăng nhập"
          value={q}
          onSearch={setQ}
        />
        {q.trim().length >= 2 && found.data && players.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Không tìm thấy cơ thủ nào.
          </Text>
        ) : null}
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Kết quả tìm cơ thủ">
          {players.map((player) => (
            <Stack as="li" key={player.id} gap="2" borderBottomWidth="1px" pb="2">
              <PlayerLabel player={player} link={false} />
              {onTeam.has(player.id) ? (
                <Text fontSize="sm" color="fg.muted">
                  Đã ở trong đội hoặc đã được mời
                </Text>
              ) : (
                <HStack gap="2">
                  <Button
                    size="sm"
                    minH="11"
                    flex="1"
                    colorPalette="emerald"
                    disabled={invite.isPending}
                    aria-label={`Mời ${player.fullName}`}
                    onClick={() =>
                      invite.mutate({ id: team.id, userId: player.id, substitute: false })
                    }
                  >
                    Mời
                  </Button>
                  <Button
                    size="sm"
                    minH="11"
                    flex="1"
                    variant="outline"
                    disabled={invite.isPending}
                    aria-label={`Mời ${player.fullName} làm dự bị`}
                    onClick={() =>
                      invite.mutate({ id: team.id, userId: player.id, substitute: true })
                    }
                  >
                    Mời làm dự bị
                  </Button>
                </HStack>
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
