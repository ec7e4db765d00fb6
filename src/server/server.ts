import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Express } from 'express';
import { createAppApi, type AppApiEvent } from '../app-api';
import { projectRoot } from '../app-api/db/paths';
import { createApp } from './app';
import { firebaseWebConfigFromEnv } from './firebase-web-config';
import { createInProcessBus, publicChangeOf, type LiveTopic } from './live/bus';
import { createRedisBus } from './live/redis-bus';
import { logger } from './logger';
import { createRateLimits, type RateRuleOverrides } from './rate-limits';
import { connectRedis } from './redis';
import { createShareImages, type ShareImagesOptions } from './share/share-image';
import type { SystemInfo } from './system-info';
import { createUpstreamClient, type CircuitBreakerOptions } from './upstream/client';

export interface ServerOptions {
  port?: number;
  host?: string;
  /** Remote upstream origin; unset → the embedded upstream on this server. */
  appApiBaseUrl?: string;
  databaseUrl?: string;
  seed?: 'demo' | 'none';
  /** Offer the demo accounts on the sign-in pages (demo and development modes, demo seed). */
  offerDemoAccounts?: boolean;
  /** Serve the built client from here (defaults to `dist/client` when it exists). */
  clientDir?: string | null;
  upstreamTimeoutMs?: number;
  /** Circuit breaker settings of the upstream client (tests shorten them). */
  upstreamBreaker?: CircuitBreakerOptions;
  trustProxy?: boolean | number | string;
  /** Shared rate limits and live events across instances; unset → this process alone. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys and channel (default `bidahub`). */
  redisNamespace?: string;
  /** Tighter or looser limits than RATE_RULES (tests). */
  rateLimits?: RateRuleOverrides;
  /** How long public lists are answered from the BFF's cache (default 5 s; 0 turns it off). */
  publicReadCacheMs?: number;
  /** https origins pictures may come from besides this server (src/shared/origins.ts). */
  imageOrigins?: readonly string[];
  /** The origins the app is served from, for the cross-site guard (default: the request's). */
  publicOrigins?: readonly string[];
  /** Live views one client IP may hold open on this instance (default 200). */
  liveViewsPerIp?: number;
  /** `loopback`: the embedded upstream is not published, bar the bank webhook (default public). */
  appApiAccess?: 'public' | 'loopback';
  /**
   * How long a page's document waits for its first answers (the entity, the user) before it goes
   * without them (default: client-app.ts's FIRST_SCREEN_BUDGET_MS). Tests that assert what the
   * document carries give more.
   */
  firstScreenBudgetMs?: number;
  /** The share pictures' drawing: its queue and how long a changing card is held (tests). */
  shareImages?: ShareImagesOptions;
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

interface Listener {
  server: Server;
  port: number;
  /** Stops accepting, lets in-flight requests finish, and drops every connection as it idles. */
  stop(beforeDraining?: () => void): Promise<void>;
}

async function listen(app: Express, port: number, host: string): Promise<Listener> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  // Idle connections stay open past the 5 s default, for longer than a load balancer's usual 60 s:
  // a client (the BFF, a proxy, a phone between two racks) that sends on a socket the server is
  // just closing gets no answer at all. Shutdown does not wait for them (closeIdleConnections).
  server.keepAliveTimeout = 65_000;
  let draining = false;
  // While draining, a connection whose response just ended (an SSE stream the bus closed) is
  // dropped at once rather than idling until the keep-alive timeout.
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => {
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    stop: (beforeDraining) =>
      new Promise<void>((resolve, reject) => {
        draining = true;
        server.close((error) => (error ? reject(error) : resolve()));
        beforeDraining?.();
        server.closeIdleConnections();
      }),
  };
}

/**
 * The topics of a change the embedded upstream announces by itself: a top-up the bank confirmed
 * reaches the open wallet views, a call to a table the player's open pages ("you're up"), and a
 * walkover the no-show clock gave the match's, its tournament's and the lists' viewers.
 */
