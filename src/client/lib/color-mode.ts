const QUERY = '(prefers-color-scheme: dark)';

/** Dark mode follows the system: the `dark` class on <html> is what Chakra's `_dark` keys on. */
export function followSystemColorScheme(win: Window = window): () => void {
  const media = win.matchMedia(QUERY);
  const apply = () => {
    const root = win.document.documentElement;
    root.classList.toggle('dark', media.matches);
    root.classList.toggle('light', !media.matches);
    root.style.colorScheme = media.matches ? 'dark' : 'light';
  };
  apply();
  media.addEventListener('change', apply);
  return () => media.removeEventListener('change', apply);
}
