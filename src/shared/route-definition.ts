import type { Permission } from './permissions';

// What a route of the table is: its page, its layout, who may open it and its menu entry. Apart
// from the table so the screen routes (screen-routes.ts) and the page routes share it.

/** `screen`: a full-screen view with no site header, footer or tabs (a venue TV, an embed). */
export type RouteLayout = 'default' | 'screen';

export const MENU_GROUPS = [
  { key: 'tournaments', label: 'Giải đấu' },
  { key: 'profile', label: 'Cá nhân', permission: 'profile.all' },
  { key: 'account', label: 'Tài khoản', permission: 'profile.all' },
  { key: 'lookup', label: 'Tra cứu' },
] as const satisfies readonly { key: string; label: string; permission?: Permission }[];

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

export interface RouteDefinition {
  id: string;
  path: string;
  /** Page module under `src/client/features`: `<feature>/<name>` → `<feature>/<name>-page.tsx`. */
  page: `${string}/${string}`;
  title: string;
  /** One sentence saying what the page is for (shown under the heading). */
  description: string;
  layout: RouteLayout;
  /** Needs a signed-in user (401 → login modal) without needing a permission. */
  auth?: true;
  /** Needs this permission; visitors included, a missing one is a 403. */
  permission?: Permission;
  /** Account entry pages: a signed-in user is sent on (to `/` or the redirect target). */
  guestOnly?: true;
  /** Menu entry; the menu lists them in table order. */
  menu?: { group: MenuGroupKey; label: string };
  /**
   * The page runs Firebase phone sign-in and its reCAPTCHA, which only the Content Security
   * Policy of a document loaded at this page allows; the app opens it with a full page load.
   */
  phoneAuth?: true;
}
