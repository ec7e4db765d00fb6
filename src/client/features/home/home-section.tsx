import { Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { callErrorInfo } from '../../lib/call-errors';

/** The frame of a home page section: heading, an optional "see more" link, the content. */
export function HomeSection({
  title,
  link,
  children,
}: {
  title: string;
  /** `context` completes the link's name for screen readers ("Xem tất cả" + what). */
  link?: { to: string; label: string; context?: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" minW="0">
      <HStack justify="space-between" align="baseline" gap="3" flexWrap="wrap">
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        {link ? (
          <Link asChild color="emerald.fg" fontSize="sm" fontWeight="medium">
            <AppLink to={link.to} preload="visible">
              {link.label}
              {link.context ? (
                <Text as="span" srOnly>
                  {' '}
                  {link.context}
                </Text>
              ) : null}
              <ArrowRight size={14} aria-hidden />
            </AppLink>
          </Link>
        ) : null}
      </HStack>
      {children}
    </Stack>
  );
}

/** What a section says when it has nothing to show: one friendly line, no empty box of cards. */
export function SectionNote({ children }: { children: ReactNode }) {
  return (
    <Text
      color="fg.muted"
      fontSize="sm"
      p="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
    >
      {children}
    </Text>
  );
}

/** A section that failed to load: what, why, and a retry; the rest of the page still works. */
export function SectionError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <SectionNote>
      <HStack as="span" justify="space-between" gap="3" flexWrap="wrap">
        <span>
          Không tải được {what}: {callErrorInfo(error).message}
        </span>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Thử lại
        </Button>
      </HStack>
    </SectionNote>
  );
}

/** A leaderboard row's place, the podium in the accent colour. */
export function PositionMark({ position }: { position: number }) {
  return (
    <Box
      aria-label={`Hạng ${position}`}
      flexShrink={0}
      w="7"
      textAlign="center"
      fontWeight="bold"
      fontSize="lg"
      fontVariantNumeric="tabular-nums"
      color={position <= 3 ? 'emerald.fg' : 'fg.muted'}
    >
      {position}
    </Box>
  );
}

/** The followed section while its code or its feed is on the way: a row of chips and a card. */
export function FollowingPending() {
  return (
    <Stack gap="4" role="status">
      <Text srOnly>Đang tải những gì bạn theo dõi…</Text>
      <Skeleton h="11" w="72" maxW="full" borderRadius="full" />
      <Skeleton h="60" borderRadius="l3" />
    </Stack>
  );
}
