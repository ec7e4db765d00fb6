import { useEffect } from 'react';
import { applyColorScheme, DARK_QUERY } from './color-mode';

export type ColorScheme = 'light' | 'dark';

/** A full-screen view's `?theme=light|dark` (index.html reads it too, before the first paint). */
export function themeParam(search: URLSearchParams): ColorScheme | undefined {
  const theme = search.get('theme');
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

/**
 * Holds the page in one colour scheme while it is shown (a venue's TV is dark; an embed may match
 * the site around it), then hands back to the system's. Undefined: the system's.
 */
export function useForcedColorScheme(scheme: ColorScheme | undefined): void {
  useEffect(() => {
    if (!scheme) return;
    const root = document.documentElement;
    const media = window.matchMedia(DARK_QUERY);
    const hold = () => applyColorScheme(root, scheme === 'dark');
    hold();
    // On a change the system's is applied first (followSystemColorScheme's list is older), then ours.
    media.addEventListener('change', hold);
    return () => {
      media.removeEventListener('change', hold);
      applyColorScheme(root, media.matches);
    };
  }, [scheme]);
}
