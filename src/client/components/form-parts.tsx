// The pieces the long forms (a tournament's, a tour's) are built from: a section card, an on/off
// toggle with its explanation and a whole-number field (a choice: choice-field.tsx).
import { Card, Input, Text, type CardBodyProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { Fieldset } from './styled-parts/fieldset';
import { Switch } from './styled-parts/switch';

/** One titled part of a form, disabled as a whole while the form may not be changed. */
export function FormSection({
  legend,
  disabled,
  padding,
  children,
}: {
  legend: string;
  disabled: boolean;
  /** The card's inner padding, where the card's own is not wanted. */
  padding?: CardBodyProps['p'];
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body p={padding}>
        <Fieldset.Root disabled={disabled}>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
            {legend}
          </Fieldset.Legend>
          <Fieldset.Content gap="5">{children}</Fieldset.Content>
        </Fieldset.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** A switch with what it does written under its label. */
export function ToggleField({
  label,
  helper,
  checked,
  onChange,
}: {
  label: string;
  helper: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="emerald"
      alignItems="flex-start"
    >
      <Switch.HiddenInput />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label lineHeight="1.4">
        <Text as="span" display="block" fontWeight="medium">
          {label}
        </Text>
        <Text as="span" display="block" color="fg.muted" fontWeight="normal">
          {helper}
        </Text>
      </Switch.Label>
    </Switch.Root>
  );
}

/** A whole-number field (groups, rounds, a cut, results counted): a numeric keypad on phones. */
export function CountField({
  label,
  errors,
  helper,
  min,
  max,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  errors: string[] | undefined;
  helper?: string;
  min: number;
  max: number;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} errors={errors} helper={helper}>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
