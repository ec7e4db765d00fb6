// The prizes of a tournament: place, reward and coins per row, added and removed in place, and
// where the coins come from.
import { Button, Grid, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { PRIZE_SOURCES } from '../../../../shared/domain';
import type { PrizeSource } from '../../../../shared/schemas/prizes';
import { PRIZE_SOURCE_LABELS } from '../../../lib/labels';
import { ChoiceField } from '../../../components/choice-field';
import { nextPrizeKey, type TournamentFormValues } from './tournament-values';

type Prize = TournamentFormValues['prizes'][number];

/**
 * A prize's row: on a phone the coins go under the reward, which keeps its width; from a tablet
 * up, one line of place, reward, coins and the delete button.
 */
const ROW = {
  gap: '3',
  alignItems: 'center',
  templateColumns: { base: '4.5rem minmax(0, 1fr) auto', md: '6rem minmax(0, 1fr) 9rem auto' },
  templateAreas: { base: `"place label remove" ". coins ."`, md: `"place label coins remove"` },
} as const;

/** At most this many prizes (the schema's limit). */
const MAX_PRIZES = 16;

const SOURCE_HELP: Record<PrizeSource, string> = {
  organizer:
    'Tổng số xu thưởng được giữ từ ví của bạn khi giải bắt đầu, trả vào ví người thắng khi kết quả chung cuộc chính thức (hết hạn khiếu nại); phần không trao được hoàn lại.',
  pot: 'Xu thưởng trích từ lệ phí của cơ thủ; giải chỉ bắt đầu được khi lệ phí đã thu đủ trả thưởng. Cơ thủ thấy điều này trước khi đăng ký.',
};

export function PrizeFields({
  prizes,
  onChange,
  errors,
  source,
  onSourceChange,
  sourceErrors,
}: {
  prizes: Prize[];
  onChange: (prizes: Prize[]) => void;
  errors: string[] | undefined;
  source: PrizeSource;
  onSourceChange: (source: PrizeSource) => void;
  sourceErrors: string[] | undefined;
}) {
  const setPrize = (key: number, change: Partial<Omit<Prize, 'key'>>) =>
    onChange(prizes.map((prize) => (prize.key === key ? { ...prize, ...change } : prize)));

  const addPrize = () => {
    const place = String(Math.max(0, ...prizes.map((prize) => Number(prize.place) || 0)) + 1);
    onChange([...prizes, { key: nextPrizeKey(), place, label: '', coins: '' }]);
  };

  const removePrize = (key: number) => onChange(prizes.filter((prize) => prize.key !== key));

  return (
    <Stack gap="3">
      {prizes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Chưa có giải thưởng nào.
        </Text>
      ) : null}
      {prizes.length > 0 ? (
        <Grid {...ROW} fontSize="sm" fontWeight="medium" aria-hidden>
          <Text gridArea="place">Hạng</Text>
          <Text gridArea="label">Phần thưởng</Text>
          <Text gridArea="coins" display={{ base: 'none', md: 'block' }}>
            Xu thưởng
          </Text>
        </Grid>
      ) : null}
      {prizes.map((prize, index) => (
        <Grid key={prize.key} {...ROW}>
          <Input
            gridArea="place"
            type="number"
            inputMode="numeric"
            min={1}
            value={prize.place}
            aria-label={`Hạng của giải thưởng ${index + 1}`}
            onChange={(event) => setPrize(prize.key, { place: event.target.value })}
          />
          <Input
            gridArea="label"
            minW="0"
            value={prize.label}
            maxLength={120}
            placeholder="Ví dụ: Cúp + 2.000.000đ"
            aria-label={`Phần thưởng ${index + 1}`}
            onChange={(event) => setPrize(prize.key, { label: event.target.value })}
          />
          <InputGroup gridArea="coins" endElement="xu">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              value={prize.coins}
              placeholder="Xu thưởng"
              aria-label={`Xu thưởng của giải thưởng ${index + 1}`}
              onChange={(event) => setPrize(prize.key, { coins: event.target.value })}
            />
          </InputGroup>
          <IconButton
            gridArea="remove"
            variant="ghost"
            colorPalette="red"
            aria-label={`Xoá giải thưởng ${index + 1}`}
            onClick={() => removePrize(prize.key)}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </Grid>
      ))}
      {errors ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors[0]}
        </Text>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        onClick={addPrize}
        disabled={prizes.length >= MAX_PRIZES}
      >
        <Plus aria-hidden />
        Thêm giải thưởng
      </Button>
      <ChoiceField
        label="Nguồn xu thưởng"
        errors={sourceErrors}
        helper={SOURCE_HELP[source]}
        options={PRIZE_SOURCES.map((value) => ({ value, label: PRIZE_SOURCE_LABELS[value] }))}
        value={source}
        onChange={onSourceChange}
      />
    </Stack>
  );
}
