// The frame of a venue's TV (a tournament's, a club's, a tour's): its header (the BidaHub mark,
// what is shown, the time), its panels, the QR code a phone opens it with, and its full-screen
// messages. The screen itself is lib/tv-screen.ts.
import {
  Box,
  Center,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  type StackProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { formatTime } from '../lib/format';
import { lazyPart } from '../lib/lazy-part';
import { useClock } from '../lib/tv-screen';
import { Logo } from './logo';

// The QR code library loads with the TV only (as the top-up's and check-in's do).
const { Part: QRCodeSVG } = lazyPart(() =>
  import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })),
);

/**
 * One line cut short on a TV, whose layout is drawn for a landscape screen; on a phone opening
 * the same link the text wraps instead, so a title is read whole rather than as "G…".
 */
export const ONE_LINE_ON_TV: SystemStyleObject = {
  overflowWrap: 'anywhere',
  whiteSpace: { lg: 'nowrap' },
  overflow: { lg: 'hidden' },
  textOverflow: { lg: 'ellipsis' },
};

export function TvHeader({
  eyebrow,
  title,
  facts,
}: {
  /** Above the title: the club, on a club's TV. */
  eyebrow?: ReactNode;
  title: string;
  facts?: ReactNode;
}) {
  return (
    // A TV's one row (mark, title, clock); a phone's narrow screen puts the title under the other two.
    <Grid
      as="header"
      templateColumns={{ base: 'minmax(0, 1fr) auto', lg: 'auto minmax(0, 1fr) auto' }}
      templateAreas={{ base: '"logo clock" "title title"', lg: '"logo title clock"' }}
      alignItems="center"
      columnGap={{ base: '4', lg: '5' }}
      rowGap="3"
    >
      <Box gridArea="logo">
        <Logo height={40} />
      </Box>
      <Stack gridArea="title" gap="0.5" minW="0">
        {eyebrow ? (
          <Text fontSize="md" color="fg.muted" css={ONE_LINE_ON_TV}>
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" fontSize="3xl" lineHeight="1.15" css={ONE_LINE_ON_TV}>
          {title}
        </Heading>
        {facts ? (
          <HStack
            gap="3"
            rowGap="1"
            fontSize="md"
            color="fg.muted"
            minW="0"
            flexWrap={{ base: 'wrap', lg: 'nowrap' }}
          >
            {facts}
          </HStack>
        ) : null}
      </Stack>
      <Box gridArea="clock" justifySelf="end">
        <TvClock />
      </Box>
    </Grid>
  );
}

/** A leaf of its own: its minute ticks re-render nothing else. */
function TvClock() {
  const now = useClock();
  return (
    <Text
      fontSize="4xl"
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      aria-label="Giờ hiện tại"
      flexShrink={0}
    >
      {formatTime(now.toISOString())}
    </Text>
  );
}

export function TvPanel({
  title,
  children,
  ...layout
}: { title: ReactNode; children: ReactNode } & Pick<
  StackProps,
  'flex' | 'flexShrink' | 'overflow'
>) {
  return (
    <Stack as="section" gap="2" minH="0" minW="0" {...layout}>
      <Heading
        as="h2"
        fontSize="lg"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
        css={ONE_LINE_ON_TV}
        flexShrink={0}
      >
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The QR code of `path` on this server, with the address written under it. */
export function TvQr({
  path,
  caption,
  width = '7rem',
}: {
  path: string;
  caption: string;
  width?: string;
}) {
  const url = `${window.location.origin}${path}`;
  return (
    <HStack gap="4" align="center" data-testid="tv-qr">
      <Box bg="white" p="2" borderRadius="l2" lineHeight="0" w={width} flexShrink={0}>
        <Suspense fallback={<Box aspectRatio="1" />}>
          <QRCodeSVG
            value={url}
            size={256}
            role="img"
            aria-label={`Mã QR: ${url}`}
            style={{ width: '100%', height: 'auto' }}
          />
        </Suspense>
      </Box>
      <Stack gap="1" minW="0">
        <Text fontSize="md" fontWeight="semibold">
          {caption}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {url.replace(/^https?:\/\//, '')}
        </Text>
      </Stack>
    </HStack>
  );
}

/** A whole screen saying one thing (not started yet, nothing running), with its QR code. */
export function TvMessage({
  header,
  title,
  detail,
  qr,
}: {
  header: ReactNode;
  title: string;
  detail?: ReactNode;
  qr?: ReactNode;
}) {
  return (
    <Stack minH="100dvh" p={{ base: '4', lg: '6' }} gap="6">
      {header}
      <Center flex="1">
        <Stack gap="6" align="center" textAlign="center" maxW="48rem">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.2">
            {title}
          </Text>
          {detail ? (
            <Text fontSize="xl" color="fg.muted">
              {detail}
            </Text>
          ) : null}
          {qr}
        </Stack>
      </Center>
    </Stack>
  );
}
