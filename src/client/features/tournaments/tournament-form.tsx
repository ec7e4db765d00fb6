import { GAMES, ROUND_KEYS, TOURNAMENT_FORMATS } from '../../../shared/domain';
import {
  Box,
  Button,
  Card,
  HStack,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Fieldset } from '../../components/styled-parts/fieldset';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { Switch } from '../../components/styled-parts/switch';
import { Tabs } from '../../components/styled-parts/tabs';
import { Textarea } from '../../components/styled-parts/textarea';
import { Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RoundKey } from '../../../shared/schemas/tournaments';
import { FormField } from '../../components/form-field';
import { serverFormErrors, type FormErrors } from '../../lib/form-errors';
import { FORMAT_LABELS, GAME_LABELS } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import {
  nextPrizeKey,
  RANK_OPTIONS,
  ROUND_LABELS,
  type TournamentFormValues,
} from './tournament-values';

// The markdown renderer loads with the preview, not with the form.
const MarkdownView = lazy(() => import('./markdown-view'));

/** The messages of a field, including nested ones the server reports (`raceTo.final`, `prizes.0.label`). */
function errorsOf(errors: FormErrors, name: string): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : undefined;
}

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
  const [errors, setErrors] = useState<FormErrors>({});
  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 5 * 60_000 });

  const set = <K extends keyof TournamentFormValues>(name: K, value: TournamentFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const text = (name: 'name' | 'startsAt' | 'maxPlayers' | 'entryFee') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const form = useRef<HTMLFormElement>(null);

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

  const setRace = (key: RoundKey, value: string) =>
    setValues((current) => ({ ...current, raceTo: { ...current.raceTo, [key]: value } }));

  const setPrize = (key: number, change: Partial<{ place: string; label: string }>) =>
    setValues((current) => ({
      ...current,
      prizes: current.prizes.map((prize) => (prize.key === key ? { ...prize, ...change } : prize)),
    }));

  const addPrize = () =>
    setValues((current) => {
      const places = current.prizes.map((prize) => Number(prize.place) || 0);
      const place = String(Math.max(0, ...places) + 1);
      return {
        ...current,
        prizes: [...current.prizes, { key: nextPrizeKey(), place, label: '' }],
      };
    });

  const removePrize = (key: number) =>
    setValues((current) => ({
      ...current,
      prizes: current.prizes.filter((prize) => prize.key !== key),
    }));

  return (
    <Stack asChild gap="6">
      <form
        ref={form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Thông tin giải đấu"
      >
        <Section legend="Thông tin chung" disabled={disabled}>
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
        </Section>

        <Section legend="Thể thức và số ván chạm" disabled={disabled}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="Thể loại" errors={errorsOf(errors, 'game')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.game}
                  onChange={(event) =>
                    set('game', event.target.value as TournamentFormValues['game'])
                  }
                >
                  {GAMES.map((game) => (
                    <option key={game} value={game}>
                      {GAME_LABELS[game]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Thể thức" errors={errorsOf(errors, 'format')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.format}
                  onChange={(event) =>
                    set('format', event.target.value as TournamentFormValues['format'])
                  }
                >
                  {TOURNAMENT_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {FORMAT_LABELS[format]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>

          {values.format === 'groups_knockout' ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label="Số bảng" errors={errorsOf(errors, 'groupCount')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={16}
                  value={values.groupCount}
                  onChange={(event) => set('groupCount', event.target.value)}
                />
              </FormField>
              <FormField
                label="Số người đi tiếp mỗi bảng"
                errors={errorsOf(errors, 'advancePerGroup')}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={4}
                  value={values.advancePerGroup}
                  onChange={(event) => set('advancePerGroup', event.target.value)}
                />
              </FormField>
            </SimpleGrid>
          ) : null}

          <Fieldset.Root invalid={Boolean(errorsOf(errors, 'raceTo'))}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Số ván chạm theo vòng
            </Fieldset.Legend>
            <Fieldset.HelperText>
              Vòng đầu áp dụng cho các vòng trước tứ kết, vòng bảng, vòng tròn và nhánh thua.
            </Fieldset.HelperText>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              {ROUND_KEYS.map((key) => (
                <FormField key={key} label={ROUND_LABELS[key]}>
                  <InputGroup endElement={<Text color="fg.muted">ván</Text>}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={50}
                      value={values.raceTo[key]}
                      aria-invalid={errorsOf(errors, 'raceTo') ? true : undefined}
                      onChange={(event) => setRace(key, event.target.value)}
                    />
                  </InputGroup>
                </FormField>
              ))}
            </SimpleGrid>
            {errorsOf(errors, 'raceTo') ? (
              <Fieldset.ErrorText>{errorsOf(errors, 'raceTo')?.[0]}</Fieldset.ErrorText>
            ) : null}
          </Fieldset.Root>

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
          </Stack>
        </Section>

        <Section legend="Đăng ký" disabled={disabled}>
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
          </SimpleGrid>
          {mode === 'create' ? (
            <ToggleField
              label="Mở đăng ký ngay"
              helper="Tắt để lưu thành bản nháp và mở đăng ký sau."
              checked={values.openRegistration}
              onChange={(checked) => set('openRegistration', checked)}
            />
          ) : null}
        </Section>

        <Section legend="Giải thưởng" disabled={disabled}>
          <Stack gap="3">
            {values.prizes.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                Chưa có giải thưởng nào.
              </Text>
            ) : null}
            {values.prizes.length > 0 ? (
              <HStack gap="3" fontSize="sm" fontWeight="medium" aria-hidden>
                <Text w={{ base: '20', md: '24' }} flexShrink={0}>
                  Hạng
                </Text>
                <Text flex="1">Phần thưởng</Text>
              </HStack>
            ) : null}
            {values.prizes.map((prize, index) => (
              <HStack key={prize.key} gap="3">
                <Input
                  w={{ base: '20', md: '24' }}
                  flexShrink={0}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={prize.place}
                  aria-label={`Hạng của giải thưởng ${index + 1}`}
                  onChange={(event) => setPrize(prize.key, { place: event.target.value })}
                />
                <Input
                  flex="1"
                  minW="0"
                  value={prize.label}
                  maxLength={120}
                  placeholder="Ví dụ: Cúp + 2.000.000đ"
                  aria-label={`Phần thưởng ${index + 1}`}
                  onChange={(event) => setPrize(prize.key, { label: event.target.value })}
                />
                <IconButton
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Xoá giải thưởng ${index + 1}`}
                  onClick={() => removePrize(prize.key)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
            ))}
            {errorsOf(errors, 'prizes') ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {errorsOf(errors, 'prizes')?.[0]}
              </Text>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              alignSelf="flex-start"
              onClick={addPrize}
              disabled={values.prizes.length >= 16}
            >
              <Plus aria-hidden />
              Thêm giải thưởng
            </Button>
          </Stack>
        </Section>

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

function ToggleField({
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

function RankSelect({
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

function DescriptionField({
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
