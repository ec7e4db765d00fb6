import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { startTransition, Suspense, useCallback, useState } from 'react';
import type { MenuSection } from '../../../shared/routes';
import { useShellLabels } from '../../lib/use-locale';
import { useIdlePreload } from '../../lib/idle-preload';
import { lazyPart } from '../../lib/lazy-part';

const { Part: NavDrawer, preload } = lazyPart(() => import('./nav-drawer'));
/** Narrow screens, where this button is the menu (Chakra's `lg` breakpoint and up shows the bar). */
const NARROW = '(max-width: 63.99rem)';

/** The phone menu button; the drawer comes once the page is idle, or on the first tap. */
export function NavDrawerButton({ sections }: { sections: MenuSection[] }) {
  const [open, setOpen] = useState(false);
  const [warm, setWarm] = useState(false);
  const t = useShellLabels();
  // A transition: mounting the closed drawer (its styles, its links) is drawn in slices, so a
  // tap that comes meanwhile is answered between them instead of waiting for all of it.
  const mountClosed = useCallback(
    () => preload().then(() => startTransition(() => setWarm(true))),
    [],
  );
  const close = useCallback(() => setOpen(false), []);
  useIdlePreload(mountClosed, window.matchMedia(NARROW).matches);
  return (
    <>
      <IconButton
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        // A thumb's target on a phone (44 px), the bar's compact size where a mouse points.
        minW="11"
        minH="11"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      {open || warm ? (
        <Suspense fallback={null}>
          <NavDrawer open={open} sections={sections} close={close} />
        </Suspense>
      ) : null}
    </>
  );
}
