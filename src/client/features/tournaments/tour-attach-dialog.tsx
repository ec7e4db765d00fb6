// A manager puts their event in a ranking tour with a tier, or takes it out, before it starts.
// The upstream checks the same rules; its refusal is shown as it words it (the app's toast).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { gameFamily } from '../../../shared/domain';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { useAuth } from '../../lib/auth';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { tourChoices } from './tour-choices';

const FAMILY_NAMES = { pool: 'pool', carom: 'carom' } as const;

export default function TourAttachDialog({
  tournament,
  onClose,
}: {
  tournament: Tournament;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const family = gameFamily(tournament.game);
  const running = trpc.tours.list.useQuery({ family, status: 'running', page: 1, perPage: 100 });
  const upcoming = trpc.tours.list.useQuery({ family, status: 'upcoming', page: 1, perPage: 100 });
  const loading = running.isPending || upcoming.isPending;
  const choices = tourChoices(
    [...(running.data?.data ?? []), ...(upcoming.data?.data ?? [])],
    tournament,
    user?.id,
  );
  const [tourId, setTourId] = useState(tournament.tour ? String(tournament.tour.id) : '');
  const chosen = choices.find((tour) => String(tour.id) === tourId);
  const [tier, setTier] = useState(tournament.tour?.tier ?? '');
  const tiers = chosen?.tierNames ?? (tournament.tour ? [tournament.tour.tier] : []);
  const [error, setError] = useState<string | null>(null);

  const setTour = trpc.tournaments.setTour.useMutation({
    onSuccess: (saved) => {
      utils.tournaments.get.setData({ id: saved.id }, saved);
      void utils.tours.invalidate();
      notify.success(
        saved.tour
          ? `Đã đưa giải vào tour ${saved.tour.name}, hạng ${saved.tour.tier}.`
          : 'Đã bỏ giải khỏi tour.',
      );
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tourId) return setError('Hãy chọn một tour');
    const pickedTier = tiers.includes(tier) ? tier : '';
    if (!pickedTier) return setError('Hãy chọn hạng giải trong tour');
    setError(null);
    setTour.mutate({ id: tournament.id, tourId: Number(tourId), tier: pickedTier });
  };

  return (
    <FormDialog
      title="Tính điểm tour xếp hạng"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Lưu"
      submitting={setTour.isPending}
      size="md"
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Thứ hạng chung cuộc của giải sẽ được cộng điểm vào tour theo bảng điểm của hạng giải. Chỉ
          hiện tour {FAMILY_NAMES[family]} đang diễn ra hoặc sắp bắt đầu, của bạn hoặc mở cho mọi
          ban tổ chức, có mùa giải gồm ngày thi đấu.
        </Text>
        <FormField label="Tour" errors={error && !tourId ? [error] : undefined} required>
          <NativeSelect.Root disabled={loading}>
            <NativeSelect.Field
              value={tourId}
              onChange={(event) => {
                setTourId(event.target.value);
                const next = choices.find((tour) => String(tour.id) === event.target.value);
                setTier(next?.tierNames[0] ?? '');
              }}
            >
              <option value="">{loading ? 'Đang tải…' : 'Chọn tour'}</option>
              {tournament.tour && !chosen && loading ? (
                <option value={tournament.tour.id}>{tournament.tour.name}</option>
              ) : null}
              {choices.map((tour) => (
                <option key={tour.id} value={tour.id}>
                  {tour.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {!loading && choices.length === 0 ? (
          <Text fontSize="sm" color="fg.warning">
            Chưa có tour nào phù hợp. Ban tổ chức có thể tạo tour ở mục Tour xếp hạng.
          </Text>
        ) : null}
        <FormField label="Hạng giải" errors={error && tourId ? [error] : undefined} required>
          <NativeSelect.Root disabled={tiers.length === 0}>
            <NativeSelect.Field value={tier} onChange={(event) => setTier(event.target.value)}>
              <option value="">Chọn hạng giải</option>
              {tiers.map((name) => (
                <option key={name} value={name}>
                  Hạng {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {tournament.tour ? (
          <Button
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            loading={setTour.isPending && setTour.variables?.tourId === null}
            onClick={() => setTour.mutate({ id: tournament.id, tourId: null, tier: null })}
          >
            Bỏ khỏi tour {tournament.tour.name}
          </Button>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
