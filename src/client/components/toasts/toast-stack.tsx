import { Box, Portal, Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { LAYERS } from '../../lib/layers';
import { useIdlePreload } from '../../lib/idle-preload';
import { lazyPart } from '../../lib/lazy-part';
import { PlainToast } from './plain-toast';
import { toasts } from '../../lib/toast-store';
import { useStore } from '../../lib/use-store';

// The toast itself (Chakra's Alert and its recipe) stays out of the first load; it is fetched
// once the page is idle, so that a toast still shows when the network has gone since (a scorer
// at a table told that a read failed). Offline before that, a plain toast says it meanwhile.
const { Part: ToastItem, preload: preloadToastItem } = lazyPart(
  () => import('./toast-item'),
  PlainToast,
);

/** Once the last toast has left, the layer stays 200 ms before it is removed (SPEC §9). */
const LAYER_CLEANUP_MS = 200;

export type ToastPlacement = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

/** Renders the toasts of one group (ungrouped ones when `group` is absent), 20 px from the edge. */
export function ToastStack({
  group,
  placement = 'top-right',
}: {
  group?: string;
  placement?: ToastPlacement;
}) {
  const all = useStore({ get: toasts.getSnapshot, subscribe: toasts.subscribe });
  useIdlePreload(preloadToastItem);
  const mine = all.filter((t) => t.group === group);
  const hasToasts = mine.length > 0;
  // The layer lingers briefly after the last toast leaves (adjusted during render, not in an effect).
  const [hadToasts, setHadToasts] = useState(hasToasts);
  const [lingering, setLingering] = useState(false);
  if (hadToasts !== hasToasts) {
    setHadToasts(hasToasts);
    setLingering(!hasToasts);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), LAYER_CLEANUP_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (!hasToasts && !lingering) return null;
  const [vertical, horizontal] = placement.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return (
    <Portal>
      <Box
        role="region"
        aria-label="Thông báo"
        // Live region: also exempts the toasts from a modal's aria-hidden on the rest of the page.
        aria-live="polite"
        position="fixed"
        {...{ [vertical]: '20px', [horizontal]: '20px' }}
        zIndex={LAYERS.toast}
        width="min(380px, calc(100vw - 40px))"
        pointerEvents="none"
      >
        <Stack gap="2" direction={vertical === 'top' ? 'column' : 'column-reverse'}>
          <Suspense fallback={null}>
            {mine.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </Suspense>
        </Stack>
      </Box>
    </Portal>
  );
}
