// The organiser's dialogs of the table board, loaded when one opens: the tables and the
// players' rest, the adjustment of a waiting match (pin, put on a called table, hold), and the
// ending of a match that will not be played out (a walkover, a retirement, a disqualification).
import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { boardSettingsFields, venueTableLabel, type Board } from '../../../../shared/schemas/board';
import type { Match } from '../../../../shared/schemas/matches';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Checkbox } from '../../../components/styled-parts/checkbox';
import { Fieldset } from '../../../components/styled-parts/fieldset';
import { NativeSelect } from '../../../components/styled-parts/native-select';
import { callErrorInfo } from '../../../lib/call-errors';
import { serverFormErrors, validateForm, type FormErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast-store';
import { trpc } from '../../../lib/trpc';
import { matchPairing } from '../../../lib/labels';
import { storeChangedMatch } from '../../../lib/match-cache';
import { MatchEndingFields, useMatchEnding } from '../../../components/match-endings';
import { useBoardChange } from '../tournament-hooks';

/** Bàn 1…N of the venue (eight when the venue is unknown), plus whatever is already chosen. */
function tableChoices(board: Board): string[] {
  const count = board.venueTables ?? 8;
  const venue = Array.from({ length: count }, (_, i) => venueTableLabel(i + 1));
  return [...venue, ...board.tables.map((t) => t.label).filter((l) => !venue.includes(l))];
}

export function BoardSetupDialog({
  tournamentId,
  board,
  onClose,
}: {
  tournamentId: number;
  board: Board;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState(() => new Set(board.tables.map((t) => t.label)));
  const [rest, setRest] = useState(String(board.restMinutes));
  const [noShow, setNoShow] = useState(String(board.noShowMinutes));
  const [protest, setProtest] = useState(String(board.protestMinutes));
  const [playersScore, setPlayersScore] = useState(board.playersScore);
  const [autoWalkover, setAutoWalkover] = useState(board.autoWalkover);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = trpc.tournaments.configureBoard.useMutation({
    onSuccess: (saved) => {
      utils.tournaments.board.setData({ id: tournamentId }, saved);
      notify.success('Đã lưu các bàn của giải');
      onClose();
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  const choices = tableChoices(board);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      tables: choices.filter((label) => chosen.has(label)),
      restMinutes: rest.trim() === '' ? Number.NaN : Number(rest),
      noShowMinutes: noShow.trim() === '' ? Number.NaN : Number(noShow),
      protestMinutes: protest.trim() === '' ? Number.NaN : Number(protest),
      playersScore,
      autoWalkover,
    };
    const checked = validateForm(boardSettingsFields, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate({ id: tournamentId, ...checked.data });
  };
  const toggle = (label: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(label);
      else next.delete(label);
      return next;
    });
  return (
    <FormDialog
      title="Bàn thi đấu của giải"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Lưu"
      submitting={save.isPending}
    >
      <Stack gap="4">
        {/* A fieldset, not a FormField: a field gives its one control id to every checkbox in
            it, so every label ticked the first table. */}
        <Fieldset.Root invalid={Boolean(errors.tables)}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Chọn bàn
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2">
            {choices.map((label) => (
              <Checkbox.Root
                key={label}
                checked={chosen.has(label)}
                onCheckedChange={(details) => toggle(label, details.checked === true)}
                colorPalette="emerald"
                minH="11"
                px="2"
                borderWidth="1px"
                borderRadius="l2"
                cursor="pointer"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          {errors.tables ? <Fieldset.ErrorText>{errors.tables[0]}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <FormField
          label="Nghỉ tối thiểu giữa hai trận (phút)"
          errors={errors.restMinutes}
          helper="Cơ thủ vừa đánh xong chỉ được gọi trước khi hết giờ nghỉ nếu không còn trận nào khác chờ."
        >
          <Input
            inputMode="numeric"
            value={rest}
            onChange={(event) => setRest(event.target.value)}
          />
        </FormField>
        <FormField
          label="Chờ cơ thủ đến bàn (phút)"
          errors={errors.noShowMinutes}
          helper="Khi một trận được gọi, đồng hồ bắt đầu chạy; hết giờ mà một cơ thủ chưa báo có mặt, bạn có thể xử W.O. Không có gì tự động, trừ khi bạn bật ô dưới đây."
        >
          <Input
            inputMode="numeric"
            value={noShow}
            onChange={(event) => setNoShow(event.target.value)}
          />
        </FormField>
        <Checkbox.Root
          checked={autoWalkover}
          onCheckedChange={(details) => setAutoWalkover(details.checked === true)}
          colorPalette="emerald"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Tự động xử W.O. khi hết giờ chờ: cơ thủ đã báo có mặt thắng cơ thủ vắng mặt (hai người
            cùng vắng thì chờ bạn quyết định)
          </Checkbox.Label>
        </Checkbox.Root>
        <FormField
          label="Thời gian khiếu nại (phút)"
          errors={errors.protestMinutes}
          helper="Sau mỗi kết quả, hai cơ thủ được khiếu nại trong thời gian này (đóng sớm hơn khi một trong hai bắt đầu trận kế). Giải thưởng được trao khi hết hạn khiếu nại và mọi khiếu nại đã xử lý. 0: kết quả chính thức ngay."
        >
          <Input
            inputMode="numeric"
            value={protest}
            onChange={(event) => setProtest(event.target.value)}
          />
        </FormField>
        <Checkbox.Root
          checked={playersScore}
          onCheckedChange={(details) => setPlayersScore(details.checked === true)}
          colorPalette="emerald"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Cơ thủ tự ghi điểm: hai cơ thủ của trận đang ở bàn ghi từng ván, hoặc một người báo tỉ
            số và đối thủ xác nhận
          </Checkbox.Label>
        </Checkbox.Root>
        <Box fontSize="sm" color="fg.muted">
          Khi một bàn trống, trận sẵn sàng tiếp theo được gọi tự động: vòng sớm trước, chờ lâu
          trước.
        </Box>
      </Stack>
    </FormDialog>
  );
}

/** Pin a waiting match to a table, put it on a called table in place of that match, or hold it. */
export function QueueDialog({
  tournamentId,
  board,
  entry,
  onClose,
}: {
  tournamentId: number;
  board: Board;
  entry: Board['queue'][number];
  onClose: () => void;
}) {
  const { queue, swap } = useBoardChange(tournamentId, 'Đã cập nhật hàng chờ', onClose);
  const [pin, setPin] = useState(entry.pinnedTable ?? '');
  const [replace, setReplace] = useState('');
  const [hold, setHold] = useState(false);
  const called = board.tables.filter((t) => t.state === 'called' && t.match);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (replace !== '') {
      swap.mutate({ id: tournamentId, matchIds: [entry.match.id, Number(replace)] });
    } else {
      queue.mutate({ id: entry.match.id, held: hold, pinnedTable: pin === '' ? null : pin });
    }
  };
  return (
    <FormDialog
      title={matchPairing(entry.match)}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Lưu"
      submitting={queue.isPending || swap.isPending}
    >
      <Stack gap="4">
        <FormField label="Ghim vào bàn" helper="Trận chỉ được gọi vào bàn này khi bàn trống.">
          <NativeSelect.Root>
            <NativeSelect.Field value={pin} onChange={(event) => setPin(event.target.value)}>
              <option value="">Không ghim</option>
              {board.tables.map((table) => (
                <option key={table.label} value={table.label}>
                  {table.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {called.length > 0 ? (
          <FormField
            label="Đưa ngay vào bàn đang gọi"
            helper="Trận đang được gọi ở bàn đó trở lại hàng chờ."
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                value={replace}
                onChange={(event) => setReplace(event.target.value)}
              >
                <option value="">Không đổi</option>
                {called.map((table) => (
                  <option key={table.label} value={table.match?.id}>
                    {table.label}: {table.match ? matchPairing(table.match) : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <Checkbox.Root
          checked={hold}
          disabled={replace !== ''}
          onCheckedChange={(details) => setHold(details.checked === true)}
          colorPalette="emerald"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Giữ lại, chưa gọi trận này</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}

/**
 * A match on a table that will not be played out: a walkover or a double walkover before it
 * starts, a retirement after, a disqualification at any time. The dialog says what follows.
 */
export function MatchEndingDialog({
  tournamentId,
  table,
  match,
  onClose,
}: {
  tournamentId: number;
  table: string;
  match: Match;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  // The match's own read adds where its players go next, which the sentence below names.
  const detail = trpc.matches.get.useQuery({ id: match.id });
  const ending = useMatchEnding(detail.data ?? match);
  const award = trpc.matches.award.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      void utils.tournaments.board.invalidate({ id: tournamentId });
      void utils.tournaments.matches.invalidate({ id: tournamentId });
      notify.success(`Đã xử kết quả trận đấu · ${table} gọi trận tiếp theo.`);
      onClose();
    },
    onError: (error) => notify.error(callErrorInfo(error).message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    award.mutate(ending.input);
  };
  return (
    <FormDialog
      title={`${match.status === 'live' ? 'Kết thúc trận' : 'Xử W.O.'} · ${table}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={ending.submitLabel}
      submitting={award.isPending}
    >
      <Stack gap="4">
        <MatchEndingFields ending={ending} />
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {ending.consequence}
        </Text>
      </Stack>
    </FormDialog>
  );
}
