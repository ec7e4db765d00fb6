import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  Input,
  Link,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import { assignMatchInput } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states';
import { TableScroll } from '../../components/table-scroll';
import { callErrorInfo } from '../../lib/call-errors';
import { formatDateTime, fromDateTimeLocal, toDateTimeLocal } from '../../lib/format';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { MATCH_STATUS_COLORS, MATCH_STATUS_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

const playerName = (player: PlayerSummary | null) => player?.fullName ?? 'Chưa xác định';

/**
 * The tournament's matches in play order, with table, time and referee. Managers assign those
 * here ("when and where" for the players).
 */
export function ScheduleTable({ tournament }: { tournament: Tournament }) {
  const matches = trpc.tournaments.matches.useQuery({ id: tournament.id });
  const [editing, setEditing] = useState<Match | null>(null);
  const manager = tournament.viewer.manager;

  if (matches.isPending) return <PageLoading label="Đang tải lịch thi đấu" />;
  if (matches.isError) {
    return (
      <PageError
        message={callErrorInfo(matches.error).message}
        onRetry={() => void matches.refetch()}
      />
    );
  }
  // Byes and empty slots are not played: only matches that exist for real.
  const rows = matches.data.filter((match) => match.player1 || match.player2);
  if (rows.length === 0) {
    return <PageEmpty icon={<CalendarClock />} title="Chưa có trận đấu nào" />;
  }

  return (
    <>
      <TableScroll>
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>Lịch thi đấu của giải</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Vòng</Table.ColumnHeader>
              <Table.ColumnHeader>Trận đấu</Table.ColumnHeader>
              <Table.ColumnHeader>Trạng thái</Table.ColumnHeader>
              <Table.ColumnHeader>Bàn</Table.ColumnHeader>
              <Table.ColumnHeader>Giờ thi đấu</Table.ColumnHeader>
              <Table.ColumnHeader>Trọng tài</Table.ColumnHeader>
              {manager ? (
                <Table.ColumnHeader>
                  <Text srOnly>Sắp xếp</Text>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((match) => (
              <Table.Row key={match.id}>
                <Table.Cell whiteSpace="nowrap">
                  {match.roundLabel} · {match.number}
                </Table.Cell>
                <Table.Cell minW="56">
                  <Link asChild colorPalette="emerald" color="colorPalette.fg">
                    <AppLink to={`/matches/${match.id}`}>
                      {playerName(match.player1)} – {playerName(match.player2)}
                    </AppLink>
                  </Link>
                  {match.status === 'live' || match.status === 'finished' ? (
                    <Text as="span" ml="2" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {match.score1}–{match.score2}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Badge
                    colorPalette={MATCH_STATUS_COLORS[match.status]}
                    variant={match.status === 'live' ? 'solid' : 'subtle'}
                  >
                    {MATCH_STATUS_LABELS[match.status]}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{match.tableLabel ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {match.scheduledAt ? formatDateTime(match.scheduledAt) : '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{match.referee?.fullName ?? '—'}</Table.Cell>
                {manager ? (
                  <Table.Cell textAlign="end">
                    {match.status !== 'finished' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(match)}
                        aria-label={`Sắp xếp trận ${match.roundLabel} ${match.number}`}
                      >
                        Sắp xếp
                      </Button>
                    ) : null}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      {editing ? (
        <AssignDialog
          key={editing.id}
          match={editing}
          tournament={tournament}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** Table, time and referee of one match. */
function AssignDialog({
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
      utils.matches.get.setData({ id: saved.id }, saved);
      void utils.tournaments.matches.invalidate({ id: tournament.id });
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
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {match.roundLabel} · Trận {match.number}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    {playerName(match.player1)} – {playerName(match.player2)}
                  </Text>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Huỷ</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="emerald" loading={assign.isPending}>
                  Lưu
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Đóng" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
