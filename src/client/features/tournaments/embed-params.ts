// What an embed of a tournament shows, as its address says it (/embed/tournaments/:id?tab=…):
// read by the embed, written by the organiser's snippet dialog.
import {
  embedAddress,
  iframeSnippet,
  readEmbedLook,
  writeEmbedLook,
  type EmbedLook,
} from '../../lib/embed-view';
import { pickParam } from '../../lib/url-values';

export const EMBED_TABS = ['bracket', 'standings'] as const;
export type EmbedTab = (typeof EMBED_TABS)[number];

export const EMBED_TAB_LABELS: Record<EmbedTab, string> = {
  bracket: 'Sơ đồ thi đấu',
  standings: 'Xếp hạng',
};

/** The sizes the snippet dialog offers; the address takes any within the range. */
export const EMBED_SCALES = [0.5, 0.75, 1, 1.25, 1.5] as const;

export interface EmbedView extends EmbedLook {
  tab: EmbedTab;
}

export function readEmbedView(search: URLSearchParams): EmbedView {
  return { tab: pickParam(search.get('tab'), EMBED_TABS) ?? 'bracket', ...readEmbedLook(search) };
}

/** The embed's address; the defaults are left out, so the common one stays short. */
export function embedPath(tournamentId: number, view: EmbedView): string {
  const search = new URLSearchParams();
  if (view.tab !== 'bracket') search.set('tab', view.tab);
  writeEmbedLook(search, view);
  return embedAddress(`/embed/tournaments/${tournamentId}`, search);
}

/** The HTML a club pastes into its website. */
export function embedSnippet(
  origin: string,
  tournament: { id: number; name: string },
  view: EmbedView,
): string {
  return iframeSnippet(`${origin}${embedPath(tournament.id, view)}`, tournament.name);
}
