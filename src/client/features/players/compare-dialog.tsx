// "So sánh với…" on a player's page: find another player by name, then open the head-to-head
// (`/players/:id/vs/:opponent`). Loaded when opened.
import { Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlayerProfile } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { FormDialog } from '../../components/form-dialog';
import { RankBadge } from '../../components/player-label';
import { SearchBox } from '../../components/search-box';
import { trpc } from '../../lib/trpc';

const SHOWN = 8;

export default function CompareDialog({
  player,
  onClose,
}: {
  player: PlayerProfile;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const found = trpc.players.list.useQuery(
    { q, page: 1, perPage: SHOWN + 1 },
    { enabled: q.trim().length > 0, placeholderData: keepPreviousData },
  );
  const others = (found.data?.data ?? []).filter((p) => p.id !== player.id).slice(0, SHOWN);
  const versus = (opponent: number) => `/players/${player.id}/vs/${opponent}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = others;
    if (first) navigate(versus(first.id));
  };
  return (
    <FormDialog
      title={`So sánh ${player.fullName} với…`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="So sánh"
      cancelLabel="Đóng"
      submitting={false}
    >
      <Stack gap="3">
        <SearchBox label="Cơ thủ" placeholder="Tên hoặc tên đăng nhập" value={q} onSearch={setQ} />
        {q.trim() === '' ? (
          <Text fontSize="sm" color="fg.muted">
            Gõ tên cơ thủ muốn so sánh.
          </Text>
        ) : found.isError ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            Không tìm được cơ thủ lúc này. Hãy thử lại.
          </Text>
        ) : found.data && !found.isPlaceholderData && others.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Không có cơ thủ nào khớp với “{q}”.
          </Text>
        ) : (
          <Stack as="ul" gap="1" aria-label="Cơ thủ tìm được" aria-busy={found.isFetching}>
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  asChild
                  display="flex"
                  justifyContent="space-between"
                  gap="2"
                  minH="11"
                  px="2"
                  borderRadius="l2"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <AppLink to={versus(other.id)}>
                    <Text as="span" lineClamp={1}>
                      {other.fullName}
                    </Text>
                    <RankBadge rank={other.rank} />
                  </AppLink>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
