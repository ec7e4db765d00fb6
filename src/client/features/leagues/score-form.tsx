// A game's score on a phone: two steppers, home first, each kept within its player's race; the
// score must end the game (exactly one player reaches their race) before it is sent.
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TeamGame } from '../../../shared/schemas/leagues';
import { clampScore, scoreProblem } from './league-logic';

function Stepper({
  label,
  race,
  value,
  onChange,
}: {
  label: string;
  race: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Stack gap="1" flex="1" minW="0" role="group" aria-label={label}>
      <Text fontSize="xs" color="fg.muted" truncate>
        {label} (chạm {race})
      </Text>
      <HStack gap="1" justify="space-between">
        <IconButton
          aria-label={`Bớt một ván: ${label}`}
          variant="outline"
          size="lg"
          disabled={value <= 0}
          onClick={() => onChange(clampScore(value - 1, race))}
        >
          <Minus aria-hidden />
        </IconButton>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          minW="8"
          textAlign="center"
          aria-live="polite"
          data-testid="score-value"
        >
          {value}
        </Text>
        <IconButton
          aria-label={`Thêm một ván: ${label}`}
          variant="outline"
          size="lg"
          disabled={value >= race}
          onClick={() => onChange(clampScore(value + 1, race))}
        >
          <Plus aria-hidden />
        </IconButton>
      </HStack>
    </Stack>
  );
}

export function ScoreForm({
  game,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  game: TeamGame;
  submitLabel: string;
  pending: boolean;
  onSubmit: (score1: number, score2: number) => void;
  onCancel?: () => void;
}) {
  const race1 = game.race1 ?? 0;
  const race2 = game.race2 ?? 0;
  const [score1, setScore1] = useState(game.score1 ?? 0);
  const [score2, setScore2] = useState(game.score2 ?? 0);
  const [tried, setTried] = useState(false);
  const problem = scoreProblem(game, score1, score2);
  return (
    <Stack
      as="form"
      gap="3"
      aria-label={`${submitLabel} ván ${game.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!problem) onSubmit(score1, score2);
      }}
    >
      <HStack gap="3" align="flex-end">
        <Stepper
          label={game.home?.fullName ?? 'Đội nhà'}
          race={race1}
          value={score1}
          onChange={setScore1}
        />
        <Stepper
          label={game.away?.fullName ?? 'Đội khách'}
          race={race2}
          value={score2}
          onChange={setScore2}
        />
      </HStack>
      {tried && problem ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" colorPalette="emerald" flex="1" minH="11" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" flex="1" minH="11" onClick={onCancel}>
            Huỷ
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
