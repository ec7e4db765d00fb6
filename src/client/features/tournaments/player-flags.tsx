// What may show a registered player playing below their rank, for the event's managers only
// (issue 41): the figures, the matches behind them, and the rank they suggest. The organiser
// decides on the player's page; nothing here changes a rank, and the player never sees it.
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { SandbagFlag } from '../../../shared/schemas/eligibility';
import { AppLink } from '../../components/app-link';

const SIGNAL_TITLES: Record<SandbagFlag['signal'], string> = {
  performance: 'Thi đấu vượt hạng',
  weak_losses: 'Thua đối thủ yếu hơn nhiều',
  fall: 'Điểm giảm mạnh sau đỉnh',
};

/** Matches shown per flag; the rest are counted. */
const SHOWN = 3;

export function PlayerFlags({ flags, playerId }: { flags: SandbagFlag[]; playerId: number }) {
  if (flags.length === 0) return null;
  return (
    <Stack gap="2" data-testid="player-flags">
      {flags.map((flag) => (
        <Box
          key={flag.signal}
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          borderRadius="l2"
          px="2.5"
          py="2"
          fontSize="xs"
          // Inside a table that scrolls sideways on a phone: the flag wraps within the screen.
          whiteSpace="normal"
          maxW={{ base: '68vw', md: 'md' }}
        >
          <HStack gap="1.5" color="orange.fg" fontWeight="semibold">
            <TriangleAlert size={14} aria-hidden />
            <Text>
              {SIGNAL_TITLES[flag.signal]} · gợi ý hạng {flag.suggestedRank}
            </Text>
          </HStack>
          <Text mt="1">{flag.evidence}.</Text>
          <Text mt="1" color="fg.muted">
            {flag.matches.slice(0, SHOWN).map((match, i) => (
              <span key={match.id}>
                {i > 0 ? ' · ' : ''}
                <Link asChild colorPalette="emerald" color="colorPalette.fg">
                  <AppLink to={`/matches/${match.id}`}>{match.label}</AppLink>
                </Link>
              </span>
            ))}
            {flag.matches.length > SHOWN ? ` và ${flag.matches.length - SHOWN} trận khác` : ''}
          </Text>
          <Link
            asChild
            colorPalette="emerald"
            color="colorPalette.fg"
            mt="1"
            display="inline-block"
          >
            <AppLink to={`/players/${playerId}`}>Xem và quyết định hạng</AppLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
