import { rankLabel } from '../../../shared/ranks';
import { ranksByStrength } from '../../../shared/rank-table';
import {
  Badge,
  Box,
  Flex,
  Grid,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import type {
  MapRaceToInput,
  MapRaceToOutput,
  Rank,
  RankCode,
} from '../../../shared/schemas/config';
import { raceToValue } from '../../../shared/schemas/config';
import { FormField } from '../../components/form-field';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import {
  DEFAULT_PAIR,
  RACE_MAX,
  RACE_MIN,
  racesLabel,
  spotLabel,
  spotSentence,
} from './playing-logic';
import { winShares } from '../../lib/win-chance';
import { useDebouncedValue } from './use-debounced-value';

export type RaceParse = { ok: true; value: number } | { ok: false; message: string };

/** The race field's text → a race, or the Vietnamese message the shared schema gives. */
function parseRace(text: string): RaceParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Hãy nhập số ván chạm' };
  const parsed = raceToValue.safeParse(Number(trimmed));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Số ván chạm không hợp lệ' };
}

const RACE_TYPING_DELAY_MS = 300;

/** Two ranks and the stronger player's race → both races, the spot and each side's chance. */
export default function RaceCalculator({
  ranks,
  raceToDefault,
}: {
  ranks: readonly Rank[];
  raceToDefault: number;
}) {
  const ordered = ranksByStrength(ranks);
  const [rankA, setRankA] = useState<RankCode>(DEFAULT_PAIR.rankA);
  const [rankB, setRankB] = useState<RankCode>(DEFAULT_PAIR.rankB);
  const [raceText, setRaceText] = useState(String(raceToDefault));
  const typed = parseRace(raceText);
  const settledText = useDebouncedValue(raceText, RACE_TYPING_DELAY_MS);
  const settled = parseRace(settledText);
  const input: MapRaceToInput | null = settled.ok ? { rankA, rankB, raceTo: settled.value } : null;

  const query = trpc.config.mapRaceTo.useQuery(input ?? skipToken, {
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  // The answer with the ranks it was asked for, so a previous answer never wears the new labels.
  const [shown, setShown] = useState<{ input: MapRaceToInput; result: MapRaceToOutput } | null>(
    null,
  );
  if (input && query.data && !query.isPlaceholderData && shown?.result !== query.data) {
    setShown({ input, result: query.data });
  }

  const swap = () => {
    setRankA(rankB);
    setRankB(rankA);
  };
  const stale = !typed.ok || settledText !== raceText || query.isPlaceholderData;

  const rankSelect = (label: string, value: RankCode, onChange: (code: RankCode) => void) => (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="bg"
          value={value}
          onChange={(event) => {
            const picked = ordered.find((rank) => rank.code === event.target.value);
            if (picked) onChange(picked.code);
          }}
        >
          {ordered.map((rank) => (
            <option key={rank.code} value={rank.code}>
              {rankLabel(rank.code)} · {formatNumber(rank.rating)} điểm
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="stretch">
      <Stack
        role="group"
        aria-label="Thông số trận đấu"
        gap="4"
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.subtle"
      >
        <Grid templateColumns="minmax(0, 1fr) auto minmax(0, 1fr)" gap="2" alignItems="end">
          {rankSelect('Hạng cơ thủ A', rankA, setRankA)}
          <IconButton aria-label="Đổi chỗ hai hạng" variant="ghost" onClick={swap}>
            <ArrowLeftRight aria-hidden />
          </IconButton>
          {rankSelect('Hạng cơ thủ B', rankB, setRankB)}
        </Grid>
        <FormField
          label="Số ván chạm của người mạnh hơn"
          errors={typed.ok ? undefined : [typed.message]}
          helper={`Từ ${RACE_MIN} đến ${RACE_MAX} ván; người yếu hơn sẽ chạm ít ván hơn hoặc bằng.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            bg="bg"
            min={RACE_MIN}
            max={RACE_MAX}
            step={1}
            value={raceText}
            onChange={(event) => setRaceText(event.target.value)}
          />
        </FormField>
      </Stack>

      <Stack
        as="section"
        aria-label="Kết quả tính"
        aria-live="polite"
        aria-busy={stale || undefined}
        gap="4"
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.panel"
        justify="center"
      >
        {!typed.ok ? (
          <Text color="fg.muted">Nhập số ván chạm hợp lệ để xem kết quả.</Text>
        ) : query.isError ? (
          <PageError
            title="Không tính được số ván chạm"
            message={callErrorInfo(query.error).message}
            onRetry={() => void query.refetch()}
          />
        ) : shown ? (
          <RaceResult {...shown} stale={stale} />
        ) : (
          <Stack gap="3" aria-hidden>
            <Skeleton h="8" w="80%" />
            <Skeleton h="6" w="40%" />
            <Skeleton h="10" />
          </Stack>
        )}
      </Stack>
    </SimpleGrid>
  );
}

function RaceResult({
  input,
  result,
  stale,
}: {
  input: MapRaceToInput;
  result: MapRaceToOutput;
  stale: boolean;
}) {
  const sentence = spotSentence(input.rankA, input.rankB, result);
  return (
    <Stack gap="4" opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
      <Stack gap="2">
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="short">
          {racesLabel(input.rankA, input.rankB, result)}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Badge size="lg" variant="solid" colorPalette={result.spot > 0 ? 'emerald' : 'gray'}>
            {spotLabel(result.spot)}
          </Badge>
          {sentence ? <Text color="fg.muted">{sentence}</Text> : null}
        </HStack>
      </Stack>
      <WinBar rankA={input.rankA} rankB={input.rankB} winProbabilityA={result.winProbabilityA} />
    </Stack>
  );
}

/** Each side's chance of winning the match: two labels over a two-colour bar. */
function WinBar({
  rankA,
  rankB,
  winProbabilityA,
}: {
  rankA: RankCode;
  rankB: RankCode;
  winProbabilityA: number;
}) {
  const shares = winShares(winProbabilityA);
  const textA = `${rankLabel(rankA)} thắng ${shares.aLabel}`;
  const textB = `${rankLabel(rankB)} thắng ${shares.bLabel}`;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Khả năng thắng trận
      </Text>
      <HStack justify="space-between" gap="3" fontSize="sm" flexWrap="wrap">
        <HStack gap="1.5">
          <Box boxSize="2.5" borderRadius="full" bg="emerald.solid" aria-hidden />
          <Text>{textA}</Text>
        </HStack>
        <HStack gap="1.5">
          <Text>{textB}</Text>
          <Box boxSize="2.5" borderRadius="full" bg="orange.solid" aria-hidden />
        </HStack>
      </HStack>
      <Flex
        role="img"
        aria-label={`${textA}, ${textB}`}
        h="3"
        borderRadius="full"
        overflow="hidden"
        position="relative"
        bg="orange.solid"
      >
        <Box w={`${shares.a}%`} bg="emerald.solid" transition="width 0.3s" />
        {/* The even mark: how far the bar is from 50 – 50 at a glance. */}
        <Box position="absolute" left="50%" top="0" bottom="0" w="0.5" ml="-1px" bg="bg" />
      </Flex>
    </Stack>
  );
}
