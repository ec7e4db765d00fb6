import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAppApi, type AppApiOptions } from '../../src/app-api';
import type { Db } from '../../src/app-api/db/client';
import { createContextInner } from '../../src/server/trpc';
import type { EventBus } from '../../src/server/live/bus';
import { appRouter } from '../../src/server/routers';
import { memorySession } from '../../src/server/session';
import { createCallerFactory } from '../../src/server/trpc';
import { createUpstreamClient, type UpstreamClient } from '../../src/server/upstream/client';
import { memoryDatabase } from './databases';

export interface EmbeddedUpstream {
  origin: string;
  /** Its database, for checks the API does not answer (the ledger's invariants). */
  db: Db;
  upstream: UpstreamClient;
  /** Requests the upstream received, as `METHOD /path`. */
  received: string[];
  close(): Promise<void>;
}

/** The embedded upstream on its own HTTP server, over an in-memory database seeded with fixtures. */
export async function startEmbeddedUpstream(
  databaseUrl = memoryDatabase('demo'),
  onEvent?: AppApiOptions['onEvent'],
): Promise<EmbeddedUpstream> {
  const appApi = await createAppApi({ databaseUrl, seed: 'demo', onEvent });
  const received: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    received.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  app.use('/app-api/v1', appApi.router);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    db: appApi.database.db,
    upstream: createUpstreamClient({ baseUrl: origin, timeoutMs: 5_000 }),
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await appApi.close();
    },
  };
}

const createCaller = createCallerFactory(appRouter);

/** A caller over `createContextInner`, as a request carrying `token` would get. */
export function callerFor(upstream: UpstreamClient, token: string | null = null) {
  const ctx = createContextInner({ token, upstream, session: memorySession(token) });
  return { caller: createCaller(ctx), ctx };
}

/** Signs a fixture account in and returns a caller holding its token. */
export async function signedInCaller(upstream: UpstreamClient, username: string, password: string) {
  const { caller, ctx } = callerFor(upstream);
  await caller.auth.login({ username, password });
  return { ...callerFor(upstream, ctx.session.token), token: ctx.session.token as string };
}

/**
 * A caller as a browser tab would have it: signed in as `account` (or a visitor), sharing the
 * server's live `bus` with the other tabs.
 */
export async function tabCaller(
  upstream: UpstreamClient,
  bus: EventBus,
  account?: { username: string; password: string },
) {
  const make = (token: string | null) =>
    createCaller(createContextInner({ token, upstream, session: memorySession(token), bus }));
  if (!account) return make(null);
  const session = memorySession(null);
  await createCaller(createContextInner({ token: null, upstream, session, bus })).auth.login(
    account,
  );
  return make(session.token);
}
