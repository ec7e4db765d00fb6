import type { Plugin } from 'vite';
import { ROUTE_MODULES_META } from '../src/shared/route-chunks';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built document's entry script, started once the first screen the server wrote is on the
 * screen instead of as soon as it is parsed. On a repeat visit the entry and its chunks come
 * from the cache at once, and Chrome would compile them (about 200 ms of a mid-range phone's
 * CPU for the app and a route's chunks) before painting that screen; on a first visit they
 * would share the connection with the document and its font. So nothing is preloaded by the
 * markup: when the browser reports the first contentful paint (a `paint` entry, delivered once
 * the frame is presented, which can be a few frames after the document is parsed), the loader
 * adds a modulepreload for the entry's chunks and for those the server lists in a meta tag (the
 * app's and the route's, see `client-app.ts`), so they are all fetched in parallel, then imports
 * the entry. A browser without paint timing starts after a frame; a tab opened in the
 * background, which gets no frames, at once; and whatever happens, after two seconds.
 */
export function startEntryAfterPaint(html: string): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match?.[1]) throw new Error('entry-after-paint: index.html has no entry module script');
  const entryModules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const modules = JSON.stringify([match[1], ...entryModules]);
  const loader =
    `<script type="module">let started = false;const start = () => {` +
    `if (started) return; started = true;` +
    `const route = document.querySelector('meta[name="${ROUTE_MODULES_META}"]');` +
    `for (const href of new Set(${modules}.concat(route ? route.content.split(' ') : []))) {` +
    `const link = document.createElement('link');` +
    `link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link);` +
    `}` +
    `import(${JSON.stringify(match[1])});` +
    `};` +
    `if (document.visibilityState !== 'visible') start();` +
    `else {` +
    `if (PerformanceObserver.supportedEntryTypes.includes('paint')) {` +
    `new PerformanceObserver((list, observer) => {` +
    `if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start(); }` +
    `}).observe({ type: 'paint', buffered: true });` +
    `} else requestAnimationFrame(() => setTimeout(start));` +
    `document.addEventListener('visibilitychange', start, { once: true });` +
    `setTimeout(start, 2000);` +
    `}` +
    `</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(match[0], () => loader);
}

export function entryAfterPaint(): Plugin {
  return {
    name: 'bidahub:entry-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startEntryAfterPaint },
  };
}
