import { Box } from '@chakra-ui/react';
import { useIsFetching, useIsMutating, type QueryFilters } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LAYERS } from '../lib/layers';
import { chunkLoads } from '../lib/chunk-loads';
import { LOADING_BAR, loadingBar, manualLoads } from '../lib/loading-bar';
import { useStore } from '../lib/use-store';

/**
 * The reads a reader waits for: a page's first, another page of a list. Not a refetch of what is
 * already on screen (a live update, a refocus): on a venue's TV or a live match the bar flashed at
 * every score.
 */
const AWAITED_READS: QueryFilters = { predicate: (query) => query.state.data === undefined };

/** Runs while a route chunk downloads, a change is sent, or an awaited read is in flight. */
function useLoadingActivity(): boolean {
  const fetching = useIsFetching(AWAITED_READS);
  const mutating = useIsMutating();
  const chunks = useStore(chunkLoads);
  const manual = useStore(manualLoads);
  return fetching + mutating + chunks + manual > 0;
}

export default function LoadingBar() {
  const active = useLoadingActivity();
  const state = useStore({ get: loadingBar.getSnapshot, subscribe: loadingBar.subscribe });

  useEffect(() => {
    if (active) loadingBar.start();
    else loadingBar.finish();
  }, [active]);

  useEffect(() => {
    if (!state.visible) return;
    let frame = requestAnimationFrame(function step() {
      loadingBar.tick();
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [state.visible]);

  return (
    <Box
      role="progressbar"
      aria-label="Đang tải"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      aria-hidden={!state.visible}
      position="fixed"
      top="0"
      left="0"
      height={`${LOADING_BAR.height}px`}
      // A plain style: as a style prop, each width the bar passes through became a CSS rule of
      // its own, kept for the page's life (a venue's TV refetches all day long).
      style={{ width: `${state.progress}%` }}
      bg={LOADING_BAR.color}
      zIndex={LAYERS.toast + 1}
      pointerEvents="none"
      opacity={state.visible ? 1 : 0}
      visibility={state.visible ? 'visible' : 'hidden'}
      transition={
        state.visible
          ? 'width 0.1s linear, opacity 0.4s'
          : `width 0.1s linear, opacity 0.4s, visibility 0s linear 0.4s`
      }
    />
  );
}
