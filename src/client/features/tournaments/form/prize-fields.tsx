// The prizes of a tournament: place and reward per row, added and removed in place.
import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { nextPrizeKey, type TournamentFormValues } from './tournament-values';

type Prize = TournamentFormValues['prizes'][number];

/** At most this many prizes (the schema's limit). */
const MAX_PRIZES = 16;

export function PrizeFields({
  prizes,
  onChange,
  errors,
}: {
  prizes: Prize[];
  onChange: (prizes: Prize[]) => void;
  errors: string[] | undefined;
}) {
  const setPrize = (key: number, change: Partial<{ place: string; label: string }>) =>
    onChange(prizes.map((prize) => (prize.key === key ? { ...prize, ...change } : prize)));

  const addPrize = () => {
    const place = String(Math.max(0, ...prizes.map((prize) => Number(prize.place) || 0)) + 1);
    onChange([...prizes, { key: nextPrizeKey(), place, label: '' }]);
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
        <HStack gap="3" fontSize="sm" fontWeight="medium" aria-hidden>
          <Text w={{ base: '20', md: '24' }} flexShrink={0}>
            Hạng
          </Text>
          <Text flex="1">Phần thưởng</Text>
        </HStack>
      ) : null}
      {prizes.map((prize, index) => (
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
    </Stack>
  );
}
