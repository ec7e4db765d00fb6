// The match length of a tournament, by round: racks for pool; for carom, point targets with the
// innings limit and what decides a level game.
import { Input, InputGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { isCaromGame, ROUND_KEYS } from '../../../../shared/domain';
import {
  CAROM_TARGET_MAX,
  INNINGS_LIMIT,
  POOL_RACE_MAX,
  SHOT_CLOCK,
} from '../../../../shared/schemas/game-rules';
import type { RoundKey } from '../../../../shared/schemas/tournaments';
import { FormField } from '../../../components/form-field';
import { Fieldset } from '../../../components/styled-parts/fieldset';
import { ChoiceField } from '../../../components/choice-field';
import { CountField } from '../../../components/form-parts';
import { errorsOf, type FormErrors } from '../../../lib/form-errors';
import { CAROM_SETS_LABELS } from '../../../lib/labels';
import { CAROM_TIEBREAKS } from '../../../../shared/carom';
import { CAROM_SET_COUNTS } from '../../../../shared/carom-sets';
import { CAROM_TIEBREAK_LABELS } from '../tiebreak-labels';
import { ROUND_LABELS } from '../../../lib/labels';
import type { TournamentFormValues } from './tournament-values';

export function RaceFields({
  values,
  setRace,
  errors,
}: {
  values: TournamentFormValues;
  setRace: (key: RoundKey, value: string) => void;
  errors: FormErrors;
}) {
  const carom = isCaromGame(values.game);
  const invalid = errorsOf(errors, 'raceTo');
  return (
    <Fieldset.Root invalid={Boolean(invalid)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {carom ? 'Điểm đích theo vòng' : 'Số ván chạm theo vòng'}
      </Fieldset.Legend>
      <Fieldset.HelperText>
        Vòng đầu áp dụng cho các vòng trước tứ kết, vòng bảng, vòng tròn và nhánh thua.
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {ROUND_KEYS.map((key) => (
          <FormField key={key} label={ROUND_LABELS[key]}>
            <InputGroup endElement={<Text color="fg.muted">{carom ? 'điểm' : 'ván'}</Text>}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={carom ? CAROM_TARGET_MAX : POOL_RACE_MAX}
                value={values.raceTo[key]}
                aria-invalid={invalid ? true : undefined}
                onChange={(event) => setRace(key, event.target.value)}
              />
            </InputGroup>
          </FormField>
        ))}
      </SimpleGrid>
      {invalid ? <Fieldset.ErrorText>{invalid[0]}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** Carom only: the innings limit and the rule for a game level at the end. */
export function CaromFields({
  values,
  set,
  errors,
}: {
  values: TournamentFormValues;
  set: <
    K extends
      'caromSets' | 'inningsLimit' | 'caromTiebreak' | 'shotClockSeconds' | 'shotClockExtensions',
  >(
    name: K,
    value: TournamentFormValues[K],
  ) => void;
  errors: FormErrors;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <ChoiceField
        label="Số séc mỗi trận"
        errors={errorsOf(errors, 'caromSets')}
        helper="Mỗi séc đánh tới điểm đích; người thắng đủ số séc thắng trận. Hai người luân phiên đánh trước."
        options={CAROM_SET_COUNTS.map((count) => ({
          value: count,
          label: CAROM_SETS_LABELS[count] ?? '',
        }))}
        value={values.caromSets}
        onChange={(count) => set('caromSets', count)}
      />
      <CountField
        label={values.caromSets > 1 ? 'Giới hạn lượt cơ mỗi séc' : 'Giới hạn lượt cơ'}
        errors={errorsOf(errors, 'inningsLimit')}
        helper="Hết số lượt này, ai đạt tỉ lệ điểm đích cao hơn thắng. Để trống nếu không giới hạn."
        min={INNINGS_LIMIT.min}
        max={INNINGS_LIMIT.max}
        placeholder="Không giới hạn"
        value={values.inningsLimit}
        onChange={(value) => set('inningsLimit', value)}
      />
      <ChoiceField
        label="Khi hai cơ thủ hòa"
        errors={errorsOf(errors, 'caromTiebreak')}
        helper="Hòa khi cả hai cùng về đích ở lượt cân bằng, hoặc bằng nhau khi hết lượt."
        options={CAROM_TIEBREAKS.map((tiebreak) => ({
          value: tiebreak,
          label: CAROM_TIEBREAK_LABELS[tiebreak],
        }))}
        value={values.caromTiebreak}
        onChange={(tiebreak) => set('caromTiebreak', tiebreak)}
      />
      <CountField
        label="Đồng hồ mỗi cơ (giây)"
        errors={errorsOf(errors, 'shotClock.seconds')}
        helper="Người ghi điểm bấm giờ cho từng cơ. Để trống nếu không bấm giờ."
        min={SHOT_CLOCK.min}
        max={SHOT_CLOCK.max}
        placeholder="Không bấm giờ"
        value={values.shotClockSeconds}
        onChange={(value) => set('shotClockSeconds', value)}
      />
      {values.shotClockSeconds.trim() !== '' ? (
        <CountField
          label="Số lần gia hạn mỗi cơ thủ"
          errors={errorsOf(errors, 'shotClock.extensions')}
          helper="Mỗi lần gia hạn thêm đúng thời gian một cơ."
          min={0}
          max={SHOT_CLOCK.maxExtensions}
          value={values.shotClockExtensions}
          onChange={(value) => set('shotClockExtensions', value)}
        />
      ) : null}
    </SimpleGrid>
  );
}
