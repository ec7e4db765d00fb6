import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { queryUtils } from './clients';
import { RootShell } from './root-shell';
import { prefetchRouteData } from './route-data';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';

/**
 * The app's routes: the route table (`src/shared/routes.ts`) matched by `src/shared/route-match.ts`
 * and shown by the shell. A page that throws while rendering is caught at the route, inside the
 * shell's global overlays; the next navigation clears it.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  useScrollRestoration();
  // Reached without a link's intent (back, forward, a redirect): its reads start with its code.
  useEffect(() => prefetchRouteData(queryUtils, window.location.href), [pathname, search]);
  return (
    <RootShell>
      <RouteErrorBoundary resetKey={pathname}>
        <ShellLayout />
      </RouteErrorBoundary>
    </RootShell>
  );
}
