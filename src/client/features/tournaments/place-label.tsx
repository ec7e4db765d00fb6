import { Badge, HStack, Icon, Text } from '@chakra-ui/react';
import { Medal, Trophy } from 'lucide-react';

const MEDALS: Record<number, { label: string; color: string; icon: typeof Medal }> = {
  1: { label: 'Vô địch', color: 'yellow.500', icon: Trophy },
  2: { label: 'Á quân', color: 'gray.400', icon: Medal },
  3: { label: 'Hạng 3', color: 'orange.600', icon: Medal },
};

/** A final place: medal and title for the podium, 'Hạng n' below it. */
export function PlaceLabel({ place }: { place: number }) {
  const medal = MEDALS[place];
  if (!medal) {
    return (
      <Text fontWeight="medium" whiteSpace="nowrap">
        Hạng {place}
      </Text>
    );
  }
  return (
    <HStack gap="1.5" whiteSpace="nowrap">
      <Icon as={medal.icon} boxSize="5" color={medal.color} aria-hidden />
      <Badge
        colorPalette={place === 1 ? 'yellow' : place === 2 ? 'gray' : 'orange'}
        variant={place === 1 ? 'solid' : 'subtle'}
        size="md"
      >
        {medal.label}
      </Badge>
    </HStack>
  );
}
