import { Box, CloseButton, Link, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Drawer } from '../../components/styled-parts/drawer';
import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuSection } from '../../../shared/routes';
import { AppLink } from '../../components/app-link';
import { Logo } from '../../components/logo';
import { useLightModal } from '../../lib/light-modal';
import { useShellLabels } from '../../lib/use-locale';
import { isCurrentPath } from './nav-sections';

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
  const modal = useLightModal(open);

  return (
    <Drawer.Root
      open={open}
      // Rendered hidden while closed: the first open only shows what already exists.
      lazyMount={false}
      unmountOnExit={false}
      // Modal without restyling the page on open (lib/light-modal.ts).
      {...modal.root}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs" {...modal.content}>
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
