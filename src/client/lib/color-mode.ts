export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The `dark` class on <html> is what Chakra's `_dark` keys on. */
export function applyColorScheme(root: HTMLElement, dark: boolean): void {
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Dark mode follows the system. */
export function followSystemColorScheme(win: Window = window): () => void {
  const media = win.matchMedia(DARK_QUERY);
  const apply = () => applyColorScheme(win.document.documentElement, media.matches);
  apply();
  media.addEventListener('change', apply);
  return () => media.removeEventListener('change', apply);
}
