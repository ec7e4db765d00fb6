import { parse } from 'regexparam';
import { APP_ROUTES, type AppRoute } from './routes';

/**
 * Which route-table entry a path shows, for the browser's router and for the server that sends
 * the document (it preloads that page's code). Route paths are regexparam patterns (`/a/:id`),
 * the syntax wouter matches with.
 */

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

const compiled = APP_ROUTES.map((route) => ({ route, ...parse(route.path) }));
// Static paths win over `:id` ones (`/tournaments/joined` is not tournament "joined").
const ordered = [
  ...compiled.filter(({ keys }) => keys.length === 0),
  ...compiled.filter(({ keys }) => keys.length > 0),
];

/** The route showing `pathname` and its params (still URL-encoded strings), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, pattern, keys } of ordered) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    keys.forEach((key, i) => (params[key] = found[i + 1]));
    return { route, params };
  }
  return null;
}

/** Whether `pathname` is `path` (`end`) or lies under it, e.g. for the menu's active group. */
export function pathMatches(path: string, pathname: string, { end }: { end: boolean }): boolean {
  return parse(path, !end).pattern.test(pathname);
}
