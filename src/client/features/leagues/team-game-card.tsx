// One game of a team match: its two players, their races and the score, and what the viewer may
// do with it: a captain reports it, the other confirms (or reports their own), the organiser
// decides it.
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TeamGame, TeamMatch } from '../../../shared/schemas/leagues';
import { PlayerLink } from '../../components/player-label';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { GAME_STATUS_COLORS, GAME_STATUS_LABELS, gameActions, gameWinner } from './league-logic';
import { ScoreForm } from './score-form';

type Mode = 'idle' | 'report' | 'decide';

function PlayerSide({
  player,
  race,
  score,
  won,
  align,
}: {
  player: TeamGame['home'];
  race: number | null;
  score: number | null;
  won: boolean;
  align: 'start' | 'end';
}) {
  return (
    <Stack gap="0.5" flex="1" minW="0" textAlign={align}>
      <Text fontWeight={won ? 'bold' : 'medium'} overflowWrap="anywhere">
        {player ? (
          <PlayerLink player={player} />
        ) : (
          <Text as="span" color="fg.muted">
            Chưa xếp
          </Text>
        )}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {player ? `Hạng ${player.rank}` : ''}
        {race !== null ? ` · chạm ${race}` : ''}
      </Text>
      <Text
        fontSize="2xl"
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        color={won ? 'emerald.fg' : undefined}
      >
        {score ?? '–'}
      </Text>
    </Stack>
  );
}

export function TeamGameCard({ match, game }: { match: TeamMatch; game: TeamGame }) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<Mode>('idle');
  const done = (message: string) => (next: TeamMatch) => {
    utils.leagues.match.setData({ id: next.id }, next);
    void utils.leagues.get.invalidate({ id: next.league.id });
    setMode('idle');
    notify.success(message);
  };
  const refresh = () => void utils.leagues.match.invalidate({ id: match.id });
  const report = trpc.leagues.report.useMutation({
    // The other captain's same score confirms the game at once.
    onSuccess: (next) =>
      done(
        next.games.find((g) => g.number === game.number)?.status === 'confirmed'
          ? `Tỉ số ván ${game.number} khớp với đội bạn: đã xác nhận.`
          : `Đã báo tỉ số ván ${game.number}, chờ đội bạn xác nhận.`,
      )(next),
    onError: refresh,
  });
  const confirm = trpc.leagues.confirm.useMutation({
    onSuccess: done(`Đã xác nhận tỉ số ván ${game.number}.`),
    onError: refresh,
  });
  const decide = trpc.leagues.setGame.useMutation({
    onSuccess: done(`Đã đặt tỉ số ván ${game.number}.`),
    onError: refresh,
  });
  const actions = gameActions(game, match.viewer);
  const winner = gameWinner(game);
  const mine = match.viewer.side !== null && game.reportedBy === match.viewer.side;
  const sendReport = (score1: number, score2: number) =>
    report.mutate({ id: match.id, number: game.number, score1, score2 });
  return (
    <Card.Root as="article" aria-label={`Ván ${game.number}`} data-testid="team-game">
      <Card.Body gap="3" p="3">
        <HStack justify="space-between">
          <Text fontWeight="semibold">Ván {game.number}</Text>
          <Badge colorPalette={GAME_STATUS_COLORS[game.status]} data-testid="game-status">
            {GAME_STATUS_LABELS[game.status]}
          </Badge>
        </HStack>
        <HStack align="flex-start" gap="2">
          <PlayerSide
            player={game.home}
            race={game.race1}
            score={game.score1}
            won={winner === 'home' && game.status === 'confirmed'}
            align="start"
          />
          <Box pt="1" color="fg.muted" aria-hidden>
            –
          </Box>
          <PlayerSide
            player={game.away}
            race={game.race2}
            score={game.score2}
            won={winner === 'away' && game.status === 'confirmed'}
            align="end"
          />
        </HStack>
        {game.status === 'reported' ? (
          <Text fontSize="sm" color="fg.muted">
            {mine
              ? 'Bạn đã báo tỉ số, chờ đội trưởng đội bạn xác nhận.'
              : `Đội trưởng ${game.reportedBy === 'home' ? match.home.name : match.away.name} đã báo tỉ số, chờ đội kia xác nhận.`}
          </Text>
        ) : null}
        {mode === 'idle' ? (
          <Stack gap="2">
            {actions.confirm ? (
              <Button
                colorPalette="emerald"
                minH="11"
                loading={confirm.isPending}
                onClick={() => confirm.mutate({ id: match.id, number: game.number })}
              >
                Xác nhận {game.score1} – {game.score2}
              </Button>
            ) : null}
            {actions.report && game.status === 'ready' ? (
              <ScoreForm
                key={`${game.number}-ready`}
                game={game}
                submitLabel="Báo tỉ số"
                pending={report.isPending}
                onSubmit={sendReport}
              />
            ) : null}
            {actions.report && game.status === 'reported' ? (
              <Button variant="outline" minH="11" onClick={() => setMode('report')}>
                {mine ? 'Sửa tỉ số' : 'Báo tỉ số khác'}
              </Button>
            ) : null}
            {actions.decide ? (
              <Button variant="ghost" size="sm" minH="11" onClick={() => setMode('decide')}>
                Đặt tỉ số (ban tổ chức)
              </Button>
            ) : null}
          </Stack>
        ) : (
          <ScoreForm
            game={game}
            submitLabel={mode === 'decide' ? 'Đặt tỉ số' : 'Báo tỉ số'}
            pending={mode === 'decide' ? decide.isPending : report.isPending}
            onCancel={() => setMode('idle')}
            onSubmit={(score1, score2) =>
              mode === 'decide'
                ? decide.mutate({ id: match.id, number: game.number, score1, score2 })
                : sendReport(score1, score2)
            }
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
