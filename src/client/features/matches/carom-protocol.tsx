// A carom match's protocol: both players' runs inning by inning with running totals (set by set
// in a match of sets), their general average and high run. The scorer corrects it before
// confirming (fix a run, insert a forgotten inning, remove one), and anyone prints it once the
// match is over.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil, Printer } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import {
  CaromProtocolError,
  gamesOf,
  protocolFigures,
  type CaromRules,
} from '../../../shared/carom';
import { caromMatchStatus } from '../../../shared/carom-sets';
import type { CaromProtocol, Match } from '../../../shared/schemas/matches';
import { formatDateTimeLong } from '../../lib/format';
import { GAME_LABELS } from '../../lib/labels';
import { formatAverage } from '../../lib/player-logic';
import { printPart } from '../../lib/print-part';
import { InningsTable, type InningEdits } from './carom-innings';
import { figuresOf, runIndex, withRuns } from './carom-view';

/** The runs being corrected: of the game at `index` in `gamesOf` order (a set, or the game). */
interface Draft {
  index: number;
  runs: number[];
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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null && onSave !== undefined;
  const shown: CaromProtocol = editing ? withRuns(protocol, draft.index, draft.runs) : protocol;
  const games = gamesOf(shown);
  const ofSets = rules.sets > 1;
  const figures = figuresOf(shown);
  const names: [string, string] = [
    match.player1?.fullName ?? 'Cơ thủ 1',
    match.player2?.fullName ?? 'Cơ thủ 2',
  ];
  const winner = [match.player1, match.player2].find((p) => p && p.id === match.winnerId);
  const innings = Math.max(figures[0].innings, figures[1].innings);
  // The newest inning in sight as a live game goes on (the sheet scrolls inside its frame); a
  // finished one is read from its first inning.
  const scroller = useRef<HTMLDivElement>(null);
  const lastRuns = games.at(-1)?.runs.length ?? 0;
  const live = match.status === 'live';
  useEffect(() => {
    if (live && !editing) scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [lastRuns, games.length, editing, live]);

  const save = async () => {
    if (!draft) return;
    const next = withRuns(protocol, draft.index, draft.runs);
    try {
      caromMatchStatus(rules, next);
    } catch (e) {
      setError(e instanceof CaromProtocolError ? e.message : 'Biên bản không hợp lệ');
      return;
    }
    if ((await onSave?.(next)) === false) return;
    setDraft(null);
    setError(null);
  };
  const editRuns = (change: (runs: number[]) => number[]) =>
    setDraft((current) => current && { ...current, runs: change(current.runs) });
  const edits = (index: number): InningEdits | undefined => {
    const game = games[index];
    if (!editing || draft.index !== index || !game) return undefined;
    return {
      insertInning: (inning) =>
        editRuns((runs) => [
          ...runs.slice(0, (inning - 1) * 2),
          0,
          0,
          ...runs.slice((inning - 1) * 2),
        ]),
      removeInning: (inning) =>
        editRuns((runs) => [...runs.slice(0, (inning - 1) * 2), ...runs.slice(inning * 2)]),
      setRun: (inning, column, value) =>
        editRuns((runs) => {
          const at = runIndex(game, inning, column === 0 ? 1 : 2);
          if (at >= runs.length) return runs;
          const next = [...runs];
          next[at] = Math.max(0, Math.trunc(Number(value) || 0));
          return next;
        }),
    };
  };
  const editButton = (index: number, label: string) =>
    onSave && !editing && (games[index]?.runs.length ?? 0) > 0 ? (
      <Button
        size="sm"
        variant="outline"
        data-print-hide
        onClick={() => setDraft({ index, runs: [...(games[index]?.runs ?? [])] })}
      >
        <Pencil aria-hidden />
        {label}
      </Button>
    ) : null;

  return (
    <Stack
      gap="3"
      p={{ base: '3', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      data-print-area="whole"
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
            Kết quả: {winner ? `${winner.fullName} thắng` : 'hòa'} {match.score1} – {match.score2}
            {ofSets ? ' (séc)' : ''} sau {innings} lượt cơ
          </Text>
        ) : null}
      </Box>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize="lg">
          Biên bản
        </Text>
        <HStack gap="2" data-print-hide>
          {ofSets ? null : editButton(0, 'Sửa biên bản')}
          {match.status === 'finished' ? (
            <Button size="sm" variant="outline" onClick={() => printPart('protocol')}>
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

      {games.map((game, index) => {
        const table = (
          <InningsTable
            game={game}
            names={names}
            edits={edits(index)}
            scroller={index === games.length - 1 ? scroller : undefined}
          />
        );
        if (!ofSets) return <Fragment key={index}>{table}</Fragment>;
        const [own, other] = protocolFigures(game).points;
        return (
          <Stack key={index} gap="2" data-testid="protocol-set">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold">
                Séc {index + 1} · {own} – {other}
              </Text>
              {editButton(index, `Sửa séc ${index + 1}`)}
            </HStack>
            {table}
          </Stack>
        );
      })}
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
