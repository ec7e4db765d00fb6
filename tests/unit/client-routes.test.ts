import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { EXPECTED_MENUS } from '../support/menus';
import {
  APP_ROUTES,
  MENU_GROUPS,
  menuFor,
  routeAccess,
  safeRedirect,
  type AppRoute,
} from '../../src/shared/routes';

/** SPEC §2, written as there (`{id}` placeholders). */
const SPEC_PATHS = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/403',
  '/404',
  '/i18n',
  '/server',
  '/test',
  '/matches/{id}',
  '/matches/joined',
  '/payment',
  '/payment/histories',
  '/payment/payment-methods',
  '/players',
  '/players/{id}/achievements',
  '/players/{id}/match-histories',
  '/playing',
  '/profile',
  '/profile/achievements',
  '/profile/histories',
  '/profile/change-password',
  '/stores',
  '/tournaments',
  '/tournaments/create',
  '/tournaments/joined',
  '/tournaments/managing',
  '/tournaments/{id}',
  '/tournaments/{id}/desc',
  '/tournaments/{id}/players',
  '/tournaments/{id}/ranking',
  '/tournaments/{id}/update',
];

/** Pages the issues add beyond SPEC §2. */
const EXTRA_PATHS = [
  // issue 6: the player page the player routes hang from
  '/players/{id}',
  // issue 7: the operator's review of withdrawals and bank transfers
  '/payment/operator',
  // issue 19: check-in at the venue
  '/tournaments/{id}/check-in',
  // issue 19: the table board
  '/tournaments/{id}/board',
  // issue 21: the venue's TV, the embed other sites frame and a stream's overlays
  '/tv/tournaments/{id}',
  '/tv/clubs/{id}',
  '/embed/tournaments/{id}',
  '/overlay/matches/{id}',
  '/overlay/stores/{id}/tables/{table}',
  // issue 41: two players' head-to-head
  '/players/{id}/vs/{opponent}',
  // issue 42: ranking tours, their TV and embed
  '/tours',
  '/tours/new',
  '/tours/{id}',
  '/tours/{id}/edit',
  '/tv/tours/{id}',
  '/embed/tours/{id}',
  // issue 42: team leagues, their teams and team matches
  '/leagues',
  '/leagues/new',
  '/leagues/{id}',
  '/league-teams/{id}',
  '/team-matches/{id}',
];

/** Full-screen views: no site header, footer or tabs. */
const SCREEN_PATHS = [
  '/tv/tournaments/{id}',
  '/tv/clubs/{id}',
  '/embed/tournaments/{id}',
  '/tv/tours/{id}',
  '/embed/tours/{id}',
  '/overlay/matches/{id}',
  '/overlay/stores/{id}/tables/{table}',
];

/** SPEC §5, plus `/tournaments/{id}/update` from its issue and `/payment/operator` (issue 7). */
const PERMISSION_OF: Record<string, string> = {
  '/tournaments/create': 'tournament.create',
  '/tournaments/managing': 'tournament.create',
  '/payment/payment-methods': 'tournament.create',
  '/profile': 'profile.all',
  '/profile/histories': 'profile.all',
  '/profile/achievements': 'profile.all',
  '/payment/histories': 'profile.all',
  '/tournaments/{id}/update': 'tournament.update',
  '/payment/operator': 'payment.manage',
  // issue 42: organisers create tours; the upstream lets only a tour's own organiser change it
  '/tours/new': 'tournament.create',
  '/tours/{id}/edit': 'tournament.create',
  '/leagues/new': 'tournament.create',
};

const specPath = (route: AppRoute) => route.path.replace(/:(\w+)/g, '{$1}');
const byPath = (p: string) => {
  const route = APP_ROUTES.find((r) => specPath(r) === p);
  if (!route) throw new Error(`no route ${p}`);
  return route;
};
const users = {
  organizer: FIXTURE_ACCOUNTS.organizer,
  player: FIXTURE_ACCOUNTS.player,
  viewer: FIXTURE_ACCOUNTS.viewer,
};

