import { hasPermission } from './permissions';
import {
  APP_ROUTES,
  MENU_GROUPS,
  type AppRoute,
  type MenuGroupKey,
  type RouteDefinition,
  type RouteId,
} from './route-table';

// What the route table (route-table.ts) answers: which page a path is, who may open it, the
// menu a user sees, and where a sign-in may send them back to.
export * from './route-table';

/** Whether a document loaded at `pathname` gets the phone sign-in Content Security Policy. */
export function isPhoneAuthPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTES.some((route) => route.phoneAuth && route.path === path);
}

export function routeById(id: RouteId): AppRoute {
  const route = APP_ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

export interface RouteUser {
  permissions: readonly string[];
}

export type RouteAccess =
  | { kind: 'allow' }
  | { kind: 'forbidden' }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const POSITIVE_ID = /^[1-9]\d{0,15}$/;

/**
 * The guard. `user` is undefined while the session is still being fetched (then only routes
 * that do not depend on it are decided), null for a visitor.
 */
export function routeAccess(
  route: RouteDefinition,
  user: RouteUser | null | undefined,
  params: Readonly<Record<string, string | undefined>> = {},
  redirectTarget = '/',
): RouteAccess | { kind: 'pending' } {
  if (Object.values(params).some((value) => value !== undefined && !POSITIVE_ID.test(value))) {
    return { kind: 'not-found' };
  }
  const dependsOnUser = Boolean(route.permission || route.auth || route.guestOnly);
  if (!dependsOnUser) return { kind: 'allow' };
  if (user === undefined) return { kind: 'pending' };
  if (route.guestOnly) return user ? { kind: 'redirect', to: redirectTarget } : { kind: 'allow' };
  if (route.permission && !hasPermission(user, route.permission)) return { kind: 'forbidden' };
  if (route.auth && !user) return { kind: 'login' };
  return { kind: 'allow' };
}

interface MenuEntry {
  routeId: RouteId;
  path: string;
  label: string;
}

export interface MenuSection {
  key: MenuGroupKey;
  label: string;
  items: MenuEntry[];
}

/** The menu a user sees: groups and entries they may open, in table order; empty groups dropped. */
export function menuFor(user: RouteUser | null | undefined): MenuSection[] {
  const current = user ?? null;
  return MENU_GROUPS.flatMap((group): MenuSection[] => {
    if ('permission' in group && !hasPermission(current, group.permission)) return [];
    const items = APP_ROUTES.flatMap((route): MenuEntry[] => {
      if (!route.menu || route.menu.group !== group.key) return [];
      if (routeAccess(route, current).kind !== 'allow') return [];
      return [{ routeId: route.id, path: route.path, label: route.menu.label }];
    });
    return items.length > 0 ? [{ key: group.key, label: group.label, items }] : [];
  });
}

/**
 * Where to go after signing in: a same-site path from `?redirect=` (or router state), never an
 * account entry page or another origin.
 */
export function safeRedirect(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return fallback;
  }
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  const guestOnly = APP_ROUTES.some((r) => r.guestOnly && r.path === pathname);
  return guestOnly ? fallback : candidate;
}
