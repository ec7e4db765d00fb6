// What an embed of a tour's table shows, as its address says (/embed/tours/:id?scale=…&theme=…):
// read by the embed, written by the snippet dialog.
import { themeParam, type ColorScheme } from '../../lib/forced-color-mode';

/** The sizes the snippet dialog offers; the address takes any within the range. */
export const TOUR_EMBED_SCALES = [0.75, 1, 1.25, 1.5] as const;
const [MIN_SCALE, MAX_SCALE] = [0.5, 1.5];
/** Rows an embed shows unless its address asks for fewer (`?rows=`). */
export const TOUR_EMBED_ROWS = { default: 20, max: 100 } as const;

export interface TourEmbedView {
  scale: number;
  /** Undefined: the visitor's system decides. */
  theme: ColorScheme | undefined;
  rows: number;
}

export function readTourEmbedView(search: URLSearchParams): TourEmbedView {
  const scale = Number(search.get('scale') ?? '1');
  const rows = Number(search.get('rows') ?? TOUR_EMBED_ROWS.default);
  return {
    scale: Number.isFinite(scale) && scale >= MIN_SCALE && scale <= MAX_SCALE ? scale : 1,
    theme: themeParam(search),
    rows:
      Number.isInteger(rows) && rows >= 1 && rows <= TOUR_EMBED_ROWS.max
        ? rows
        : TOUR_EMBED_ROWS.default,
  };
}

/** The embed's address; the defaults are left out, so the common one stays short. */
export function tourEmbedPath(tourId: number, view: TourEmbedView): string {
  const search = new URLSearchParams();
  if (view.scale !== 1) search.set('scale', String(view.scale));
  if (view.theme) search.set('theme', view.theme);
  if (view.rows !== TOUR_EMBED_ROWS.default) search.set('rows', String(view.rows));
  const query = search.toString();
  return `/embed/tours/${tourId}${query ? `?${query}` : ''}`;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};
const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/** The HTML a club pastes into its website. */
export function tourEmbedSnippet(
  origin: string,
  tour: { id: number; name: string },
  view: TourEmbedView,
): string {
  const src = `${origin}${tourEmbedPath(tour.id, view)}`;
  return (
    `<iframe src="${attribute(src)}" title="${attribute(tour.name)}" ` +
    `width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}
