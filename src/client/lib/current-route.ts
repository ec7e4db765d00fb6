import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteMatch } from '../../shared/route-match';

/** The route-table entry showing the current address, with its params; null for an unknown one. */
export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
