import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The built document's entry script, started after the first frame instead of as soon as it is
 * parsed. On a repeat visit the entry comes from the cache at once, and Chrome would run it
 * (about half a second of a mid-range phone's CPU) before painting the first screen the server
 * wrote into the document. It is still preloaded, so a first visit fetches it as early as
 * before. A tab opened in the background gets no frames: there it starts at once.
 */
export function startEntryAfterPaint(html: string): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match?.[1]) throw new Error('entry-after-paint: index.html has no entry module script');
  const src = JSON.stringify(match[1]);
  const loader =
    `<link rel="modulepreload" crossorigin href=${src}>` +
    `<script type="module">const start = () => import(${src});` +
    `document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(start)) : start();` +
    `</script>`;
  return html.replace(match[0], loader);
}

export function entryAfterPaint(): Plugin {
  return {
    name: 'bidahub:entry-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startEntryAfterPaint },
  };
}
