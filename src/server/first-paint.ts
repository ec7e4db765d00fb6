// The first screen's text in the HTML document itself: the header bar, then the page's title
// and lead line (a tournament's name and venue, a match's players and score), styled like the
// app renders them. A phone on mobile data paints it as soon as the document arrives, seconds
// before the JavaScript has run; React then replaces it (no node survives, so nothing shifts).
import type { PageNotice } from '../shared/page-notice';
import { matchRoute } from '../shared/route-match';
import type { AppRoute, RouteLayout } from '../shared/routes';
import { actionDialogHtml, actionHtml, type FirstAction } from './first-paint-actions';
import { sectionsHtml, type FirstSection } from './first-sections';
import type { SeasonTexts } from './season-texts';

/** Where the document template takes the first screen (index.html, inside #root). */
export const FIRST_PAINT_SLOT = '<!--first-paint-->';
/** Where it takes the first screen's question dialog (index.html, after #root). */
export const FIRST_PAINT_DIALOG_SLOT = '<!--first-paint-dialog-->';

export interface FirstScreen {
  /** `hero`: the home page's banner; `page`: a page header. */
  kind: 'hero' | 'page';
  title: string;
  lead?: string;
  /**
   * The organiser's description under the lead, as the app first shows it (its plain text, line
   * breaks kept, until the markdown renderer has come): the page's largest text, which must
   * paint with the document rather than when the app renders it.
   */
  description?: string;
  /** A link back above the title (entity pages), e.g. to the list. */
  back?: { href: string; label: string };
  /**
   * What a link preview says, where the page's heading alone says too little outside the site
   * (a match's "Tứ kết · Trận 12" without its players or event); else the title and lead.
   */
  share?: { title: string; lead: string };
  /** The tournament, match or player the page shows (its share picture is theirs). */
  entity?: { kind: keyof EntityTexts; id: number };
  /** The page's main action for the request's user, working before the app has come. */
  action?: FirstAction;
  /** What the page shows under its header first: a season's table, this week's matches. */
  sections?: FirstSection[];
}

export type EntityScreen = Omit<FirstScreen, 'kind' | 'entity'>;

/** First screens of the entities a shared link usually opens; each may fail or time out. */
export interface EntityTexts {
  tournament(id: number): Promise<EntityScreen>;
  match(id: number): Promise<EntityScreen>;
  player(id: number): Promise<EntityScreen>;
}

/**
 * The texts of every first screen read from the data: the entities', the season's pages, and
 * two players' meeting.
 */
export interface FirstScreenTexts extends EntityTexts, SeasonTexts {
  versus(id: number, opponent: number): Promise<EntityScreen>;
  /** The handicap page's first section: the ranks, under the route's own header. */
  playing(): Promise<Pick<EntityScreen, 'sections'>>;
}

export const HOME: FirstScreen = {
  kind: 'hero',
  title: 'BidaHub – cộng đồng bida Việt Nam',
  lead: 'Tìm và tham gia giải đấu, theo dõi trận đấu trực tiếp, tra cứu cơ thủ, bảng hạng và luật chấp.',
};

// The routes showing one entity, under the header its frame draws (tournament, match, player).
const ENTITIES: Partial<Record<AppRoute['id'], keyof EntityTexts>> = {
  tournamentDetail: 'tournament',
  tournamentDesc: 'tournament',
  tournamentPlayers: 'tournament',
  tournamentRanking: 'tournament',
  matchDetail: 'match',
  playerDetail: 'player',
  playerAchievements: 'player',
  playerMatchHistories: 'player',
};

// The season's pages, drawn with their tables (season-texts.ts); they have no share picture.
const SEASON_PAGES: Partial<Record<AppRoute['id'], keyof SeasonTexts>> = {
  tourDetail: 'tour',
  leagueDetail: 'league',
  leagueTeam: 'team',
  teamMatch: 'teamMatch',
};

/**
 * The first screen of `pathname`: fixed texts from the route table, or an entity's, looked up
 * within `budgetMs` (a slow upstream must not hold the document back: the route's own title
 * stands in). Null for an unknown path, the error pages and the full-screen views.
 */
