// What every embed (/embed/…) takes from its address, whatever it shows: its size and colours
// (`?scale=…&theme=…`), and the <iframe> snippet a club pastes into its website for it. Each
// feature's embed adds its own parameters (embed-params.ts, tour-embed-params.ts).
import { themeParam, type ColorScheme } from './forced-color-mode';

const [MIN_SCALE, MAX_SCALE] = [0.5, 1.5];

export interface EmbedLook {
  /** Everything drawn at this size: 0.5 fits twice as much in the frame. */
  scale: number;
  /** Undefined: the visitor's system decides. */
  theme: ColorScheme | undefined;
}

/** The snippet dialog's colour choices; '' stands for the visitor's own. */
export const EMBED_THEMES = [
  { value: '', label: 'Theo thiết bị người xem' },
  { value: 'light', label: 'Sáng' },
  { value: 'dark', label: 'Tối' },
] as const satisfies readonly { value: ColorScheme | ''; label: string }[];

/** The size and colours an embed's address asks for; a size out of range is the default. */
export function readEmbedLook(search: URLSearchParams): EmbedLook {
  const scale = Number(search.get('scale') ?? '1');
  return {
    scale: Number.isFinite(scale) && scale >= MIN_SCALE && scale <= MAX_SCALE ? scale : 1,
    theme: themeParam(search),
  };
}

/** Adds the size and colours to an embed's address, leaving the defaults out. */
export function writeEmbedLook(search: URLSearchParams, look: EmbedLook): void {
  if (look.scale !== 1) search.set('scale', String(look.scale));
  if (look.theme) search.set('theme', look.theme);
}

/** `path` with its query, if it has one. */
export function embedAddress(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};
const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/** The HTML a club pastes into its website: an <iframe> of `src`, titled `title`. */
export function iframeSnippet(src: string, title: string): string {
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" ` +
    `width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}
