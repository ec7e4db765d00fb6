// A card in a list whose whole area links to its page (a tournament, a tour, a league): one frame,
// its badges, its title, and the facts under it, so every list reads and taps alike.
import { Heading, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

export function LinkCard({
  to,
  title,
  subtitle,
  badges,
  children,
}: {
  to: string;
  title: string;
  /** A line under the title (a tournament's format). */
  subtitle?: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Heading as="h2" size="md" lineHeight="1.3">
      <LinkOverlay asChild>
        <AppLink to={to}>{title}</AppLink>
      </LinkOverlay>
    </Heading>
  );
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      gap="3"
      _hover={{ borderColor: 'emerald.border', boxShadow: 'sm' }}
      transition="border-color 0.15s, box-shadow 0.15s"
    >
      <HStack gap="2" flexWrap="wrap">
        {badges}
      </HStack>
      {subtitle ? (
        <Stack gap="1">
          {heading}
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        </Stack>
      ) : (
        heading
      )}
      {children}
    </LinkBox>
  );
}

/**
 * One fact on a card: its icon, then the value. The label is read out, and shown too where the
 * value alone would not say what it is (`labelShown`).
 */
export function CardFact({
  icon,
  label,
  labelShown = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  labelShown?: boolean;
  children: ReactNode;
}) {
  return (
    <HStack gap="2" align="flex-start" fontSize="sm">
      <Icon as={icon} boxSize="4" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden />
      <Text>
        <Text as="span" color="fg.muted" srOnly={!labelShown}>
          {label}:{' '}
        </Text>
        {children}
      </Text>
    </HStack>
  );
}
