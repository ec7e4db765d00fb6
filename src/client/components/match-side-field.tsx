import type { Match } from '../../shared/schemas/matches';
import { FormField } from './form-field';
import { NativeSelect } from './styled-parts/native-select';

/** A match's two players by name, as "Cơ thủ 1"/"Cơ thủ 2" while a side is unknown. */
export const sideNames = (match: Pick<Match, 'player1' | 'player2'>) =>
  ({
    1: match.player1?.fullName ?? 'Cơ thủ 1',
    2: match.player2?.fullName ?? 'Cơ thủ 2',
  }) as const;

/** A choice of one of a match's two players (side 1 or 2), named. */
export function MatchSideField({
  label,
  match,
  value,
  onChange,
}: {
  label: string;
  match: Pick<Match, 'player1' | 'player2'>;
  value: 1 | 2;
  onChange: (side: 1 | 2) => void;
}) {
  const names = sideNames(match);
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.target.value === '2' ? 2 : 1)}
        >
          <option value={1}>{names[1]}</option>
          <option value={2}>{names[2]}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
