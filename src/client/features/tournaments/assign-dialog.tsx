import { Input, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { useState, type FormEvent } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import { assignMatchInput } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { FormField } from '../../components/form-field';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/format';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { matchPairing } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { trpc } from '../../lib/trpc';
import { FormDialog } from '../../components/form-dialog';

/** Table, time and referee of one match. */
export default function AssignDialog({
  match,
  tournament,
  onClose,
}: {
  match: Match;
  tournament: Tournament;
  onClose: () => void;
}) {
  const players = trpc.tournaments.players.useQuery({ id: tournament.id });
  const utils = trpc.useUtils();
  const [tableLabel, setTableLabel] = useState(match.tableLabel ?? '');
  const [scheduledAt, setScheduledAt] = useState(toDateTimeLocal(match.scheduledAt));
  const [refereeId, setRefereeId] = useState(match.referee ? String(match.referee.id) : '');
  const [errors, setErrors] = useState<FormErrors>({});
  const assign = trpc.matches.assign.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Đã cập nhật bàn, giờ và trọng tài của trận.');
      onClose();
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });

  // Anyone but the two players: the managers, then the other registered players.
  const inMatch = new Set([match.player1?.id, match.player2?.id]);
  const candidates = new Map<number, PlayerSummary>();
  if (match.referee) candidates.set(match.referee.id, match.referee);
  for (const manager of tournament.managers) candidates.set(manager.id, manager);
  for (const entry of players.data ?? []) candidates.set(entry.player.id, entry.player);
  const referees = [...candidates.values()].filter((player) => !inMatch.has(player.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(assignMatchInput, {
      id: match.id,
      tableLabel: tableLabel.trim() || null,
      scheduledAt: scheduledAt ? fromDateTimeLocal(scheduledAt) : null,
      refereeId: refereeId ? Number(refereeId) : null,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) assign.mutate(checked.data);
  };

  return (
    <FormDialog
      title={`${match.roundLabel} · Trận ${match.number}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Lưu"
      submitting={assign.isPending}
    >
      <Stack gap="4">
        <Text color="fg.muted">{matchPairing(match)}</Text>
        <FormField label="Bàn" errors={errors.tableLabel} helper="Ví dụ: Bàn 3">
          <Input
            value={tableLabel}
            maxLength={40}
            onChange={(event) => setTableLabel(event.target.value)}
          />
        </FormField>
        <FormField label="Giờ thi đấu" errors={errors.scheduledAt}>
          <Input
            type="datetime-local"
            value={scheduledAt}
            onChange={(event) => setScheduledAt(event.target.value)}
          />
        </FormField>
        <FormField label="Trọng tài" errors={errors.refereeId}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={refereeId}
              onChange={(event) => setRefereeId(event.target.value)}
            >
              <option value="">Không có trọng tài</option>
              {referees.map((player) => (
                <option key={player.id} value={player.id}>
                  {player.fullName} (Hạng {player.rank})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
