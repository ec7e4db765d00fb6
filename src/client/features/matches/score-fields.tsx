import { Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import { FormField } from '../../components/form-field';
import type { FormErrors } from '../../lib/form-errors';

/** The two final scores being typed, as text; `values` reads them as numbers (NaN when empty). */
export function useScoreDraft(initial: { score1: number; score2: number }) {
  const [score1, setScore1] = useState(String(initial.score1));
  const [score2, setScore2] = useState(String(initial.score2));
  const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    score1,
    score2,
    setScore1,
    setScore2,
    values: () => ({ score1: toNumber(score1), score2: toNumber(score2) }),
  };
}

/** Each player's final score, labelled by name, with the errors of `score1` and `score2`. */
export function ScoreFields({
  match,
  draft,
  errors,
}: {
  match: Match;
  draft: ReturnType<typeof useScoreDraft>;
  errors: FormErrors;
}) {
  const sides = [
    { key: 'score1', name: match.player1?.fullName ?? 'Cơ thủ 1', race: match.race1 },
    { key: 'score2', name: match.player2?.fullName ?? 'Cơ thủ 2', race: match.race2 },
  ] as const;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {sides.map(({ key, name, race }) => (
        <FormField key={key} label={`Tỉ số của ${name}`} errors={errors[key]}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={race}
            value={draft[key]}
            onChange={(event) =>
              (key === 'score1' ? draft.setScore1 : draft.setScore2)(event.target.value)
            }
          />
        </FormField>
      ))}
    </SimpleGrid>
  );
}
