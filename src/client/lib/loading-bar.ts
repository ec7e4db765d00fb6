import { browserTimers, createExternalStore, type Timers } from './external-store';

export const LOADING_BAR = {
  color: '#e11d48',
  height: 3,
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
} as const;

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  progress: number;
}

/** Eases towards 100 % without reaching it: about 70 % after one `duration`. */
export function estimatedProgress(elapsedMs: number, duration: number = LOADING_BAR.duration) {
  return Math.min(99, (200 / Math.PI) * Math.atan((elapsedMs / duration) * 2));
}

/**
 * Shown only when work lasts longer than `throttle`; on finish it fills, hides after
 * `hideDelay`, and rewinds `resetDelay` later, so a quick follow-up starts from zero.
 */
export function createLoadingBar(
  timers: Timers = browserTimers,
  now: () => number = () => performance.now(),
  options: Omit<typeof LOADING_BAR, 'color' | 'height'> = LOADING_BAR,
) {
  const state = createExternalStore<LoadingBarState>({ visible: false, progress: 0 });
  let running = false;
  let startedAt = 0;
  let throttleTimer: unknown;
  let hideTimer: unknown;
  let resetTimer: unknown;

  const clear = (handle: unknown) => {
    if (handle !== undefined) timers.clearTimeout(handle);
  };

  const show = () => {
    throttleTimer = undefined;
    startedAt = now();
    state.set({ visible: true, progress: 0 });
  };

  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      clear(hideTimer);
      clear(resetTimer);
      hideTimer = resetTimer = undefined;
      if (state.get().visible) {
        // Restarted while fading out: keep the bar, run from the beginning again.
        startedAt = now();
        state.set({ visible: true, progress: 0 });
        return;
      }
      state.set({ visible: false, progress: 0 });
      throttleTimer = timers.setTimeout(show, options.throttle);
    },
    /** Called on animation frames while visible. */
    tick() {
      const current = state.get();
      if (!running || !current.visible) return;
      state.set({
        visible: true,
        progress: estimatedProgress(now() - startedAt, options.duration),
      });
    },
    finish() {
      if (!running) return;
      running = false;
      if (throttleTimer !== undefined) {
        // Done before the throttle elapsed: never shown.
        clear(throttleTimer);
        throttleTimer = undefined;
        return;
      }
      state.set({ visible: true, progress: 100 });
      hideTimer = timers.setTimeout(() => {
        hideTimer = undefined;
        state.set({ visible: false, progress: 100 });
        resetTimer = timers.setTimeout(() => {
          resetTimer = undefined;
          state.set({ visible: false, progress: 0 });
        }, options.resetDelay);
      }, options.hideDelay);
    },
  };
}

export const loadingBar = createLoadingBar();

/** Work that is neither a tRPC call nor a route chunk (the /test page's demo run). */
export const manualLoads = createExternalStore(0);

export async function withLoadingBar<T>(work: () => Promise<T>): Promise<T> {
  manualLoads.set((n) => n + 1);
  try {
    return await work();
  } finally {
    manualLoads.set((n) => n - 1);
  }
}
