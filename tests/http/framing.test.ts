// Framing (issue 21): the embeds a club puts on its website and the overlays a stream's software
// shows may be framed by any site; every other page, and the API, refuses to be framed, by the
// Content Security Policy's frame-ancestors and, for older browsers, X-Frame-Options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server';
import { serverWithClient } from '../support/built-client';

let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await serverWithClient({
    'index.html':
      '<!doctype html><html><head></head><body><div id="root"><!--first-paint--></div></body></html>',
  }));
});
afterAll(() => close?.());

async function framing(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  const csp = response.headers.get('content-security-policy') ?? '';
  const ancestors = /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    ancestors,
    xFrameOptions: response.headers.get('x-frame-options'),
  };
}

describe('framing', () => {
  it('lets any site frame an embed and an overlay', async () => {
    for (const pathname of ['/embed/tournaments/1', '/overlay/matches/1']) {
      const answer = await framing(pathname);
      expect(answer.type, pathname).toContain('text/html');
      expect(answer.ancestors, pathname).toBe('*');
      expect(answer.xFrameOptions, pathname).toBeNull();
    }
  });

  it('keeps every other page and the API from being framed', async () => {
    for (const pathname of [
      '/',
      '/tournaments/1',
      '/matches/1',
      '/tv/tournaments/1',
      '/embedded/tournaments/1',
      '/trpc/tournaments.get?input=%7B%22json%22%3A%7B%22id%22%3A1%7D%7D',
      '/app-api/v1/tournaments/1',
    ]) {
      const answer = await framing(pathname);
      expect(answer.ancestors, pathname).toBe("'none'");
      expect(answer.xFrameOptions, pathname).toBe('SAMEORIGIN');
    }
  });
});
