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

/**
 * Paper is white: while the browser prints, the page is drawn light, so a reader in dark mode
 * gets no sheets of ink; afterwards it is as it was.
 */
export function printInLight(win: Window = window): () => void {
  const root = win.document.documentElement;
  let wasDark = false;
  const before = () => {
    wasDark = root.classList.contains('dark');
    if (wasDark) applyColorScheme(root, false);
  };
  const after = () => {
    if (wasDark) applyColorScheme(root, true);
  };
  win.addEventListener('beforeprint', before);
  win.addEventListener('afterprint', after);
  return () => {
    win.removeEventListener('beforeprint', before);
    win.removeEventListener('afterprint', after);
  };
}
