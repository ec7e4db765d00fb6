import { Box, Button, Container, HStack, Link, Spacer } from '@chakra-ui/react';
import { Coins } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth';
import { useLocale, useShellLabels } from '../../lib/use-locale';
import { DesktopNav } from './desktop-nav';
import { NavDrawerButton } from './nav-drawer-button';
import { formatCoin, localizedMenu } from './nav-sections';
import { UserMenu } from './user-menu';

function loginHref(pathname: string, search: string): string {
  const here = pathname + search;
  return pathname === '/' || pathname === '/login'
    ? '/login'
    : `/login?redirect=${encodeURIComponent(here)}`;
}

export function SiteHeader() {
  const { user, coin } = useAuth();
  const locale = useLocale();
  const t = useShellLabels();
  const { pathname, search } = useLocation();
  const sections = localizedMenu(user, locale);

  return (
    <Box
      as="header"
      data-print-hide
      position="sticky"
      top="0"
      zIndex="docked"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl" px={{ base: '2', md: '4' }}>
        <HStack h="14" gap={{ base: '1', md: '3' }}>
          <NavDrawerButton sections={sections} />
          {/* Its name begins with what it shows, the wordmark (label-in-name: see logo.tsx). */}
          <AppLink to="/" aria-label={`BidaHub – ${t('home')}`}>
            <Logo height={30} />
          </AppLink>
          <DesktopNav sections={sections} label={t('mainMenu')} />
          <Spacer />
          {user ? (
            <>
              <Link
                asChild
                px="2.5"
                py="1"
                minH={{ base: '11', lg: '8' }}
                borderRadius="full"
                bg="emerald.subtle"
                color="emerald.fg"
                fontWeight="semibold"
                fontSize="sm"
                whiteSpace="nowrap"
                _hover={{ textDecoration: 'none', bg: 'emerald.muted' }}
              >
                <AppLink
                  to="/payment"
                  aria-label={`${t('coinBalance')}: ${formatCoin(coin)} ${t('coinUnit')}`}
                >
                  <Coins size={16} aria-hidden />
                  {formatCoin(coin)} {t('coinUnit')}
                </AppLink>
              </Link>
              <UserMenu user={user} />
            </>
          ) : user === null ? (
            <Button asChild size="sm" minH={{ base: '11', lg: '9' }} colorPalette="emerald">
              <AppLink to={loginHref(pathname, search)}>{t('login')}</AppLink>
            </Button>
          ) : null}
        </HStack>
      </Container>
    </Box>
  );
}
