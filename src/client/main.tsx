import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { queryUtils } from './app/clients';
import { AppProviders } from './app/providers';
import { prefetchRouteData } from './app/route-data';
import { matchRoute } from '../shared/route-match';
import { loadPage } from './app/page-loader';
import { AppRoutes } from './app/router';
import { StartupErrorPage } from './app/startup-error';
import { reloadOnChunkError } from './lib/build-freshness';
import { followSystemColorScheme } from './lib/color-mode';
import { showFatalError } from './lib/fatal-error';
import { registerRoutePreloader } from './lib/route-preload';

followSystemColorScheme();
reloadOnChunkError();

// The first screen's reads leave now, alongside the page's code (which the document preloads),
// in one batched request with the session check; later pages' reads leave on a link's intent.
void queryUtils.auth.me.prefetch();
prefetchRouteData(queryUtils, window.location.href);
registerRoutePreloader('data', (href) => prefetchRouteData(queryUtils, href));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Errors no route boundary caught (start-up, providers) become the app error state.
const root: Root = createRoot(container, {
  onUncaughtError(error) {
    showFatalError(error);
    queueMicrotask(() => root.render(<StartupErrorPage />));
  },
});

function render() {
  try {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    showFatalError(error);
    root.render(<StartupErrorPage />);
  }
}

// The document preloads the first page's code with the entry: waiting for it lets the shell and
// the page render in one pass instead of the shell, then the page a moment later. Not a
// top-level await: the page's module imports this chunk, which must finish evaluating first.
// A failed download is the route's error boundary's business, as on any navigation.
const firstRoute = matchRoute(window.location.pathname)?.route;
if (firstRoute) void loadPage(firstRoute.page).then(render, render);
else render();
