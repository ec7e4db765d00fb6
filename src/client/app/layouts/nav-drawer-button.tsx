import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { MenuSection } from '../../../shared/routes';
import { useShellLabels } from '../../lib/use-locale';
import { lazyPart } from '../../lib/lazy-part';

const { Part: NavDrawer } = lazyPart(() => import('./nav-drawer'));

/** The phone menu button; the drawer itself loads on first use. */
export function NavDrawerButton({ sections }: { sections: MenuSection[] }) {
  const [open, setOpen] = useState(false);
  const t = useShellLabels();
  return (
    <>
      <IconButton
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <NavDrawer sections={sections} close={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
