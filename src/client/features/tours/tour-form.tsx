// The one tour form, for a new season and for changing one: its facts, its tiers' points and how
// the table counts them.
import { Button, Card, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { GAME_FAMILIES } from '../../../shared/domain';
import { TOUR_LIMITS, TOUR_ROLLOVERS } from '../../../shared/tour-rules';
import { FormField } from '../../components/form-field';
import { Fieldset } from '../../components/styled-parts/fieldset';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Switch } from '../../components/styled-parts/switch';
import { Textarea } from '../../components/styled-parts/textarea';
import { serverFormErrors, type FormErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { TierFields } from './tier-fields';
import type { TourFormValues } from './tour-form-values';
import { FAMILY_LABELS, ROLLOVER_CHOICES, seasonLabel } from './tour-labels';

export interface TourFormProps {
  initial: TourFormValues;
  /** Validates and saves; resolves to the field errors to show, or nothing. */
  onSubmit: (values: TourFormValues) => Promise<FormErrors | undefined>;
  submitting: boolean;
  submitLabel: string;
  /** The tour being changed: not its own previous season. */
  tourId?: number;
  disabled?: boolean;
}

function Section({
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
      <Card.Body p={{ base: '4', md: '6' }}>
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

function Select({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The seasons of the same game this one may follow (most tours are a few, one per season). */
function PreviousSeasonField({
  family,
  tourId,
  value,
  onChange,
  errors,
}: {
  family: TourFormValues['family'];
  tourId: number | undefined;
  value: string;
  onChange: (value: string) => void;
  errors: string[] | undefined;
}) {
  const seasons = trpc.tours.list.useQuery(
    { family, page: 1, perPage: 100 },
    { staleTime: 60_000 },
  );
  const options = (seasons.data?.data ?? []).filter((tour) => tour.id !== tourId);
  return (
    <FormField
      label="Mùa trước"
      errors={errors}
      helper="Điểm của mùa trước được chuyển sang mùa này theo cách chuyển mùa của mùa trước."
    >
      <Select value={value} onChange={onChange}>
        <option value="">Không có (mùa đầu tiên)</option>
        {!seasons.data && value ? <option value={value}>Đang tải…</option> : null}
        {options.map((tour) => (
          <option key={tour.id} value={tour.id}>
            {tour.name} ({seasonLabel(tour)})
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export function TourForm({
  initial,
  onSubmit,
  submitting,
  submitLabel,
  tourId,
  disabled = false,
}: TourFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof TourFormValues>(name: K, value: TourFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field being corrected stops showing its old error (and shows its help again).
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([key]) => key !== name && !key.startsWith(`${name}.`),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };
  const errorsOf = (name: string) => errors[name];

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    // Take the keyboard (and the screen reader) to the first field to fix.
    requestAnimationFrame(() => {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      showErrors((await onSubmit(values)) ?? {});
    } catch (error) {
      showErrors(serverFormErrors(error));
    }
  };

  return (
    <Stack asChild gap="5">
      <form
        ref={form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Thông tin tour"
      >
        <Section legend="Thông tin chung" disabled={disabled}>
          <FormField label="Tên tour" errors={errorsOf('name')} required>
            <Input
              value={values.name}
              maxLength={120}
              placeholder="Ví dụ: Tour 9 bi Sài Gòn mùa xuân 2026"
              onChange={(event) => set('name', event.target.value)}
            />
          </FormField>
          <FormField
            label="Giới thiệu"
            errors={errorsOf('description')}
            helper="Hỗ trợ Markdown: **in đậm**, danh sách (- …), liên kết."
          >
            <Textarea
              value={values.description}
              rows={4}
              maxLength={2000}
              placeholder="Đối tượng, các câu lạc bộ tham gia, phần thưởng cuối mùa…"
              onChange={(event) => set('description', event.target.value)}
            />
          </FormField>
          <FormField
            label="Môn"
            errors={errorsOf('family')}
            helper="Chỉ giải cùng môn mới được đưa vào tour."
          >
            <Select
              value={values.family}
              onChange={(value) => {
                set('family', value === 'carom' ? 'carom' : 'pool');
                set('previousId', '');
              }}
            >
              {GAME_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {FAMILY_LABELS[family]}
                </option>
              ))}
            </Select>
          </FormField>
          <SimpleGrid columns={2} gap="3">
            <FormField label="Bắt đầu mùa" errors={errorsOf('startsOn')} required>
              <Input
                type="date"
                value={values.startsOn}
                onChange={(event) => set('startsOn', event.target.value)}
              />
            </FormField>
            <FormField label="Kết thúc mùa" errors={errorsOf('endsOn')} required>
              <Input
                type="date"
                value={values.endsOn}
                min={values.startsOn || undefined}
                onChange={(event) => set('endsOn', event.target.value)}
              />
            </FormField>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted" mt="-2">
            Chỉ giải diễn ra trong mùa (theo ngày Việt Nam, tính cả hai ngày đầu và cuối) mới được
            đưa vào tour.
          </Text>
        </Section>

        <Section legend="Hạng giải và điểm" disabled={disabled}>
          <TierFields
            tiers={values.tiers}
            onChange={(tiers) => set('tiers', tiers)}
            errors={errors}
            disabled={disabled}
          />
        </Section>

        <Section legend="Cách tính bảng xếp hạng" disabled={disabled}>
          <FormField
            label="Số kết quả tốt nhất được tính"
            errors={errorsOf('bestOf')}
            helper="Để trống: cộng điểm của mọi giải cơ thủ tham gia."
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={TOUR_LIMITS.bestOf}
              placeholder="Tất cả"
              value={values.bestOf}
              onChange={(event) => set('bestOf', event.target.value)}
            />
          </FormField>
          <FormField
            label="Khi sang mùa sau"
            errors={errorsOf('rollover')}
            helper="Điểm cơ thủ mang sang mùa sau (mùa chọn tour này làm mùa trước); một nửa được làm tròn xuống."
          >
            <Select
              value={values.rollover}
              onChange={(value) => set('rollover', value === 'reset' ? 'reset' : 'halve')}
            >
              {TOUR_ROLLOVERS.map((rule) => (
                <option key={rule} value={rule}>
                  {ROLLOVER_CHOICES[rule]}
                </option>
              ))}
            </Select>
          </FormField>
          <PreviousSeasonField
            family={values.family}
            tourId={tourId}
            value={values.previousId}
            onChange={(value) => set('previousId', value)}
            errors={errorsOf('previousId')}
          />
          <Switch.Root
            checked={values.open}
            onCheckedChange={(details) => set('open', details.checked)}
            colorPalette="emerald"
            alignItems="flex-start"
          >
            <Switch.HiddenInput />
            <Switch.Control mt="0.5">
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label lineHeight="1.4">
              <Text as="span" display="block" fontWeight="medium">
                Mở cho ban tổ chức khác
              </Text>
              <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                Ban tổ chức khác được đưa giải của họ vào tour; nếu tắt, chỉ giải của bạn.
              </Text>
            </Switch.Label>
          </Switch.Root>
        </Section>

        {errorsOf('_') ? (
          <Text color="fg.error" role="alert">
            {errorsOf('_')?.[0]}
          </Text>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button
            type="submit"
            colorPalette="emerald"
            loading={submitting}
            disabled={disabled}
            flex={{ base: '1', sm: 'none' }}
          >
            {submitLabel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