export function topicsOfUpstreamEvent(event: AppApiEvent): LiveTopic[] {
  if (event.type === 'match') {
    return [
      `match:${event.matchId}`,
      `tournament:${event.tournamentId}`,
      'matches:live',
      'results',
    ];
  }
  return [`user:${event.userId}`];
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const defaultClientDir = path.join(projectRoot(), 'dist', 'client');
  const clientDir =
    options.clientDir === undefined
      ? existsSync(defaultClientDir)
        ? defaultClientDir
        : null
      : options.clientDir;

  const redis = options.redisUrl
    ? connectRedis(options.redisUrl, logger, options.redisNamespace)
    : null;
  const bus = redis ? createRedisBus(redis, logger) : createInProcessBus();
  const rateLimits = createRateLimits({ redis, rules: options.rateLimits });
  const embedded = options.appApiBaseUrl
    ? null
    : await createAppApi({
        databaseUrl: options.databaseUrl,
        seed: options.seed ?? 'demo',
        limitStores: (name) => rateLimits.storeFor(`upstream:${name}`),
        imageOrigins: options.imageOrigins,
        onEvent: (event) => bus.publish(...topicsOfUpstreamEvent(event)),
      });

  // The BFF reaches the embedded upstream over HTTP exactly as a remote one, through a loopback
  // listener of its own: at shutdown it stays open while the public listener drains, so the
  // requests still in flight can finish their upstream calls.
  const internal = embedded
    ? await listen(
        // Only the BFF reaches this listener: the client IP it forwards is the one to limit.
        express().set('trust proxy', 'loopback').use('/app-api/v1', embedded.router),
        0,
        '127.0.0.1',
      )
    : null;
  const upstream = createUpstreamClient({
    baseUrl: options.appApiBaseUrl ?? `http://127.0.0.1:${internal?.port ?? 0}`,
    timeoutMs: options.upstreamTimeoutMs,
    breaker: options.upstreamBreaker,
    onCircuitChange: (state) =>
      logger[state === 'open' ? 'warn' : 'info']({ circuit: state }, 'upstream circuit breaker'),
    publicReadTtlMs: options.publicReadCacheMs,
  });
  // A change announced by any instance (a score, a registration, a top-up) may show in a public
  // read: those it may have changed go (publicChangeOf). Writes through this instance clear
  // them in the client itself, but for those the contract says change none of them or are
  // announced (`publicChange`): the announcement says more precisely what changed.
  bus.onPublish((topics) => upstream.forgetPublicReads(publicChangeOf(topics)));

  const system: SystemInfo = {
    buildId: readBuildId(clientDir),
    version: readVersion(),
    upstreamMode: embedded ? 'embedded' : 'remote',
    databaseKind: embedded?.database.kind ?? null,
    startedAt: Date.now(),
    offersDemoAccounts: Boolean(embedded && options.offerDemoAccounts),
    pingDatabase: embedded ? () => embedded.database.ping() : undefined,
  };

  const shareImages = createShareImages(options.shareImages);
  const app = createApp({
    shareImages,
    upstream,
    system,
    bus,
    appApiRouter: embedded?.router,
    clientDir: clientDir ?? undefined,
    trustProxy: options.trustProxy,
    rateLimits,
    redis,
    firebase: firebaseWebConfigFromEnv(),
    imageOrigins: options.imageOrigins ?? [],
    publicOrigins: options.publicOrigins ?? [],
    liveViewsPerIp: options.liveViewsPerIp,
    firstScreenBudgetMs: options.firstScreenBudgetMs,
    appApiAccess: options.appApiAccess,
  });

  const publicListener = await listen(app, options.port ?? 3000, options.host ?? '0.0.0.0');
  const { port } = publicListener;
  logger.info({ port, upstream: system.upstreamMode, database: system.databaseKind }, 'listening');

  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    close() {
      // Stop accepting, end live subscriptions, let in-flight requests finish, drop idle
      // keep-alive sockets, then close the database and the connections to Redis.
      closing ??= publicListener
        .stop(() => void bus.close())
        .then(async () => {
          await internal?.stop();
          upstream.close();
          rateLimits.close();
          await shareImages.close();
          await embedded?.close();
          await redis?.close();
        });
      return closing;
    },
  };
}
