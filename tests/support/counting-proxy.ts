// A proxy in front of an upstream that counts what it is asked, by method and path: how the
// tests and the live benchmark see how many reads the BFF makes of the upstream.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Requests so far of `GET /app-api/v1/matches/7` and the like (query left out). */
  count(request: string): number;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forward = http.request(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (request) => counts.get(request) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
