import { pathMatches } from '../../../shared/route-match';
import { menuFor, type MenuSection, type RouteUser } from '../../../shared/routes';
import { groupLabel, routeLabel, type Locale } from '../../lib/i18n';

/** The menu for this user, labelled in the current language. */
export function localizedMenu(user: RouteUser | null | undefined, locale: Locale): MenuSection[] {
  return menuFor(user).map((section) => ({
    ...section,
    label: groupLabel(locale, section.key, section.label),
    items: section.items.map((item) => ({
      ...item,
      label: routeLabel(locale, item.routeId, item.label),
    })),
  }));
}

export const isCurrentPath = (path: string, pathname: string) =>
  pathMatches(path, pathname, { end: true });

export const isWithinPath = (path: string, pathname: string) =>
  path !== '/' && pathMatches(path, pathname, { end: false });

// Made once, on first use (see onFirstUse in lib/format.ts, which the first load leaves out).
let coinFormat: Intl.NumberFormat | undefined;
export const formatCoin = (coin: number) =>
  (coinFormat ??= new Intl.NumberFormat('vi-VN')).format(coin);