describe('route table', () => {
  it('has every path of the specification, once, and nothing else', () => {
    const paths = APP_ROUTES.map(specPath);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
    expect(new Set(APP_ROUTES.map((r) => r.id)).size).toBe(APP_ROUTES.length);
  });

  it('requires exactly the permissions of SPEC §5', () => {
    for (const route of APP_ROUTES) {
      expect(route.permission, specPath(route)).toBe(PERMISSION_OF[specPath(route)]);
    }
  });

  it('gives every route a Vietnamese title, a purpose and an existing page module', () => {
    for (const route of APP_ROUTES) {
      expect(route.title.length).toBeGreaterThan(1);
      expect(route.description.length).toBeGreaterThan(10);
      const file = path.join('src/client/features', `${route.page}-page.tsx`);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it("puts the full-screen views in the screen layout, every other page in the site's frame", () => {
    for (const route of APP_ROUTES) {
      const expected = SCREEN_PATHS.includes(specPath(route)) ? 'screen' : 'default';
      expect(route.layout, route.path).toBe(expected);
    }
  });
});

describe('guard', () => {
  it('forbids permission routes to visitors and to users without the permission', () => {
    for (const [p, permission] of Object.entries(PERMISSION_OF)) {
      const route = byPath(p);
      expect(routeAccess(route, null, { id: '1' }).kind).toBe('forbidden');
      for (const user of Object.values(users)) {
        const expected = user.permissions.includes(permission as never) ? 'allow' : 'forbidden';
        expect(routeAccess(route, user, { id: '1' }).kind, `${user.username} ${p}`).toBe(expected);
      }
    }
  });

  it('asks visitors to sign in on pages about their own account', () => {
    for (const p of [
      '/tournaments/joined',
      '/matches/joined',
      '/payment',
      '/profile/change-password',
    ]) {
      expect(routeAccess(byPath(p), null).kind).toBe('login');
      expect(routeAccess(byPath(p), users.viewer).kind).toBe('allow');
    }
  });

  it('keeps the pages SPEC §6 opens to visitors open', () => {
    for (const p of [
      '/',
      '/tournaments',
      '/players',
      '/playing',
      '/login',
      '/signup',
      '/tournaments/{id}',
    ]) {
      expect(routeAccess(byPath(p), null, { id: '3' }).kind).toBe('allow');
    }
  });

  it('sends signed-in users away from the account entry pages', () => {
    for (const p of ['/login', '/signup', '/forgot-password']) {
      expect(routeAccess(byPath(p), users.viewer, {}, '/players')).toEqual({
        kind: 'redirect',
        to: '/players',
      });
      expect(routeAccess(byPath(p), null).kind).toBe('allow');
    }
  });

  it('waits for the session only where the answer depends on it', () => {
    expect(routeAccess(byPath('/profile'), undefined).kind).toBe('pending');
    expect(routeAccess(byPath('/login'), undefined).kind).toBe('pending');
    expect(routeAccess(byPath('/players'), undefined).kind).toBe('allow');
  });

  it('answers 404 for ids that are not positive integers', () => {
    const route = byPath('/tournaments/{id}');
    for (const id of ['abc', '0', '-1', '1.5', '01']) {
      expect(routeAccess(route, null, { id }).kind, id).toBe('not-found');
    }
    expect(routeAccess(route, null, { id: '12' }).kind).toBe('allow');
  });
});

describe('menu', () => {
  const labels = (user: Parameters<typeof menuFor>[0]) =>
    Object.fromEntries(menuFor(user).map((s) => [s.label, s.items.map((i) => i.label)]));

  it('shows the organizer all four groups with their Vietnamese labels', () => {
    expect(labels(users.organizer)).toEqual(EXPECTED_MENUS.organizer);
  });

  it('hides what a player may not open: organiser entries and payment methods', () => {
    expect(labels(users.player)).toEqual(EXPECTED_MENUS.player);
  });

  it('drops the profile and account groups without profile.all', () => {
    expect(Object.keys(labels(users.viewer))).toEqual(['Giải đấu', 'Tra cứu']);
    expect(labels(null)).toEqual(EXPECTED_MENUS.visitor);
  });

  it('declares the group permissions of the specification', () => {
    expect(MENU_GROUPS.map((g) => ('permission' in g ? g.permission : null))).toEqual([
      null,
      'profile.all',
      'profile.all',
      null,
    ]);
  });
});

describe('redirect after sign-in', () => {
  it('accepts same-site paths only, never the entry pages themselves', () => {
    expect(safeRedirect('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(42)).toBe('/');
  });
});
