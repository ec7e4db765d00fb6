// The frame of an embed (/embed/…) on a club's own website: drawn at the size its address asks
// for, its links to BidaHub opening outside the frame, under a header that names what it shows.
import { Box, Heading, HStack, Link, Stack, type BoxProps } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to one of BidaHub's pages (a match, a player) opens it in a new tab: those pages refuse
 * to be framed, and the club's page stays where it was.
 */
function openOutside(event: MouseEvent<HTMLElement>) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || !link.href || link.target === '_blank') return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener');
}

export function EmbedFrame({
  scale,
  px,
  children,
}: {
  scale: number;
  px: BoxProps['px'];
  children: ReactNode;
}) {
  // The scale as a plain style: a style prop per value would add a CSS rule per value.
  return (
    <Box style={{ zoom: scale }} px={px} py="3" onClickCapture={openOutside}>
      {children}
    </Box>
  );
}

/** The name of what is shown, its facts under it, and a link to its page on BidaHub. */
export function EmbedHeader({
  title,
  facts,
  path,
}: {
  title: string;
  facts: ReactNode;
  /** Its page on BidaHub. */
  path: string;
}) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
      <Stack gap="1" minW="0">
        <Heading as="h1" size="md" lineHeight="1.3">
          {title}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          {facts}
        </HStack>
      </Stack>
      <Link
        href={`${window.location.origin}${path}`}
        target="_blank"
        rel="noopener"
        fontSize="sm"
        color="emerald.fg"
        fontWeight="medium"
        whiteSpace="nowrap"
      >
        Xem trên BidaHub
        <ExternalLink size={14} aria-hidden />
      </Link>
    </HStack>
  );
}
