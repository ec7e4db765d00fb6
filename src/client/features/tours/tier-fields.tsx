// The tiers of a tour in its form: each a name and its places' points, typed as one list.
import { Button, Card, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, SquareSplitVertical, Trash2 } from 'lucide-react';
import { TOUR_LIMITS } from '../../../shared/tour-rules';
import { FormField } from '../../components/form-field';
import { Fieldset } from '../../components/styled-parts/fieldset';
import type { FormErrors } from '../../lib/form-errors';
import {
  formatPointsList,
  halfPoints,
  nextTierName,
  parsePointsList,
  tierValues,
  type TierValues,
} from './tour-form-values';
import { placeName } from './tour-labels';

const errorsAt = (errors: FormErrors, key: string) => errors[key];

/** What a points list gives the first places, as a reader checks it: "Vô địch 100 · Á quân 70…". */
function PointsPreview({ text }: { text: string }) {
  const parsed = parsePointsList(text);
  if (!parsed.ok) return null;
  const shown = parsed.points.slice(0, 6);
  const rest = parsed.points.length - shown.length;
  return (
    <Text fontSize="sm" color="fg.muted">
      {shown.map((points, index) => `${placeName(index + 1)}: ${points}`).join(' · ')}
      {rest > 0 ? ` · và ${rest} thứ hạng nữa` : ''}. Các thứ hạng sau không có điểm.
    </Text>
  );
}

export function TierFields({
  tiers,
  onChange,
  errors,
  disabled,
}: {
  tiers: TierValues[];
  onChange: (tiers: TierValues[]) => void;
  errors: FormErrors;
  disabled: boolean;
}) {
  const set = (key: number, change: Partial<TierValues>) =>
    onChange(tiers.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)));
  const last = tiers.at(-1);
  const lastPoints = last ? parsePointsList(last.points) : null;
  const full = tiers.length >= TOUR_LIMITS.tiers;
  const names = tiers.map((tier) => tier.name);
  const general = errorsAt(errors, 'tiers');

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Mỗi giải trong tour mang một hạng giải. Thứ hạng chung cuộc của cơ thủ ở giải nhận điểm theo
        bảng điểm của hạng đó: nhập điểm của thứ hạng 1, 2, 3… cách nhau bởi dấu phẩy.
      </Text>
      {tiers.map((tier, index) => (
        <Card.Root key={tier.key} variant="outline" size="sm">
          <Card.Body>
            <Fieldset.Root disabled={disabled}>
              <HStack justify="space-between" gap="2">
                <Fieldset.Legend fontWeight="semibold">Hạng giải {index + 1}</Fieldset.Legend>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Xoá hạng giải ${tier.name || index + 1}`}
                  disabled={tiers.length === 1 || disabled}
                  onClick={() => onChange(tiers.filter((other) => other.key !== tier.key))}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
              <Fieldset.Content gap="3">
                <FormField
                  label="Tên hạng"
                  errors={errorsAt(errors, `tiers.${index}.name`)}
                  required
                >
                  <Input
                    value={tier.name}
                    maxLength={20}
                    placeholder="Ví dụ: A"
                    onChange={(event) => set(tier.key, { name: event.target.value })}
                  />
                </FormField>
                <FormField
                  label="Điểm theo thứ hạng"
                  errors={errorsAt(errors, `tiers.${index}.points`)}
                  required
                  helper={<PointsPreview text={tier.points} />}
                >
                  <Input
                    value={tier.points}
                    inputMode="text"
                    autoComplete="off"
                    placeholder="100, 70, 50, 50, 30"
                    onChange={(event) => set(tier.key, { points: event.target.value })}
                  />
                </FormField>
              </Fieldset.Content>
            </Fieldset.Root>
          </Card.Body>
        </Card.Root>
      ))}
      {general ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {general[0]}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button
          variant="outline"
          disabled={full || disabled}
          onClick={() => onChange([...tiers, tierValues(nextTierName(names), '')])}
        >
          <Plus aria-hidden />
          Thêm hạng giải
        </Button>
        {last && lastPoints?.ok ? (
          <Button
            variant="outline"
            disabled={full || disabled}
            onClick={() =>
              onChange([
                ...tiers,
                tierValues(nextTierName(names), formatPointsList(halfPoints(lastPoints.points))),
              ])
            }
          >
            <SquareSplitVertical aria-hidden />
            Thêm hạng bằng nửa điểm hạng {last.name || tiers.length}
          </Button>
        ) : null}
      </Stack>
      {full ? (
        <Text fontSize="sm" color="fg.muted">
          Tối đa {TOUR_LIMITS.tiers} hạng giải.
        </Text>
      ) : null}
    </Stack>
  );
}
