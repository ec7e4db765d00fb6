import { Button, HStack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { MenuSection } from '../../../shared/routes';
import { DeferredMenu, preloadHeaderMenus, SectionMenuPart } from './deferred-menu';
import { isWithinPath } from './nav-sections';
import { useIdlePreload } from '../../lib/idle-preload';

const SectionMenu = SectionMenuPart.Part;

/** Wide screens show the menu in this bar; it is there, so its dropdowns load once the page is idle. */
const WIDE = '(min-width: 64rem)';

export function DesktopNav({ sections, label }: { sections: MenuSection[]; label: string }) {
  const { pathname } = useLocation();

  useIdlePreload(preloadHeaderMenus, window.matchMedia(WIDE).matches);

  return (
    <HStack as="nav" aria-label={label} gap="1" display={{ base: 'none', lg: 'flex' }}>
      {sections.map((section) => {
        const active = section.items.some((item) => isWithinPath(item.path, pathname));
        const trigger = (
          <Button
            variant={active ? 'subtle' : 'ghost'}
            colorPalette={active ? 'emerald' : 'gray'}
            size="sm"
            data-active={active ? '' : undefined}
          >
            {section.label}
            <ChevronDown aria-hidden />
          </Button>
        );
        return (
          <DeferredMenu key={section.key} trigger={trigger}>
            <SectionMenu section={section} pathname={pathname} trigger={trigger} />
          </DeferredMenu>
        );
      })}
    </HStack>
  );
}
