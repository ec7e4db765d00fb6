// The pieces of the tournament form (tournament-form.tsx): its sections, toggles and fields.
import { Box, Card, Input, Spinner, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { FormField } from '../../../components/form-field';
import { Fieldset } from '../../../components/styled-parts/fieldset';
import { NativeSelect } from '../../../components/styled-parts/native-select';
import { Switch } from '../../../components/styled-parts/switch';
import { Tabs } from '../../../components/styled-parts/tabs';
import { Textarea } from '../../../components/styled-parts/textarea';
import type { FormErrors } from '../../../lib/form-errors';
import { RANK_OPTIONS, type TournamentFormValues } from './tournament-values';
import { lazyPart } from '../../../lib/lazy-part';

// The markdown renderer loads with the preview, not with the form.
const { Part: MarkdownView } = lazyPart(() => import('../../../components/markdown-view'));

/** The messages of a field, including nested ones the server reports (`raceTo.final`, `prizes.0.label`). */
export function errorsOf(errors: FormErrors, name: string): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : undefined;
}

export function Section({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body>
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

export function RankSelect({
  value,
  onChange,
}: {
  value: TournamentFormValues['minRank'];
  onChange: (rank: TournamentFormValues['minRank']) => void;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        value={value}
        onChange={(event) => onChange(event.target.value as TournamentFormValues['minRank'])}
      >
        <option value="">Không giới hạn</option>
        {RANK_OPTIONS.map((rank) => (
          <option key={rank} value={rank}>
            Hạng {rank}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function DescriptionField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: string[] | undefined;
}) {
  return (
    <FormField
      label="Mô tả"
      errors={errors}
      helper="Hỗ trợ Markdown: **in đậm**, *in nghiêng*, danh sách (- …), tiêu đề (## …), liên kết."
    >
      <Tabs.Root defaultValue="write" size="sm" variant="enclosed" w="full" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="write">Soạn thảo</Tabs.Trigger>
          <Tabs.Trigger value="preview">Xem trước</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" pt="2">
          <Textarea
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={8}
            maxLength={20_000}
            placeholder="Điều lệ, thể lệ, giải thưởng, trang phục…"
          />
        </Tabs.Content>
        <Tabs.Content value="preview" pt="2">
          <Box borderWidth="1px" borderRadius="l2" p="4" minH="40">
            {value.trim() ? (
              <Suspense fallback={<Spinner size="sm" />}>
                <MarkdownView source={value} />
              </Suspense>
            ) : (
              <Text color="fg.muted">Chưa có nội dung để xem trước.</Text>
            )}
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </FormField>
  );
}

/** A whole-number field of the form (groups, rounds, a cut): a numeric keypad on phones. */
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

/** A labelled choice among a few fixed options, as a native select (the phone's own picker). */
export function ChoiceField<V extends string | number>({
  label,
  errors,
  helper,
  options,
  value,
  onChange,
}: {
  label: string;
  errors: string[] | undefined;
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
