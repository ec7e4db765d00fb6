import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAppApi } from '../app-api';
import { projectRoot } from '../app-api/db/paths';
import { createApp } from './app';
import { createInProcessBus } from './live/bus';
import { logger } from './logger';
import type { SystemInfo } from './system-info';
import { createUpstreamClient } from './upstream/client';

export interface ServerOptions {
  port?: number;
  host?: string;
  /** Remote upstream origin; unset → the embedded upstream on this server. */
  appApiBaseUrl?: string;
  databaseUrl?: string;
  seed?: 'demo' | 'none';
  /** Serve the built client from here (defaults to `dist/client` when it exists). */
  clientDir?: string | null;
  upstreamTimeoutMs?: number;
  trustProxy?: boolean | number | string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function readBuildId(clientDir: string | null): string {
  const file = clientDir ? path.join(clientDir, 'build.json') : null;
  if (file && existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed && 'buildId' in parsed) return String(parsed.buildId);
  }
  return 'dev';
}

function readVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'));
  return typeof pkg === 'object' && pkg && 'version' in pkg ? String(pkg.version) : '0.0.0';
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const defaultClientDir = path.join(projectRoot(), 'dist', 'client');
  const clientDir =
    options.clientDir === undefined
      ? existsSync(defaultClientDir)
        ? defaultClientDir
        : null
      : options.clientDir;

  const bus = createInProcessBus();
  const embedded = options.appApiBaseUrl
    ? null
    : await createAppApi({
        databaseUrl: options.databaseUrl,
        seed: options.seed ?? 'demo',
        // A top-up the bank confirmed reaches the open wallet views at once.
        onEvent: (event) => bus.publish(`user:${event.userId}`),
      });

  let ownOrigin = '';
  const upstream = createUpstreamClient({
    baseUrl: options.appApiBaseUrl ?? (() => ownOrigin),
    timeoutMs: options.upstreamTimeoutMs,
  });

  const system: SystemInfo = {
    buildId: readBuildId(clientDir),
    version: readVersion(),
    upstreamMode: embedded ? 'embedded' : 'remote',
    databaseKind: embedded?.database.kind ?? null,
    startedAt: Date.now(),
    pingDatabase: embedded ? () => embedded.database.ping() : undefined,
  };

  const app = createApp({
    upstream,
    system,
    bus,
    appApiRouter: embedded?.router,
    clientDir: clientDir ?? undefined,
    trustProxy: options.trustProxy,
  });

  const host = options.host ?? '0.0.0.0';
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 3000, host, (error?: Error) =>
      error ? reject(error) : resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  ownOrigin = `http://127.0.0.1:${port}`;
  logger.info({ port, upstream: system.upstreamMode, database: system.databaseKind }, 'listening');

  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    close() {
      // Stop accepting, end live subscriptions, let in-flight requests finish, drop idle
      // keep-alive sockets, then close the database.
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        void bus.close();
        server.closeIdleConnections();
      }).then(() => embedded?.close());
      return closing;
    },
  };
}
