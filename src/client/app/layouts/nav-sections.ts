import { matchPath } from 'react-router-dom';
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
  matchPath({ path, end: true }, pathname) !== null;

export const isWithinPath = (path: string, pathname: string) =>
  path !== '/' && matchPath({ path, end: false }, pathname) !== null;

export const formatCoin = (coin: number) => new Intl.NumberFormat('vi-VN').format(coin);
