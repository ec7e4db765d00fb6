// The team league's form: its facts, how a team match is played (games, race, the rank cap and
// the rank points table), its divisions and the clubs that host it.
import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RANK_CODES } from '../../../shared/domain';
import { ChoiceField } from '../../components/choice-field';
import { FormField } from '../../components/form-field';
import { CountField, FormSection } from '../../components/form-parts';
import { Checkbox } from '../../components/styled-parts/checkbox';
import { Textarea } from '../../components/styled-parts/textarea';
import { errorsOf, type FormErrors } from '../../lib/form-errors';
import { useFormSubmit } from '../../lib/form-submit';
import { trpc } from '../../lib/trpc';
import { gameLabel } from './league-labels';
import { LEAGUE_GAMES, type LeagueFormValues } from './league-form-values';

const PADDING = { base: '4', md: '6' } as const;

export function LeagueForm({
  initial,
  onSubmit,
  submitting,
}: {
  initial: LeagueFormValues;
  onSubmit: (values: LeagueFormValues) => Promise<FormErrors | undefined>;
  submitting: boolean;
}) {
  const [values, setValues] = useState(initial);
  const { form, errors, onSubmit: submit } = useFormSubmit(values, onSubmit);
  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 60_000 });
  const set = <K extends keyof LeagueFormValues>(key: K, value: LeagueFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setDivision = (index: number, name: string) =>
    set(
      'divisions',
      values.divisions.map((d, i) => (i === index ? name : d)),
    );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Thông tin giải đồng đội">
      <Stack gap="5">
        <FormSection legend="Thông tin giải" disabled={submitting} padding={PADDING}>
          <FormField label="Tên giải" errors={errorsOf(errors, 'name')} required>
            <Input
              value={values.name}
              maxLength={120}
              onChange={(e) => set('name', e.target.value)}
            />
          </FormField>
          <FormField label="Giới thiệu" errors={errorsOf(errors, 'description')}>
            <Textarea
              rows={3}
              maxLength={2000}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </FormField>
          <ChoiceField
            label="Môn"
            errors={errorsOf(errors, 'game')}
            options={LEAGUE_GAMES.map((game) => ({ value: game, label: gameLabel(game) }))}
            value={values.game}
            onChange={(game) => set('game', game)}
          />
          <SimpleGrid columns={2} gap="3">
            <FormField label="Ngày thi đấu tuần đầu" errors={errorsOf(errors, 'startsOn')}>
              <Input
                type="date"
                value={values.startsOn}
                onChange={(e) => set('startsOn', e.target.value)}
              />
            </FormField>
            <FormField label="Giờ thi đấu" errors={errorsOf(errors, 'matchTime')}>
              <Input
                type="time"
                value={values.matchTime}
                onChange={(e) => set('matchTime', e.target.value)}
              />
            </FormField>
          </SimpleGrid>
        </FormSection>

        <FormSection legend="Trận đồng đội" disabled={submitting} padding={PADDING}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <CountField
              label="Số ván mỗi trận"
              errors={errorsOf(errors, 'gamesPerMatch')}
              min={1}
              max={9}
              value={values.gamesPerMatch}
              onChange={(v) => set('gamesPerMatch', v)}
            />
            <CountField
              label="Số ván chạm"
              helper="Của cơ thủ hạng cao hơn; người kia chạm theo bảng chấp."
              errors={errorsOf(errors, 'raceTo')}
              min={2}
              max={15}
              value={values.raceTo}
              onChange={(v) => set('raceTo', v)}
            />
            <CountField
              label="Mức trần điểm hạng"
              helper="Tổng điểm hạng tối đa của đội hình một trận."
              errors={errorsOf(errors, 'rankCap')}
              min={1}
              max={500}
              value={values.rankCap}
              onChange={(v) => set('rankCap', v)}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <CountField
              label="Số cơ thủ tối đa mỗi đội"
              helper="Tính cả đội trưởng và dự bị."
              errors={errorsOf(errors, 'rosterMax')}
              min={2}
              max={20}
              value={values.rosterMax}
              onChange={(v) => set('rosterMax', v)}
            />
            <FormField
              label="Ngày khoá danh sách đội"
              helper="Để trống: khoá khi giải bắt đầu. Sau đó chỉ ban tổ chức mời thêm cơ thủ."
              errors={errorsOf(errors, 'rosterLocksOn')}
            >
              <Input
                type="date"
                value={values.rosterLocksOn}
                onChange={(e) => set('rosterLocksOn', e.target.value)}
              />
            </FormField>
          </SimpleGrid>
          <Stack gap="2" role="group" aria-labelledby="rank-points-label">
            <Text id="rank-points-label" fontWeight="medium">
              Điểm của từng hạng
            </Text>
            <SimpleGrid columns={5} gap="2">
              {RANK_CODES.map((code) => (
                <FormField
                  key={code}
                  label={`Hạng ${code}`}
                  errors={errorsOf(errors, `rankPoints.${code}`)}
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={50}
                    px="2"
                    value={values.rankPoints[code]}
                    onChange={(e) =>
                      set('rankPoints', { ...values.rankPoints, [code]: e.target.value })
                    }
                  />
                </FormField>
              ))}
            </SimpleGrid>
            {errorsOf(errors, 'rankPoints') ? (
              <Text fontSize="sm" color="fg.error">
                {errorsOf(errors, 'rankPoints')?.[0]}
              </Text>
            ) : null}
          </Stack>
        </FormSection>

        <FormSection legend="Các bảng" disabled={submitting} padding={PADDING}>
          {values.divisions.map((division, index) => (
            <HStack key={index} align="flex-end" gap="2">
              <FormField label={`Bảng ${index + 1}`}>
                <Input
                  value={division}
                  maxLength={40}
                  onChange={(e) => setDivision(index, e.target.value)}
                />
              </FormField>
              {values.divisions.length > 1 ? (
                <IconButton
                  aria-label={`Bỏ bảng ${index + 1}`}
                  variant="outline"
                  size="lg"
                  onClick={() =>
                    set(
                      'divisions',
                      values.divisions.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Trash2 aria-hidden />
                </IconButton>
              ) : null}
            </HStack>
          ))}
          {errorsOf(errors, 'divisions') ? (
            <Text fontSize="sm" color="fg.error">
              {errorsOf(errors, 'divisions')?.[0]}
            </Text>
          ) : null}
          {values.divisions.length < 8 ? (
            <Button
              variant="outline"
              alignSelf="flex-start"
              minH="11"
              onClick={() =>
                set('divisions', [
                  ...values.divisions,
                  `Bảng ${String.fromCharCode(65 + values.divisions.length)}`,
                ])
              }
            >
              <Plus aria-hidden />
              Thêm bảng
            </Button>
          ) : null}
        </FormSection>

        <FormSection legend="Câu lạc bộ đăng cai" disabled={submitting} padding={PADDING}>
          {stores.isPending ? <Text color="fg.muted">Đang tải các câu lạc bộ…</Text> : null}
          <Stack gap="1">
            {(stores.data ?? []).map((store) => (
              <Checkbox.Root
                key={store.id}
                minH="11"
                colorPalette="emerald"
                checked={values.venues.includes(store.id)}
                onCheckedChange={(details) =>
                  set(
                    'venues',
                    details.checked === true
                      ? [...values.venues, store.id]
                      : values.venues.filter((id) => id !== store.id),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {store.name}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    · {store.district}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </FormSection>

        <Button type="submit" colorPalette="emerald" size="lg" loading={submitting}>
          Tạo giải đồng đội
        </Button>
      </Stack>
    </form>
  );
}
