import { Box, CloseButton, Link, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Drawer } from '../../components/styled-parts/drawer';
import { memo, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuSection } from '../../../shared/routes';
import { AppLink } from '../../components/app-link';
import { Logo } from '../../components/logo';
import { useShellLabels } from '../../lib/use-locale';
import { isCurrentPath } from './nav-sections';

/**
 * Keeps the page behind the open menu from scrolling. `overflow` on <html> is not inherited, so
 * the browser restyles <html> alone, not the page (zag's lock sets inherited values).
 */
function useMenuScrollLock(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const { style } = document.documentElement;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, [open]);
}

/**
 * The phone menu: the same sections in a drawer. Mounted closed once the page is idle (its
 * styles and state then exist before the first tap, which only opens it), or open on a tap
 * that came first.
 */
export default function NavDrawer({
  open,
  sections,
  close,
}: {
  open: boolean;
  sections: MenuSection[];
  close: () => void;
}) {
  const t = useShellLabels();
  useMenuScrollLock(open);

  return (
    <Drawer.Root
      open={open}
      // Rendered hidden while closed: the first open only shows what already exists.
      lazyMount={false}
      unmountOnExit={false}
      // Zag's modal mode blocks the page by `pointer-events: none` on <body>, and its scroll lock
      // writes a custom property on <html>: both inherited, so the browser restyles every element
      // of the page on open, 85–120 ms of a 4×-slowed phone's tap. The drawer keeps what modal
      // gives without them: the backdrop covers the page and closes the menu, focus stays inside,
      // the content says aria-modal, and useMenuScrollLock holds the page still.
      modal={false}
      trapFocus
      closeOnInteractOutside
      preventScroll={false}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs" aria-modal>
            <Drawer.Header>
              <Drawer.Title>
                <Logo height={28} />
                <VisuallyHidden>{t('mainMenu')}</VisuallyHidden>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body overscrollBehavior="contain">
              <MenuLinks sections={sections} close={close} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The drawer's links. Memoised: opening the drawer changes none of them, so the tap re-renders
 * the drawer's frame alone, not its twenty styled links.
 */
const MenuLinks = memo(function MenuLinks({
  sections,
  close,
}: {
  sections: MenuSection[];
  close: () => void;
}) {
  const { pathname } = useLocation();
  const t = useShellLabels();

  const entry = (path: string, label: string) => {
    const current = isCurrentPath(path, pathname);
    return (
      <Link
        key={path}
        asChild
        px="3"
        py="2"
        borderRadius="l2"
        fontWeight={current ? 'semibold' : 'normal'}
        color={current ? 'emerald.fg' : 'fg'}
        bg={current ? 'emerald.subtle' : undefined}
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <AppLink to={path} aria-current={current ? 'page' : undefined} onClick={close}>
          {label}
        </AppLink>
      </Link>
    );
  };

  return (
    <Stack as="nav" aria-label={t('mainMenu')} gap="5">
      <Stack gap="1">{entry('/', t('home'))}</Stack>
      {sections.map((section) => (
        <Box key={section.key}>
          <Text
            as="h2"
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
            px="3"
            mb="1"
          >
            {section.label}
          </Text>
          <Stack gap="0.5">{section.items.map((item) => entry(item.path, item.label))}</Stack>
        </Box>
      ))}
    </Stack>
  );
});
