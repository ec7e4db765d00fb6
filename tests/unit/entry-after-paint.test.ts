import { describe, expect, it } from 'vitest';
import { startEntryAfterPaint } from '../../scripts/entry-after-paint';
import { ROUTE_MODULES_META } from '../../src/shared/route-chunks';

const built =
  '<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-Cd34.js"></head>';

describe('the entry after the first paint', () => {
  it('preloads nothing in the markup and leaves no entry script for the parser to start', () => {
    const html = startEntryAfterPaint(built);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index-Ab12.js"');
    expect(html).toContain(`import("/assets/index-Ab12.js")`);
  });

  it('preloads the entry, its chunks and those the server lists, once each, then imports it', () => {
    const loader = /<script type="module">([\s\S]*)<\/script>/.exec(startEntryAfterPaint(built));
    const preloads: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const imported: string[] = [];
    // A tab in the background: the loader starts at once, without waiting for a frame.
    const fakeDocument = {
      visibilityState: 'hidden',
      querySelector: (selector: string) =>
        selector === `meta[name="${ROUTE_MODULES_META}"]`
          ? { content: '/assets/app-Ef56.js /assets/index-Ab12.js /assets/page-Gh78.js' }
          : null,
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: (typeof preloads)[number]) => preloads.push(link) },
    };
    const run = new Function('document', 'load', String(loader?.[1]).replace('import(', 'load('));
    run(fakeDocument, (href: string) => imported.push(href));

    expect(preloads.map((link) => link.href)).toEqual([
      '/assets/index-Ab12.js',
      '/assets/react-Cd34.js',
      '/assets/app-Ef56.js',
      '/assets/page-Gh78.js',
    ]);
    expect(preloads.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
      true,
    );
    expect(imported).toEqual(['/assets/index-Ab12.js']);
  });

  it('in a visible tab, starts once the first contentful paint is reported, and only once', () => {
    const loader = /<script type="module">([\s\S]*)<\/script>/.exec(startEntryAfterPaint(built));
    const imported: string[] = [];
    type Entries = { getEntriesByName: (name: string) => unknown[] };
    let report: ((list: Entries) => void) | undefined;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: Entries, observer: FakeObserver) => void) {
        report = (list) => callback(list, this);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        disconnected = true;
      }
    }
    const fakeDocument = {
      visibilityState: 'visible',
      querySelector: () => null,
      createElement: () => ({}),
      head: { append: () => undefined },
      addEventListener: () => undefined,
    };
    const run = new Function(
      'document',
      'PerformanceObserver',
      'setTimeout',
      'load',
      String(loader?.[1]).replace('import(', 'load('),
    );
    run(
      fakeDocument,
      FakeObserver,
      () => 0,
      (href: string) => imported.push(href),
    );
    expect(imported).toEqual([]);

    const entries = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((entry) => entry === name),
    });
    report?.(entries(['first-paint']));
    expect(imported).toEqual([]);
    report?.(entries(['first-contentful-paint']));
    report?.(entries(['first-contentful-paint']));
    expect(imported).toEqual(['/assets/index-Ab12.js']);
    expect(disconnected).toBe(true);
  });

  it('fails the build when the document has no entry to start', () => {
    expect(() => startEntryAfterPaint('<head></head>')).toThrow(/no entry module script/);
  });
});
