// A BidaHub server serving a built client made of the given files (paths within the client
// directory, e.g. `index.html`, `/assets/app.js`), on a fresh in-memory database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer, ServerOptions } from '../../src/server/server';
import { startLocalServer } from './local-server';

export async function serverWithClient(
  files: Record<string, string | Buffer>,
  options: ServerOptions = {},
): Promise<{ server: RunningServer; close(): Promise<void> }> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'bidahub-client-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), content);
  }
  // What a document carries is asserted, not how fast: a busy machine's reads may take longer
  // than a phone's budget (250 ms), and a read left out would fail the test, not the product.
  const server = await startLocalServer({ firstScreenBudgetMs: 10_000, ...options, clientDir });
  return {
    server,
    async close() {
      await server.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
