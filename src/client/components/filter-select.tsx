// A filter above a list: a labelled select whose value lives in the URL. The tournament, player
// and payment lists, the leaderboard and the operator's queues use it.
import { NativeSelect } from './styled-parts/native-select';
import { FormField } from './form-field';

export function FilterSelect<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  allLabel,
}: {
  label: string;
  /** '' while "all" is chosen (when `allLabel` offers it). */
  value: T | '';
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: string) => void;
  /** The label of the first option, "every value" (value ''); none when left out. */
  allLabel?: string;
}) {
  return (
    <FormField label={label}>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          bg="bg"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {allLabel === undefined ? null : <option value="">{allLabel}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
