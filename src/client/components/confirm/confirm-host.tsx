import { Suspense, useEffect } from 'react';
import { confirmations } from '../../lib/confirm-store';
import { useStore } from '../../lib/use-store';
import { useIdlePreload } from '../../lib/idle-preload';
import { lazyPart } from '../../lib/lazy-part';

const { Part: ConfirmDialog, preload } = lazyPart(() => import('./confirm-dialog'));

/** Shows the head of its group's confirmation queue (ungrouped requests without `group`). */
export function ConfirmHost({ group }: { group?: string }) {
  const queue = useStore({ get: confirmations.getSnapshot, subscribe: confirmations.subscribe });
  // A join, a start or a deciding rack asks first: the question shows on the tap.
  useIdlePreload(preload);
  const head = queue.find((pending) => pending.request.group === group)?.request;
  if (!head) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={head.id} request={head} />
    </Suspense>
  );
}

/**
 * For a screen whose first tap asks a question (a join, a match's start): fetches the dialog's
 * code as soon as the screen shows, not when the browser next idles. On a phone at CPU 4× the
 * idle moment came after a player's first tap, which then waited for the download over 4G.
 */
export function useConfirmAhead(when = true): void {
  useEffect(() => {
    if (when) void preload().catch(() => undefined);
  }, [when]);
}
