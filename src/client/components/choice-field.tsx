import { FormField } from './form-field';
import { NativeSelect } from './styled-parts/native-select';

/** A labelled choice among a few options, as a native select (the phone's own picker). */
export function ChoiceField<V extends string | number>({
  label,
  errors,
  helper,
  options,
  value,
  onChange,
}: {
  label: string;
  errors?: string[];
  helper?: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <FormField label={label} errors={errors} helper={helper}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
