import { SimpleGrid } from '@chakra-ui/react';
import { SWISS_ROUNDS } from '../../../../shared/domain';
import { CountField } from '../../../components/form-parts';
import { errorsOf, type FormErrors } from '../../../lib/form-errors';
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
      <CountField
        label="Số vòng"
        errors={errorsOf(errors, 'swissRounds')}
        helper="Mỗi vòng xếp cặp theo điểm sau khi vòng trước đấu xong; không ai gặp lại đối thủ cũ."
        min={SWISS_ROUNDS.min}
        max={SWISS_ROUNDS.max}
        value={values.swissRounds}
        onChange={(value) => set('swissRounds', value)}
      />
      <CountField
        label="Số người vào vòng loại trực tiếp"
        errors={errorsOf(errors, 'swissCut')}
        helper="Để trống nếu bảng xếp hạng sau các vòng là kết quả cuối cùng."
        min={2}
        max={64}
        placeholder="Không có"
        value={values.swissCut}
        onChange={(value) => set('swissCut', value)}
      />
    </SimpleGrid>
  );
}
