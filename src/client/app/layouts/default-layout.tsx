import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth';
import { useShellLabels } from '../../lib/use-locale';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { lazyPart } from '../../lib/lazy-part';

// Signed-in players only: visitors' phones never load it.
const { Part: NoticeHost } = lazyPart(() => import('../../features/notifications/notice-host'));

/**
 * The default layout: header (menu, coin balance, user menu), the page, footer, and for a
 * signed-in player the "you're up" banner.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const t = useShellLabels();
  const { user } = useAuth();
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="-10000px"
        _focus={{ left: '4', top: '2', zIndex: 'max', bg: 'bg', p: '2', borderRadius: 'l2' }}
      >
        <a href="#main">{t('skipToContent')}</a>
      </Box>
      <SiteHeader />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing, then jumping down when the content arrives (a layout shift). */}
      <Container
        as="main"
        id="main"
        maxW="6xl"
        flex="1"
        minH="100dvh"
        py={{ base: '6', md: '10' }}
        px="4"
      >
        {children}
      </Container>
      <SiteFooter />
      {user ? (
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
      ) : null}
    </Flex>
  );
}
