/** At most one automatic reload (new build, failed chunk) per this many ms. */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'bidahub:last-auto-reload';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads unless the last automatic reload of this tab was under 10 s ago (a broken deploy
 * must not put the page in a reload loop). Returns whether it reloaded.
 */
export function createReloadGuard(
  storage: () => KeyValueStorage | null = sessionStore,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
) {
  return {
    tryReload(): boolean {
      const store = storage();
      let last = Number.NaN;
      try {
        last = Number(store?.getItem(STORAGE_KEY));
      } catch {
        // Unreadable storage: treat as never reloaded.
      }
      const at = now();
      if (Number.isFinite(last) && at - last >= 0 && at - last < RELOAD_GUARD_MS) return false;
      try {
        store?.setItem(STORAGE_KEY, String(at));
      } catch {
        // Without storage we cannot guard; still better to reload once than stay broken.
      }
      reload();
      return true;
    },
  };
}

export const reloadGuard = createReloadGuard();

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
