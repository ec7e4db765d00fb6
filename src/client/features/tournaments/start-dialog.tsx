import { Button, CloseButton, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/styled-parts/dialog';
import { List } from '../../components/styled-parts/list';
import { RadioGroup } from '../../components/styled-parts/radio-group';
import { ArrowDown, ArrowUp, Play } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { prizeTotal } from '../../../shared/domain';
import type { Tournament, TournamentPlayer } from '../../../shared/schemas/tournaments';
import { PlayerLabel } from '../../components/player-label';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { formatCoins } from '../../lib/format';
import { callErrorInfo } from '../../lib/call-errors';
import { useLightModal } from '../../lib/light-modal';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useRefreshTournament } from './tournament-hooks';

type Seeding = 'rating' | 'manual';

const byRating = (players: TournamentPlayer[]) =>
  [...players].sort((a, b) => b.player.rating - a.player.rating).map((entry) => entry.player.id);

/** Starts the tournament: seeding by rating, or by hand (an up/down ordering of the players). */
export function StartTournamentButton({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  const enough = tournament.playerCount >= 2;
  return (
    <>
      <Button colorPalette="emerald" disabled={!enough} onClick={() => setOpen(true)}>
        <Play aria-hidden />
        Bắt đầu giải
      </Button>
      {open ? <StartDialog tournament={tournament} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function StartDialog({ tournament, onClose }: { tournament: Tournament; onClose: () => void }) {
  const modal = useLightModal(true);
  const players = trpc.tournaments.players.useQuery({ id: tournament.id });
  const utils = trpc.useUtils();
  const refresh = useRefreshTournament();
  const navigate = useNavigate();
  const [seeding, setSeeding] = useState<Seeding>('rating');
  const [order, setOrder] = useState<number[] | null>(null);
  const start = trpc.tournaments.start.useMutation({
    onSuccess: (saved) => {
      utils.tournaments.get.setData({ id: saved.id }, saved);
      refresh(saved.id);
      void utils.tournaments.list.invalidate();
      void utils.tournaments.managing.invalidate();
      notify.success('Giải đấu đã bắt đầu, sơ đồ thi đấu đã được tạo.');
      onClose();
      // Started from check-in, whose work is done: on to the bracket the start drew.
      const bracket = `/tournaments/${saved.id}`;
      if (window.location.pathname !== bracket) navigate(bracket);
    },
  });

  // With check-in open, the bracket is drawn from those present; the rest are withdrawn.
  const checkIn = tournament.checkInOpenedAt !== null;
  const all = players.data ?? [];
  const entries = checkIn ? all.filter((entry) => entry.checkedInAt !== null) : all;
  const absent = all.length - entries.length;
  const byId = new Map(entries.map((entry) => [entry.player.id, entry]));
  const ordered = (order ?? byRating(entries)).filter((id) => byId.has(id));

  const move = (index: number, step: -1 | 1) => {
    const next = [...ordered];
    const target = index + step;
    const current = next[index];
    const other = next[target];
    if (current === undefined || other === undefined) return;
    next[index] = other;
    next[target] = current;
    setOrder(next);
  };

  const submit = () => {
    if (seeding === 'rating') start.mutate({ id: tournament.id, seeding: 'rating' });
    else start.mutate({ id: tournament.id, seeding: 'manual', order: ordered });
  };

  return (
    <Dialog.Root
      open
      {...modal.root}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...modal.content}>
            <Dialog.Header>
              <Dialog.Title>Bắt đầu giải đấu</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>
                  {checkIn
                    ? `${entries.length} cơ thủ đã điểm danh. `
                    : `${tournament.playerCount} cơ thủ đã đăng ký. `}
                  Khi bắt đầu, sơ đồ thi đấu được tạo; không thể đăng ký thêm hay sửa thông tin
                  giải.
                </Text>
                <PrizeHold tournament={tournament} players={entries.length} />
                {checkIn && absent > 0 ? (
                  <Text color="fg.warning">
                    {absent} cơ thủ chưa điểm danh sẽ bị rút tên
                    {tournament.entryFee > 0 ? ' và được hoàn lệ phí' : ''}.
                  </Text>
                ) : null}
                <RadioGroup.Root
                  value={seeding}
                  onValueChange={(details) => setSeeding(details.value as Seeding)}
                  colorPalette="emerald"
                  aria-label="Cách xếp hạt giống"
                >
                  <Stack gap="3">
                    <RadioGroup.Item value="rating">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>Xếp hạt giống theo điểm trình độ</RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <RadioGroup.Item value="manual">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>Tự sắp xếp thứ tự hạt giống</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </Stack>
                </RadioGroup.Root>
                {seeding === 'manual' ? (
                  players.isPending ? (
                    <PageLoading label="Đang tải danh sách cơ thủ" />
                  ) : players.isError ? (
                    <PageError message={callErrorInfo(players.error).message} />
                  ) : (
                    <List.Root as="ol" listStyle="none" gap="2" aria-label="Thứ tự hạt giống">
                      {ordered.map((id, index) => {
                        const entry = byId.get(id);
                        if (!entry) return null;
                        const name = entry.player.fullName;
                        return (
                          <List.Item key={id}>
                            <HStack borderWidth="1px" borderRadius="l2" px="3" py="2" gap="3">
                              <Text
                                fontWeight="bold"
                                color="emerald.fg"
                                minW="6"
                                fontVariantNumeric="tabular-nums"
                              >
                                {index + 1}
                              </Text>
                              <PlayerLabel player={entry.player} showRating />
                              <HStack gap="1" ms="auto">
                                <IconButton
                                  size="sm"
                                  variant="ghost"
                                  aria-label={`Đưa ${name} lên`}
                                  disabled={index === 0}
                                  onClick={() => move(index, -1)}
                                >
                                  <ArrowUp aria-hidden />
                                </IconButton>
                                <IconButton
                                  size="sm"
                                  variant="ghost"
                                  aria-label={`Đưa ${name} xuống`}
                                  disabled={index === ordered.length - 1}
                                  onClick={() => move(index, 1)}
                                >
                                  <ArrowDown aria-hidden />
                                </IconButton>
                              </HStack>
                            </HStack>
                          </List.Item>
                        );
                      })}
                    </List.Root>
                  )
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Để sau</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="emerald"
                loading={start.isPending}
                disabled={seeding === 'manual' && ordered.length < 2}
                onClick={submit}
              >
                Bắt đầu
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Đóng" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the start does with the coin prizes: held from the organiser's wallet, or the pot. */
function PrizeHold({ tournament, players }: { tournament: Tournament; players: number }) {
  const total = prizeTotal(tournament.prizes);
  if (total === 0) return null;
  if (tournament.prizeSource === 'organizer') {
    return (
      <Text>
        {formatCoins(total)} giải thưởng được giữ từ ví của bạn khi bắt đầu, trả vào ví người thắng
        khi giải kết thúc.
      </Text>
    );
  }
  const pot = players * tournament.entryFee;
  return pot >= total ? (
    <Text>
      {formatCoins(total)} giải thưởng trích từ quỹ lệ phí ({formatCoins(pot)}).
    </Text>
  ) : (
    <Text color="fg.warning">
      Quỹ lệ phí hiện có {formatCoins(pot)}, chưa đủ cho {formatCoins(total)} giải thưởng: giải chưa
      thể bắt đầu. Hãy giảm giải thưởng hoặc chờ thêm cơ thủ.
    </Text>
  );
}
