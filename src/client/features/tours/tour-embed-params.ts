// What an embed of a tour's table shows, as its address says (/embed/tours/:id?scale=…&theme=…):
// read by the embed, written by the snippet dialog.
import {
  embedAddress,
  iframeSnippet,
  readEmbedLook,
  writeEmbedLook,
  type EmbedLook,
} from '../../lib/embed-view';

/** The sizes the snippet dialog offers; the address takes any within the range. */
export const TOUR_EMBED_SCALES = [0.75, 1, 1.25, 1.5] as const;
/** Rows an embed shows unless its address asks for fewer (`?rows=`). */
export const TOUR_EMBED_ROWS = { default: 20, max: 100 } as const;

export interface TourEmbedView extends EmbedLook {
  rows: number;
}

export function readTourEmbedView(search: URLSearchParams): TourEmbedView {
  const rows = Number(search.get('rows') ?? TOUR_EMBED_ROWS.default);
  return {
    ...readEmbedLook(search),
    rows:
      Number.isInteger(rows) && rows >= 1 && rows <= TOUR_EMBED_ROWS.max
        ? rows
        : TOUR_EMBED_ROWS.default,
  };
}

/** The embed's address; the defaults are left out, so the common one stays short. */
export function tourEmbedPath(tourId: number, view: TourEmbedView): string {
  const search = new URLSearchParams();
  writeEmbedLook(search, view);
  if (view.rows !== TOUR_EMBED_ROWS.default) search.set('rows', String(view.rows));
  return embedAddress(`/embed/tours/${tourId}`, search);
}

/** The HTML a club pastes into its website. */
export function tourEmbedSnippet(
  origin: string,
  tour: { id: number; name: string },
  view: TourEmbedView,
): string {
  return iframeSnippet(`${origin}${tourEmbedPath(tour.id, view)}`, tour.name);
}