export async function firstScreen(
  pathname: string,
  texts: FirstScreenTexts,
  budgetMs: number,
): Promise<FirstScreen | null> {
  const match = matchRoute(pathname);
  if (!match || match.route.layout !== 'default') return null;
  const { route, params } = match;
  if (route.id === 'home') return HOME;
  const generic: FirstScreen = { kind: 'page', title: route.title, lead: route.description };
  if (route.id === 'playing') {
    const found = await withinBudget(texts.playing(), budgetMs);
    return found ? { ...generic, ...found } : generic;
  }
  if (route.id === 'playerVersus') {
    const [id, opponent] = [entityIdOf(params.id), entityIdOf(params.opponent)];
    if (id === null || opponent === null) return generic;
    const found = await withinBudget(texts.versus(id, opponent), budgetMs);
    return found ? { kind: 'page', ...found } : generic;
  }
  const season = SEASON_PAGES[route.id];
  if (season) {
    const id = entityIdOf(params.id);
    const found = id === null ? null : await withinBudget(texts[season](id), budgetMs);
    return found ? { kind: 'page', ...found } : generic;
  }
  const kind = ENTITIES[route.id];
  const id = entityIdOf(params.id);
  if (!kind || id === null) return generic;
  const entity = { kind, id };
  const found = await withinBudget(texts[kind](id), budgetMs);
  if (!found) return { ...generic, entity };
  // An event's description is the first screen of its "Giới thiệu" tab only; a player's bio
  // stands under their name on each of their pages.
  const { description, ...screen } = found;
  const described = route.id === 'tournamentDesc' || kind === 'player';
  return described && description
    ? { kind: 'page', ...screen, description, entity }
    : { kind: 'page', ...screen, entity };
}

/** An entity's id as an address writes it (1 to 999,999,999), or null for anything else. */
export function entityIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** The entity id a file name carries (`12.ics` with `.ics`), or null. */
export const entityIdOfFile = (file: string, extension: string): number | null =>
  file.endsWith(extension) ? entityIdOf(file.slice(0, -extension.length)) : null;

/** `work`'s answer, or null when it fails or takes longer than `ms`. */
export async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// The mark and wordmark of components/logo.tsx, 30 px high as in the header: the ball's 8 is
// drawn, so the logo's only text is its name.
const LOGO =
  '<svg viewBox="0 0 168 40" width="126" height="30" role="img" aria-label="BidaHub">' +
  '<circle cx="20" cy="20" r="18" fill="#111827" stroke="#059669" stroke-width="2.5"/>' +
  '<circle cx="20" cy="20" r="8.5" fill="#fff"/>' +
  '<g fill="none" stroke="#111827" stroke-width="1.5"><ellipse cx="20" cy="17.6" rx="1.9" ry="1.75"/>' +
  '<ellipse cx="20" cy="21.55" rx="2.3" ry="2.05"/></g>' +
  '<text x="46" y="28" fill="currentColor" style="font:800 25px system-ui,-apple-system,\'Segoe UI\',Roboto,sans-serif;letter-spacing:-0.5px">' +
  'Bida<tspan fill="#059669">Hub</tspan></text></svg>';

/**
 * The markup of a first screen (classes styled by index.html's `fp-` rules). A full-screen view
 * (a TV, an embed) has no site header to paint ahead: nothing.
 */
export function firstPaintHtml(
  screen: FirstScreen | null,
  layout?: RouteLayout,
  notice?: PageNotice | null,
): string {
  if (layout === 'screen') return '';
  const header = `<header class="fp-header"><div class="fp-bar"><span class="fp-menu"></span>${LOGO}</div></header>`;
  if (!screen) return `<div class="fp">${header}</div>`;
  const back = screen.back
    ? `<a class="fp-back" href="${escapeHtml(screen.back.href)}">← ${escapeHtml(screen.back.label)}</a>`
    : '';
  const lead = screen.lead ? `<p class="fp-lead">${escapeHtml(screen.lead)}</p>` : '';
  const description = screen.description
    ? `<p class="fp-desc">${escapeHtml(firstLines(screen.description))}</p>`
    : '';
  // The outcome of the form this page's document posted, said where the eye lands.
  const told = notice
    ? `<p class="fp-notice fp-notice-${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>`
    : '';
  const action = screen.action ? actionHtml(screen.action, escapeHtml) : '';
  const sections = screen.sections ? sectionsHtml(screen.sections, escapeHtml) : '';
  const body = `${told}${back}<h1 class="fp-title">${escapeHtml(screen.title)}</h1>${lead}${description}${action}${sections}`;
  const main =
    screen.kind === 'hero'
      ? `<main class="fp-main"><div class="fp-hero">${body}</div></main>`
      : `<main class="fp-main">${body}</main>`;
  // Busy while the app is on its way, unless it holds a control that already works.
  const busy = screen.action ? '' : ' aria-busy="true"';
  return `<div class="fp"${busy}>${header}${main}</div>`;
}

/** A description's beginning: a first screen holds what a phone shows, not 20,000 characters. */
const DESCRIPTION_CHARS = 1500;
function firstLines(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.lastIndexOf('\n', DESCRIPTION_CHARS);
  return `${text.slice(0, cut > 0 ? cut : DESCRIPTION_CHARS).trimEnd()}…`;
}

/** The first screen's question dialog, outside #root; '' when its action asks nothing. */
export const firstPaintDialogHtml = (screen: FirstScreen | null): string =>
  actionDialogHtml(screen?.action, escapeHtml);
