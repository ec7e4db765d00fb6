// The one tour form, for a new season and for changing one: its facts, its tiers' points and how
// the table counts them.
import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GAME_FAMILIES } from '../../../shared/domain';
import { TOUR_LIMITS, TOUR_ROLLOVERS } from '../../../shared/tour-rules';
import { FormField } from '../../components/form-field';
import { ChoiceField } from '../../components/choice-field';
import { CountField, FormSection, ToggleField } from '../../components/form-parts';
import { Textarea } from '../../components/styled-parts/textarea';
import { errorsOf, type FormErrors } from '../../lib/form-errors';
import { useFormSubmit } from '../../lib/form-submit';
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

/** Tighter than a card's own on a phone. */
const SECTION_PADDING = { base: '4', md: '6' } as const;

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
  const seasonsOf = (seasons.data?.data ?? []).filter((tour) => tour.id !== tourId);
  const options = [
    { value: '', label: 'Không có (mùa đầu tiên)' },
    ...(!seasons.data && value ? [{ value, label: 'Đang tải…' }] : []),
    ...seasonsOf.map((tour) => ({
      value: String(tour.id),
      label: `${tour.name} (${seasonLabel(tour)})`,
    })),
  ];
  return (
    <ChoiceField
      label="Mùa trước"
      errors={errors}
      helper="Điểm của mùa trước được chuyển sang mùa này theo cách chuyển mùa của mùa trước."
      options={options}
      value={value}
      onChange={onChange}
    />
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
  const { form, errors, setErrors, onSubmit: submit } = useFormSubmit(values, onSubmit);
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
  const errorsAt = (name: string) => errorsOf(errors, name);

  return (
    <Stack asChild gap="5">
      <form ref={form} onSubmit={submit} noValidate aria-label="Thông tin tour">
        <FormSection padding={SECTION_PADDING} legend="Thông tin chung" disabled={disabled}>
          <FormField label="Tên tour" errors={errorsAt('name')} required>
            <Input
              value={values.name}
              maxLength={120}
              placeholder="Ví dụ: Tour 9 bi Sài Gòn mùa xuân 2026"
              onChange={(event) => set('name', event.target.value)}
            />
          </FormField>
          <FormField
            label="Giới thiệu"
            errors={errorsAt('description')}
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
          <ChoiceField
            label="Môn"
            errors={errorsAt('family')}
            helper="Chỉ giải cùng môn mới được đưa vào tour."
            options={GAME_FAMILIES.map((family) => ({
              value: family,
              label: FAMILY_LABELS[family],
            }))}
            value={values.family}
            onChange={(family) => {
              set('family', family);
              set('previousId', '');
            }}
          />
          <SimpleGrid columns={2} gap="3">
            <FormField label="Bắt đầu mùa" errors={errorsAt('startsOn')} required>
              <Input
                type="date"
                value={values.startsOn}
                onChange={(event) => set('startsOn', event.target.value)}
              />
            </FormField>
            <FormField label="Kết thúc mùa" errors={errorsAt('endsOn')} required>
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
        </FormSection>

        <FormSection padding={SECTION_PADDING} legend="Hạng giải và điểm" disabled={disabled}>
          <TierFields
            tiers={values.tiers}
            onChange={(tiers) => set('tiers', tiers)}
            errors={errors}
            disabled={disabled}
          />
        </FormSection>

        <FormSection padding={SECTION_PADDING} legend="Cách tính bảng xếp hạng" disabled={disabled}>
          <CountField
            label="Số kết quả tốt nhất được tính"
            errors={errorsAt('bestOf')}
            helper="Để trống: cộng điểm của mọi giải cơ thủ tham gia."
            min={1}
            max={TOUR_LIMITS.bestOf}
            placeholder="Tất cả"
            value={values.bestOf}
            onChange={(value) => set('bestOf', value)}
          />
          <ChoiceField
            label="Khi sang mùa sau"
            errors={errorsAt('rollover')}
            helper="Điểm cơ thủ mang sang mùa sau (mùa chọn tour này làm mùa trước); một nửa được làm tròn xuống."
            options={TOUR_ROLLOVERS.map((rule) => ({ value: rule, label: ROLLOVER_CHOICES[rule] }))}
            value={values.rollover}
            onChange={(rule) => set('rollover', rule)}
          />
          <PreviousSeasonField
            family={values.family}
            tourId={tourId}
            value={values.previousId}
            onChange={(value) => set('previousId', value)}
            errors={errorsAt('previousId')}
          />
          <ToggleField
            label="Mở cho ban tổ chức khác"
            helper="Ban tổ chức khác được đưa giải của họ vào tour; nếu tắt, chỉ giải của bạn."
            checked={values.open}
            onChange={(open) => set('open', open)}
          />
        </FormSection>

        {errorsAt('_') ? (
          <Text color="fg.error" role="alert">
            {errorsAt('_')?.[0]}
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
