// A carom match's protocol: both players' runs inning by inning with running totals, their
// general average and high run. The scorer corrects it before confirming (fix a run, insert a
// forgotten inning, remove one), and anyone prints it once the match is over.
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { caromStatus, CaromProtocolError, type CaromRules } from '../../../shared/carom';
import type { CaromProtocol, Match } from '../../../shared/schemas/matches';
import { Table } from '../../components/styled-parts/table';
import { formatDateTimeLong } from '../../lib/format';
import { GAME_LABELS } from '../../lib/labels';
import { formatAverage } from '../../lib/player-logic';
import { figuresOf, inningRows, runIndex } from './carom-view';

/** Prints the protocol alone: the print styles show only `[data-print-area]` while it is set. */
function printProtocol() {
  document.body.dataset.print = 'protocol';
  window.addEventListener('afterprint', () => delete document.body.dataset.print, { once: true });
  window.print();
}

export function CaromProtocolSheet({
  match,
  protocol,
  rules,
  onSave,
}: {
  match: Match;
  protocol: CaromProtocol;
  rules: CaromRules;
  /** The scorer's correction; absent for viewers. */
  /** Takes the edited protocol; (a promise of) false keeps the editor open: nothing was saved. */
  onSave?: (next: CaromProtocol) => unknown;
}) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null && onSave !== undefined;
  const shown: CaromProtocol = editing ? { ...protocol, runs: draft } : protocol;
  const rows = inningRows(shown);
  const figures = figuresOf(shown);
  const names = [match.player1?.fullName ?? 'Cơ thủ 1', match.player2?.fullName ?? 'Cơ thủ 2'];
  const winner = [match.player1, match.player2].find((p) => p && p.id === match.winnerId);
  // The newest inning in sight as the game goes on (the sheet scrolls inside its frame).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!editing) scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [rows.length, editing]);

  const save = async () => {
    if (!draft) return;
    const next = { ...protocol, runs: draft, penaltyWinner: null };
    try {
      caromStatus(rules, next);
    } catch (e) {
      setError(e instanceof CaromProtocolError ? e.message : 'Biên bản không hợp lệ');
      return;
    }
    if ((await onSave?.(next)) === false) return;
    setDraft(null);
    setError(null);
  };
  const insertInning = (inning: number) => {
    if (!draft) return;
    const at = (inning - 1) * 2;
    setDraft([...draft.slice(0, at), 0, 0, ...draft.slice(at)]);
  };
  const removeInning = (inning: number) => {
    if (!draft) return;
    const at = (inning - 1) * 2;
    setDraft([...draft.slice(0, at), ...draft.slice(at + 2)]);
  };
  const setRun = (inning: number, column: 0 | 1, value: string) => {
    if (!draft) return;
    const at = runIndex(protocol, inning, column === 0 ? 1 : 2);
    if (at >= draft.length) return;
    const next = [...draft];
    next[at] = Math.max(0, Math.trunc(Number(value) || 0));
    setDraft(next);
  };

  return (
    <Stack
      gap="3"
      p={{ base: '3', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      data-print-area
      aria-label="Biên bản trận đấu"
    >
      <Box display="none" data-print-only>
        <Text fontSize="lg" fontWeight="bold">
          Biên bản trận đấu · {GAME_LABELS[match.tournament.game]}
        </Text>
        <Text>
          {match.tournament.name} · {match.roundLabel} · Trận {match.number}
          {match.tableLabel ? ` · ${match.tableLabel}` : ''}
        </Text>
        {match.finishedAt ? <Text>Kết thúc lúc {formatDateTimeLong(match.finishedAt)}</Text> : null}
        {match.status === 'finished' ? (
          <Text fontWeight="semibold">
            Kết quả: {winner ? `${winner.fullName} thắng` : 'hòa'} {match.score1} – {match.score2}{' '}
            sau {rows.length} lượt cơ
          </Text>
        ) : null}
      </Box>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize="lg">
          Biên bản
        </Text>
        <HStack gap="2" data-print-hide>
          {onSave && !editing && protocol.runs.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setDraft([...protocol.runs])}>
              <Pencil aria-hidden />
              Sửa biên bản
            </Button>
          ) : null}
          {match.status === 'finished' ? (
            <Button size="sm" variant="outline" onClick={printProtocol}>
              <Printer aria-hidden />
              In biên bản
            </Button>
          ) : null}
        </HStack>
      </HStack>

      <HStack gap="3" align="stretch" data-testid="carom-figures">
        {figures.map((f, i) => (
          <Stack key={names[i]} flex="1" gap="0" p="2" borderRadius="l2" bg="bg.muted">
            <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
              {names[i]}
            </Text>
            <Text fontSize="sm">
              TB <b data-testid={`average-${i + 1}`}>{formatAverage(f.average)}</b> · Loạt cao{' '}
              <b>{f.highRun}</b>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {f.points} điểm / {f.innings} lượt
            </Text>
          </Stack>
        ))}
      </HStack>

      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Chưa có lượt cơ nào.
        </Text>
      ) : (
        <Table.ScrollArea ref={scroller} borderWidth="1px" borderRadius="l2" maxH="96">
          <Table.Root size="sm" stickyHeader showColumnBorder>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12">Lượt</Table.ColumnHeader>
                {names.map((name, i) => (
                  <Table.ColumnHeader key={name} colSpan={2} textAlign="center">
                    <Text lineClamp={1}>{name}</Text>
                    {protocol.breaker === i + 1 ? (
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                        đánh trước
                      </Text>
                    ) : null}
                  </Table.ColumnHeader>
                ))}
                {editing ? <Table.ColumnHeader w="20" /> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.inning} data-testid="protocol-row">
                  <Table.Cell fontVariantNumeric="tabular-nums">{row.inning}</Table.Cell>
                  {([0, 1] as const).map((column) => (
                    <RunCells
                      key={column}
                      run={row.runs[column]}
                      total={row.totals[column]}
                      editing={editing}
                      label={`Lượt ${row.inning}, ${names[column]}`}
                      onChange={(value) => setRun(row.inning, column, value)}
                    />
                  ))}
                  {editing ? (
                    <Table.Cell>
                      <HStack gap="0">
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Chèn một lượt trước lượt ${row.inning}`}
                          onClick={() => insertInning(row.inning)}
                        >
                          <Plus aria-hidden />
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Xóa lượt ${row.inning}`}
                          onClick={() => removeInning(row.inning)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </HStack>
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {/* On paper, the protocol is signed at the table. */}
      <Box display="none" data-print-only pt="8">
        <HStack justify="space-between" gap="6">
          {[...names, match.referee?.fullName ?? 'Trọng tài'].map((signer) => (
            <Text key={signer} flex="1" borderTopWidth="1px" pt="1" fontSize="sm">
              {signer}
            </Text>
          ))}
        </HStack>
      </Box>
      {editing ? (
        <Stack gap="2">
          {error ? (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          ) : null}
          <HStack gap="2" justify="flex-end">
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              Hủy
            </Button>
            <Button colorPalette="emerald" onClick={() => void save()}>
              Lưu biên bản
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function RunCells({
  run,
  total,
  editing,
  label,
  onChange,
}: {
  run: number | null;
  total: number;
  editing: boolean;
  label: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {editing && run !== null ? (
          <Input
            size="xs"
            w="14"
            type="number"
            inputMode="numeric"
            min={0}
            value={run}
            aria-label={label}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          (run ?? '')
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" color="fg.muted" fontVariantNumeric="tabular-nums">
        {run === null ? '' : total}
      </Table.Cell>
    </>
  );
}
