// A filter select above one of the operator's lists.
import { HStack } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { FormField } from '../../components/form-field';

/** A filter select above a list. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: string) => void;
}) {
  return (
    <HStack maxW={{ base: 'full', sm: 'xs' }}>
      <FormField label={label}>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option} value={option}>
                {labelOf(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </HStack>
  );
}
