// What an embed of a tournament shows, as its address says it (/embed/tournaments/:id?tab=…):
// read by the embed, written by the organiser's snippet dialog.
import { themeParam, type ColorScheme } from '../../lib/forced-color-mode';
import { pickParam } from '../../lib/url-values';

export const EMBED_TABS = ['bracket', 'standings'] as const;
export type EmbedTab = (typeof EMBED_TABS)[number];

export const EMBED_TAB_LABELS: Record<EmbedTab, string> = {
  bracket: 'Sơ đồ thi đấu',
  standings: 'Xếp hạng',
};

/** The sizes the snippet dialog offers; the address takes any within the range. */
export const EMBED_SCALES = [0.5, 0.75, 1, 1.25, 1.5] as const;
const [MIN_SCALE, MAX_SCALE] = [0.5, 1.5];

export interface EmbedView {
  tab: EmbedTab;
  /** Everything drawn at this size: 0.5 fits twice as much of the bracket in the frame. */
  scale: number;
  /** Undefined: the visitor's system decides. */
  theme: ColorScheme | undefined;
}

export function readEmbedView(search: URLSearchParams): EmbedView {
  const scale = Number(search.get('scale') ?? '1');
  return {
    tab: pickParam(search.get('tab'), EMBED_TABS) ?? 'bracket',
    scale: Number.isFinite(scale) && scale >= MIN_SCALE && scale <= MAX_SCALE ? scale : 1,
    theme: themeParam(search),
  };
}

/** The embed's address; the defaults are left out, so the common one stays short. */
export function embedPath(tournamentId: number, view: EmbedView): string {
  const search = new URLSearchParams();
  if (view.tab !== 'bracket') search.set('tab', view.tab);
  if (view.scale !== 1) search.set('scale', String(view.scale));
  if (view.theme) search.set('theme', view.theme);
  const query = search.toString();
  return `/embed/tournaments/${tournamentId}${query ? `?${query}` : ''}`;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};
const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/** The HTML a club pastes into its website. */
export function embedSnippet(
  origin: string,
  tournament: { id: number; name: string },
  view: EmbedView,
): string {
  const src = `${origin}${embedPath(tournament.id, view)}`;
  return (
    `<iframe src="${attribute(src)}" title="${attribute(tournament.name)}" ` +
    `width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}
