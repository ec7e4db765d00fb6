import { describe, expect, it } from 'vitest';
import { startEntryAfterPaint } from '../../scripts/entry-after-paint';

const built = `<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>`;

describe('the entry after the first paint', () => {
  it('preloads the entry and imports it after a frame, or at once in a background tab', () => {
    const html = startEntryAfterPaint(built);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab12.js">');
    expect(html).not.toContain('src="/assets/index-Ab12.js"');
    expect(html).toContain(`import("/assets/index-Ab12.js")`);
    expect(html).toContain('requestAnimationFrame(() => setTimeout(start))');
    expect(html).toContain("document.visibilityState === 'visible'");
  });

  it('fails the build when the document has no entry to start', () => {
    expect(() => startEntryAfterPaint('<head></head>')).toThrow(/no entry module script/);
  });
});
