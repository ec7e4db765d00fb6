import { queryUtils } from './app/clients';
import { seedFromDocument } from './app/document-data';
import { prefetchRouteData } from './app/route-data';
import { PREFETCH_META } from './lib/query-client';
import { reloadGuard } from './lib/reload-guard';

// The entry is small on purpose: it takes the first screen's answers the server wrote into the
// document (app/document-data.ts), sends the reads it did not answer (one batched request with
// the session check), and only then loads the app. Evaluating React DOM, the design system and
// the routes takes a phone's CPU the better part of a second; the reads travel meanwhile. The
// document preloads the app's chunks alongside this one (scripts/entry-after-paint.ts).
seedFromDocument(queryUtils);
void queryUtils.auth.me.prefetch(undefined, { meta: PREFETCH_META });
prefetchRouteData(queryUtils, window.location.href);

// A page's first Intl formatter loads ICU's locale data: ~70 ms of a mid-range phone's CPU, paid
// here while the app downloads instead of in the first render.
new Intl.NumberFormat('vi-VN').format(0);

// Until the app loads, the first screen the server wrote stays readable. A failed download is a
// new deploy (the old hashes are gone) or a lost connection: reload, once it can succeed.
import('./app/boot').catch(() => {
  if (navigator.onLine) reloadGuard.tryReload();
  else window.addEventListener('online', () => reloadGuard.tryReload(), { once: true });
});
