import { RANK_CODES } from '../../../shared/domain';
import { Button, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Textarea } from '../../components/styled-parts/textarea';
import { Gavel } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { RankCode } from '../../../shared/schemas/config';
import { setRankInput, type PlayerProfile } from '../../../shared/schemas/players';
import { FormField } from '../../components/form-field';
import { Checkbox } from '../../components/styled-parts/checkbox';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { formatDate, formatRating } from '../../lib/player-logic';
import { FormDialog } from '../../components/form-dialog';

/** 'Hạng B (hiện tại, gợi ý)': the select marks the current and the suggested rank. */
function rankOptionLabel(code: RankCode, player: PlayerProfile): string {
  const notes = [
    code === player.rank ? 'hiện tại' : null,
    code === player.suggestedRank ? 'gợi ý' : null,
  ].filter((note) => note !== null);
  return notes.length > 0 ? `Hạng ${code} (${notes.join(', ')})` : `Hạng ${code}`;
}

/** An organiser's "Đổi hạng": the button and its dialog. */
export function RankChangeButton({ player }: { player: PlayerProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="emerald" onClick={() => setOpen(true)}>
        <Gavel aria-hidden />
        Đổi hạng
      </Button>
      {open ? <RankChangeDialog player={player} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RankChangeDialog({ player, onClose }: { player: PlayerProfile; onClose: () => void }) {
  const suggested = player.suggestedRank;
  const [rank, setRank] = useState<RankCode>(suggested);
  const [reason, setReason] = useState('');
  // A verification: the organiser saw them play and vouches for the rank, which may stay.
  const [verified, setVerified] = useState(false);
  // The evidence: an event the organiser manages that the player played (rank-decisions.ts).
  const events = trpc.players.rankEvents.useQuery({ id: player.id });
  const [eventId, setEventId] = useState<number | null>(null);
  const tournamentId = eventId ?? events.data?.[0]?.id ?? null;
  const [errors, setErrors] = useState<FormErrors>({});
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const utils = trpc.useUtils();
  const setRankCall = trpc.players.setRank.useMutation({
    onSuccess: (saved) => {
      utils.players.get.setData({ id: saved.id }, saved);
      void utils.players.list.invalidate();
      notify.success(
        verified
          ? `Đã xác minh hạng ${saved.rank} của ${saved.fullName}.`
          : `Đã đổi hạng của ${saved.fullName} thành hạng ${saved.rank}.`,
      );
      onClose();
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rank === player.rank && !verified) {
      setErrors({ rank: ['Hãy chọn một hạng khác hạng hiện tại, hoặc xác minh hạng này'] });
      return;
    }
    const checked = validateForm(setRankInput, {
      id: player.id,
      rank,
      reason,
      verified,
      tournamentId: tournamentId ?? undefined,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) setRankCall.mutate(checked.data);
  };

  return (
    <FormDialog
      title="Đổi hạng cơ thủ"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={verified ? 'Lưu xác minh' : 'Lưu quyết định'}
      submitting={setRankCall.isPending}
      loadingText="Đang lưu"
      initialFocus={reasonRef}
      size="md"
    >
      <Stack gap="5">
        <Text>
          {player.fullName} đang ở <b>hạng {player.rank}</b> với {formatRating(player.rating)} điểm
          trình độ
          {suggested !== player.rank ? (
            <>
              ; điểm này gợi ý <b>hạng {suggested}</b>.
            </>
          ) : (
            <>, đúng với hạng gợi ý.</>
          )}{' '}
          Quyết định được ghi lại cùng người đổi và thời điểm.
        </Text>
        <FormField
          label="Giải đã xem cơ thủ thi đấu"
          errors={errors.tournamentId}
          helper={
            events.data?.length === 0
              ? 'Chỉ ban tổ chức của một giải cơ thủ đã thi đấu mới quyết định được hạng của cơ thủ: cơ thủ chưa thi đấu giải nào bạn quản lý.'
              : 'Quyết định nêu giải bạn quản lý mà cơ thủ đã thi đấu.'
          }
          required
        >
          <NativeSelect.Root disabled={!events.data?.length}>
            <NativeSelect.Field
              name="tournamentId"
              value={tournamentId ?? ''}
              onChange={(event) => setEventId(Number(event.target.value))}
            >
              {events.isPending ? <option value="">Đang tải các giải…</option> : null}
              {events.isError ? <option value="">Không tải được các giải</option> : null}
              {events.data?.length === 0 ? <option value="">Không có giải nào</option> : null}
              {events.data?.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name} ({formatDate(event.startsAt)})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Hạng mới" errors={errors.rank} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="rank"
              value={rank}
              onChange={(event) =>
                setRank(RANK_CODES.find((code) => code === event.target.value) ?? suggested)
              }
            >
              {RANK_CODES.map((code) => (
                <option key={code} value={code}>
                  {rankOptionLabel(code, player)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Lý do"
          errors={errors.reason}
          helper="Từ 5 đến 300 ký tự, ví dụ kết quả các giải gần đây."
          required
        >
          <Textarea
            ref={reasonRef}
            name="reason"
            rows={4}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <Checkbox.Root
          checked={verified}
          onCheckedChange={(details) => setVerified(details.checked === true)}
          colorPalette="emerald"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Xác minh: tôi đã xem cơ thủ thi đấu và xác nhận hạng này (giải có giới hạn hạng sẽ xét
            ít nhất hạng đã xác minh)
          </Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
