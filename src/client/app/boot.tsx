import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { matchRoute } from '../../shared/route-match';
import { reloadOnChunkError } from '../lib/build-freshness';
import { followSystemColorScheme, printInLight } from '../lib/color-mode';
import { watchLiveResyncs } from '../lib/live-resync';
import { showFatalError } from '../lib/fatal-error';
import { registerRoutePreloader } from '../lib/route-preload';
import { registerServiceWorker } from '../lib/service-worker';
import { queryUtils } from './clients';
import { loadPage } from './page-loader';
import { FirstPaintHandover } from './first-paint-handover';
import { AppProviders } from './providers';
import { prefetchRouteData } from './route-data';
import { AppRoutes } from './router';
import { StartupErrorPage } from './startup-error';
import { appSystem } from './theme';

// The app itself: React, the design system and the routes. main.tsx has already sent the first
// screen's reads; later pages' reads leave on a link's intent.
followSystemColorScheme();
printInLight();
reloadOnChunkError();
watchLiveResyncs();
registerRoutePreloader('data', (href) => prefetchRouteData(queryUtils, href));
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Errors no route boundary caught (start-up, providers) become the app error state.
const root: Root = createRoot(container, {
  onUncaughtError(error) {
    showFatalError(error);
    queueMicrotask(() => root.render(<StartupErrorPage />));
  },
});

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of in one task that holds a phone's main thread for the better
// part of a second (a tap on the server's first screen waits behind it).
function render() {
  try {
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <AppRoutes />
            <FirstPaintHandover />
          </AppProviders>
        </StrictMode>,
      ),
    );
  } catch (error) {
    showFatalError(error);
    root.render(<StartupErrorPage />);
  }
}

/** Resolves in a task of its own, after whatever the browser has waiting (a paint, a tap). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in three tasks instead of one: evaluating the app's code (this module), building the
// design system, then the first render (itself in slices, above). Together they held a phone's
// main thread for ~300 ms at a time (4× CPU), and a tap on the first screen waited that long.
// The document preloads the first page's code with the app: waiting for it lets the shell and
// the page render in one pass instead of the shell, then the page a moment later. Not a
// top-level await: the page's module imports this chunk, which must finish evaluating first.
// A failed download is the route's error boundary's business, as on any navigation.
const firstRoute = matchRoute(window.location.pathname)?.route;
const firstPage = firstRoute ? loadPage(firstRoute.page) : Promise.resolve();
void nextTask()
  .then(() => void appSystem())
  .then(() => Promise.all([firstPage, nextTask()]))
  .then(render, render);
