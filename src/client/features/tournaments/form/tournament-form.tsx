import { GAMES, isCaromGame, ranksByTable, TOURNAMENT_FORMATS } from '../../../../shared/domain';
import { Button, HStack, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { RoundKey } from '../../../../shared/schemas/tournaments';
import { FormField } from '../../../components/form-field';
import { ChoiceField } from '../../../components/choice-field';
import { CountField, FormSection, ToggleField } from '../../../components/form-parts';
import { NativeSelect } from '../../../components/styled-parts/native-select';
import { errorsOf, type FormErrors } from '../../../lib/form-errors';
import { useFormSubmit } from '../../../lib/form-submit';
import { FORMAT_LABELS, GAME_LABELS } from '../../../lib/labels';
import { trpc } from '../../../lib/trpc';
import { PrizeFields } from './prize-fields';
import { CaromFields, RaceFields } from './race-fields';
import { SwissFields } from './swiss-fields';
import { TiebreakFields } from './tiebreak-fields';
import { DescriptionField, RankSelect } from './tournament-form-parts';
import { withFormat, withGame, type TournamentFormValues } from './tournament-values';

export interface TournamentFormProps {
  mode: 'create' | 'update';
  initial: TournamentFormValues;
  /** Validates and saves; resolves to field errors to show (client or server), or nothing. */
  onSubmit: (values: TournamentFormValues) => Promise<FormErrors | undefined>;
  submitting: boolean;
  /** Entry fee locked (players already paid it). */
  feeLocked?: boolean;
  /** Extra actions next to the submit button. */
  actions?: ReactNode;
  disabled?: boolean;
}

/** The one tournament form, for creating and for editing. */
export function TournamentForm({
  mode,
  initial,
  onSubmit,
  submitting,
  feeLocked = false,
  actions,
  disabled = false,
}: TournamentFormProps) {
  const [values, setValues] = useState(initial);
  const { form, errors, onSubmit: submit } = useFormSubmit(values, onSubmit);
  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 5 * 60_000 });

  const set = <K extends keyof TournamentFormValues>(name: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const text = (name: 'name' | 'startsAt' | 'maxPlayers' | 'entryFee' | 'peakWindowDays') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const setRace = (key: RoundKey, value: string) =>
    setValues((current) => ({ ...current, raceTo: { ...current.raceTo, [key]: value } }));

  return (
    <Stack asChild gap="6">
      <form ref={form} onSubmit={submit} noValidate aria-label="Thông tin giải đấu">
        <FormSection legend="Thông tin chung" disabled={disabled}>
          <FormField label="Tên giải đấu" errors={errorsOf(errors, 'name')} required>
            <Input
              {...text('name')}
              maxLength={120}
              placeholder="Ví dụ: Giải 9 bi mở rộng mùa thu"
            />
          </FormField>
          <DescriptionField
            value={values.description}
            onChange={(value) => set('description', value)}
            errors={errorsOf(errors, 'description')}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField
              label="Thời gian bắt đầu"
              errors={errorsOf(errors, 'startsAt')}
              required
              helper="Giờ theo múi giờ của thiết bị này."
            >
              <Input {...text('startsAt')} type="datetime-local" />
            </FormField>
            <FormField label="Câu lạc bộ (địa điểm)" errors={errorsOf(errors, 'storeId')}>
              <NativeSelect.Root disabled={!stores.data}>
                <NativeSelect.Field
                  value={values.storeId}
                  onChange={(event) => set('storeId', event.target.value)}
                >
                  <option value="">Chưa chọn</option>
                  {!stores.data && values.storeId ? (
                    <option value={values.storeId}>Đang tải…</option>
                  ) : null}
                  {stores.data?.map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name} – {store.district}, {store.city}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
        </FormSection>

        <FormSection legend="Thể thức và số ván chạm" disabled={disabled}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <ChoiceField
              label="Thể loại"
              errors={errorsOf(errors, 'game')}
              options={GAMES.map((game) => ({ value: game, label: GAME_LABELS[game] }))}
              value={values.game}
              onChange={(game) => setValues((current) => withGame(current, game))}
            />
            <ChoiceField
              label="Thể thức"
              errors={errorsOf(errors, 'format')}
              options={TOURNAMENT_FORMATS.map((format) => ({
                value: format,
                label: FORMAT_LABELS[format],
              }))}
              value={values.format}
              onChange={(format) => setValues((current) => withFormat(current, format))}
            />
          </SimpleGrid>

          {values.format === 'groups_knockout' ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <CountField
                label="Số bảng"
                errors={errorsOf(errors, 'groupCount')}
                min={2}
                max={16}
                value={values.groupCount}
                onChange={(value) => set('groupCount', value)}
              />
              <CountField
                label="Số người đi tiếp mỗi bảng"
                errors={errorsOf(errors, 'advancePerGroup')}
                min={1}
                max={4}
                value={values.advancePerGroup}
                onChange={(value) => set('advancePerGroup', value)}
              />
            </SimpleGrid>
          ) : null}

          {values.format === 'swiss' ? (
            <SwissFields values={values} set={set} errors={errors} />
          ) : null}

          {ranksByTable(values.format) ? (
            <TiebreakFields
              game={values.game}
              value={values.tiebreaks}
              onChange={(next) => set('tiebreaks', next)}
              error={errorsOf(errors, 'tiebreaks')?.[0]}
            />
          ) : null}

          <RaceFields values={values} setRace={setRace} errors={errors} />
          {isCaromGame(values.game) ? (
            <CaromFields values={values} set={set} errors={errors} />
          ) : null}

          <Stack gap="4">
            <ToggleField
              label="Tính chấp theo hạng"
              helper="Số ván chạm của mỗi cơ thủ được tính từ hạng của hai người."
              checked={values.handicap}
              onChange={(checked) => set('handicap', checked)}
            />
            {values.format === 'single_elimination' ? (
              <ToggleField
                label="Có trận tranh hạng ba"
                helper="Hai cơ thủ thua bán kết đấu thêm một trận."
                checked={values.thirdPlaceMatch}
                onChange={(checked) => set('thirdPlaceMatch', checked)}
              />
            ) : null}
            {isCaromGame(values.game) && ranksByTable(values.format) && values.caromSets === 1 ? (
              <ToggleField
                label="Cho phép hòa ở vòng tròn, vòng bảng và hệ Thụy Sĩ"
                helper="Ván hòa được 1 điểm trận, thắng được 2. Trận loại trực tiếp vẫn phân định như trên."
                checked={values.caromDraws}
                onChange={(checked) => set('caromDraws', checked)}
              />
            ) : null}
          </Stack>
        </FormSection>

        <FormSection legend="Đăng ký" disabled={disabled}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField
              label="Số cơ thủ tối đa"
              errors={errorsOf(errors, 'maxPlayers')}
              required
              helper="Từ 2 đến 256 cơ thủ."
            >
              <Input {...text('maxPlayers')} type="number" inputMode="numeric" min={2} max={256} />
            </FormField>
            <FormField
              label="Lệ phí (xu)"
              errors={errorsOf(errors, 'entryFee')}
              required
              helper={
                feeLocked
                  ? 'Không thể đổi lệ phí khi đã có người đăng ký.'
                  : 'Nhập 0 nếu giải miễn phí. Lệ phí được trừ vào ví xu khi đăng ký.'
              }
            >
              <InputGroup endElement={<Text color="fg.muted">xu</Text>}>
                <Input
                  {...text('entryFee')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  disabled={feeLocked}
                />
              </InputGroup>
            </FormField>
            <FormField label="Hạng tối thiểu" errors={errorsOf(errors, 'minRank')}>
              <RankSelect value={values.minRank} onChange={(rank) => set('minRank', rank)} />
            </FormField>
            <FormField label="Hạng tối đa" errors={errorsOf(errors, 'maxRank')}>
              <RankSelect value={values.maxRank} onChange={(rank) => set('maxRank', rank)} />
            </FormField>
            {values.minRank || values.maxRank ? (
              <FormField
                label="Xét hạng theo điểm cao nhất (ngày)"
                errors={errorsOf(errors, 'peakWindowDays')}
                helper="Mỗi cơ thủ được xét theo hạng cao nhất giữa hạng chính thức, hạng đã xác minh và hạng ứng với điểm cao nhất trong chừng ấy ngày: thua cố ý không hạ được hạng. 0: chỉ xét hạng hiện tại."
              >
                <InputGroup endElement={<Text color="fg.muted">ngày</Text>}>
                  <Input {...text('peakWindowDays')} type="number" inputMode="numeric" min={0} />
                </InputGroup>
              </FormField>
            ) : null}
          </SimpleGrid>
          <ToggleField
            label="Chỉ nhận cơ thủ đã được xác minh hạng"
            helper="Ban tổ chức xác minh hạng sau khi xem cơ thủ thi đấu (trên trang cơ thủ)."
            checked={values.verifiedRanksOnly}
            onChange={(checked) => set('verifiedRanksOnly', checked)}
          />
          {mode === 'create' ? (
            <ToggleField
              label="Mở đăng ký ngay"
              helper="Tắt để lưu thành bản nháp và mở đăng ký sau."
              checked={values.openRegistration}
              onChange={(checked) => set('openRegistration', checked)}
            />
          ) : null}
        </FormSection>

        <FormSection legend="Giải thưởng" disabled={disabled}>
          <PrizeFields
            prizes={values.prizes}
            onChange={(prizes) => set('prizes', prizes)}
            errors={errorsOf(errors, 'prizes')}
            source={values.prizeSource}
            onSourceChange={(source) => set('prizeSource', source)}
            sourceErrors={errorsOf(errors, 'prizeSource')}
          />
        </FormSection>

        {errors._ ? (
          <Text color="fg.error" role="alert">
            {errors._[0]}
          </Text>
        ) : null}

        <Stack
          direction={{ base: 'column-reverse', sm: 'row' }}
          gap="3"
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
        >
          <HStack gap="3" flexWrap="wrap">
            {actions}
          </HStack>
          <Button
            type="submit"
            colorPalette="emerald"
            size="lg"
            loading={submitting}
            loadingText="Đang lưu"
            disabled={disabled}
          >
            {mode === 'create' ? 'Tạo giải đấu' : 'Lưu thay đổi'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
