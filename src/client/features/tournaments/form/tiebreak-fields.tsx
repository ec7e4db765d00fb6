import { Badge, Button, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { CAROM_ONLY_TIEBREAKS, isCaromGame, TIEBREAKS } from '../../../../shared/domain';
import type { Game, Tiebreak } from '../../../../shared/schemas/tournaments';
import { Fieldset } from '../../../components/styled-parts/fieldset';
import { TIEBREAK_HELP, TIEBREAK_LABELS } from '../tiebreak-labels';

/**
 * The organiser's order of tiebreaks for a round robin or the groups: the chosen ones in order,
 * each movable with a thumb (no drag and drop, which a phone in one hand does badly), and the
 * others to add. The seed always decides last.
 */
export function TiebreakFields({
  game,
  value,
  onChange,
  error,
}: {
  /** Carom's criteria (averages, high run) are offered for carom only. */
  game: Game;
  value: Tiebreak[];
  onChange: (next: Tiebreak[]) => void;
  error?: string;
}) {
  const offered = isCaromGame(game)
    ? TIEBREAKS
    : TIEBREAKS.filter((t) => !(CAROM_ONLY_TIEBREAKS as readonly string[]).includes(t));
  const unused = offered.filter((criterion) => !value.includes(criterion));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Xếp hạng khi bằng nhau
      </Fieldset.Legend>
      <Fieldset.HelperText>
        Áp dụng cho vòng tròn, vòng bảng và hệ Thụy Sĩ, lần lượt từ trên xuống. Cuối cùng là hạt
        giống.
      </Fieldset.HelperText>
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Thứ tự tiêu chí xếp hạng">
        {value.map((criterion, index) => (
          <HStack
            as="li"
            key={criterion}
            gap="2"
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
            data-testid="tiebreak-item"
          >
            <Badge variant="subtle" colorPalette="emerald" minW="6" justifyContent="center">
              {index + 1}
            </Badge>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium">{TIEBREAK_LABELS[criterion]}</Text>
              <Text fontSize="xs" color="fg.muted">
                {TIEBREAK_HELP[criterion]}
              </Text>
            </Stack>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Đưa ${TIEBREAK_LABELS[criterion]} lên`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Đưa ${TIEBREAK_LABELS[criterion]} xuống`}
              disabled={index === value.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Bỏ ${TIEBREAK_LABELS[criterion]}`}
              disabled={value.length === 1}
              onClick={() => onChange(value.filter((c) => c !== criterion))}
            >
              <X />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      {unused.length > 0 ? (
        <Wrap gap="2">
          {unused.map((criterion) => (
            <Button
              key={criterion}
              size="sm"
              variant="outline"
              onClick={() => onChange([...value, criterion])}
            >
              <Plus /> {TIEBREAK_LABELS[criterion]}
            </Button>
          ))}
        </Wrap>
      ) : null}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
