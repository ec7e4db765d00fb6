import { Input, SimpleGrid } from '@chakra-ui/react';
import { SWISS_ROUNDS } from '../../../shared/domain';
import { FormField } from '../../components/form-field';
import type { FormErrors } from '../../lib/form-errors';
import { errorsOf } from './tournament-form-parts';
import type { TournamentFormValues } from './tournament-values';

/** A Swiss event's rounds, and the optional knockout of the table's top N after them. */
export function SwissFields({
  values,
  set,
  errors,
}: {
  values: TournamentFormValues;
  set: (name: 'swissRounds' | 'swissCut', value: string) => void;
  errors: FormErrors;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField
        label="Số vòng"
        errors={errorsOf(errors, 'swissRounds')}
        helper="Mỗi vòng xếp cặp theo điểm sau khi vòng trước đấu xong; không ai gặp lại đối thủ cũ."
      >
        <Input
          type="number"
          inputMode="numeric"
          min={SWISS_ROUNDS.min}
          max={SWISS_ROUNDS.max}
          value={values.swissRounds}
          onChange={(event) => set('swissRounds', event.target.value)}
        />
      </FormField>
      <FormField
        label="Số người vào vòng loại trực tiếp"
        errors={errorsOf(errors, 'swissCut')}
        helper="Để trống nếu bảng xếp hạng sau các vòng là kết quả cuối cùng."
      >
        <Input
          type="number"
          inputMode="numeric"
          min={2}
          max={64}
          placeholder="Không có"
          value={values.swissCut}
          onChange={(event) => set('swissCut', event.target.value)}
        />
      </FormField>
    </SimpleGrid>
  );
}
