// The reader's way around a big bracket: which stage, which section (a knockout's side, a round
// robin's group) and which round. Each choice goes into the address (bracket-place.ts), so the
// link they share or reload opens where they were.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Bracket } from '../../../../shared/schemas/matches';
import type { BracketPlace, BracketShown } from './bracket-place';

interface Choice {
  value: number | undefined;
  label: string;
}

export function BracketPicker({
  bracket,
  shown,
  onMove,
}: {
  bracket: Bracket;
  shown: BracketShown;
  onMove: (change: Partial<BracketPlace>, options?: { replace?: boolean }) => void;
}) {
  const stages = bracket.stages;
  const groups = shown.sectionsOf?.groups ?? [];
  const rounds = shown.group?.rounds ?? [];
  if (stages.length < 2 && groups.length < 2 && rounds.length < 2) return null;
  const all: Choice = { value: undefined, label: 'Tất cả' };
  return (
    <Stack gap="2" minW="0" flex="1 1 24rem">
      {stages.length > 1 ? (
        <ChoiceRow
          label="Giai đoạn"
          choices={[
            all,
            ...stages.map((stage, index) => ({ value: index + 1, label: stage.name })),
          ]}
          chosen={shown.stage}
          onChoose={(stage) => onMove({ stage, section: undefined, round: undefined })}
        />
      ) : null}
      {groups.length > 1 ? (
        <ChoiceRow
          label={shown.sectionsOf?.type === 'round_robin' ? 'Bảng' : 'Nhánh'}
          choices={[all, ...groups.map((group) => ({ value: group.number, label: group.label }))]}
          chosen={shown.section}
          onChoose={(section) => onMove({ section, round: undefined })}
        />
      ) : null}
      {rounds.length > 1 ? (
        <ChoiceRow
          label="Vòng"
          choices={rounds.map((round) => ({ value: round.number, label: round.label }))}
          chosen={shown.round}
          onChoose={(round) => onMove({ round }, { replace: true })}
        />
      ) : null}
    </Stack>
  );
}

/** A labelled row of choices that scrolls sideways on a phone rather than wrapping. */
function ChoiceRow({
  label,
  choices,
  chosen,
  onChoose,
}: {
  label: string;
  choices: Choice[];
  chosen: number | undefined;
  onChoose: (value: number | undefined) => void;
}) {
  return (
    <HStack gap="2" minW="0">
      <Text fontSize="sm" color="fg.muted" flexShrink={0} w="4.5rem">
        {label}
      </Text>
      <HStack role="group" aria-label={label} gap="1.5" overflowX="auto" py="0.5" minW="0">
        {choices.map((choice) => {
          const on = choice.value === chosen;
          return (
            <Button
              key={choice.value ?? 'all'}
              size="xs"
              borderRadius="full"
              flexShrink={0}
              variant={on ? 'solid' : 'outline'}
              aria-pressed={on}
              onClick={() => onChoose(choice.value)}
            >
              {choice.label}
            </Button>
          );
        })}
      </HStack>
    </HStack>
  );
}
