import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { MESSAGES } from '../shared/messages';
import { MAX_BATCH_SIZE, NOTICE_HEADER } from '../shared/headers';
import { logRequests } from '../shared/log';
import type { FirebaseWebConfig } from '../shared/schemas/firebase';
import { clientApp, responseCompression } from './client-app';
import { pageActions } from './page-actions';
import { contextFactory, publicCaller } from './trpc';
import { calendarRoutes } from './calendar';
import { documentReader } from './document-reads';
import { entityTexts, visitorReads } from './entity-texts';
import type { ShareImages } from './share/share-image';
import { shareImageRoutes } from './share/share-routes';
import { admission, type AdmissionOptions } from './admission';
import { logger } from './logger';
import type { RateLimits } from './rate-limits';
import type { SharedRedis } from './redis';
import { appRouter } from './routers';
import type { EventBus } from './live/bus';
import { liveBroadcast } from './live/broadcast';
import { createLiveFeeds } from './live/feeds';
import { LIVE_STREAMS } from './live/streams';
import { createLiveSlots } from './live/slots';
import {
  crossSiteGuard,
  inlineScriptHashes,
  loopbackOnlyAppApi,
  securityHeaders,
} from './security';
import { decodedPath } from './trpc-path';
import type { SystemInfo } from './system-info';
import type { UpstreamClient } from './upstream/client';
import { probeUpstream } from './upstream/probe';

export interface CreateAppOptions {
  upstream: UpstreamClient;
  system: SystemInfo;
  bus: EventBus;
  /** The embedded upstream, mounted at `/app-api/v1` when no remote one is configured. */
  appApiRouter?: Router;
  /** Built client to serve, with the SPA fallback; absent in API-only tests and in `npm run dev`. */
  clientDir?: string;
  trustProxy?: boolean | number | string;
  rateLimits: RateLimits;
  /** The shared Redis, when instances share one (reported, not required: see redis.ts). */
  redis: SharedRedis | null;
  /** Phone sign-in settings: their hosts are allowed on the phone pages only. */
  firebase: FirebaseWebConfig | null;
  /** https origins pictures may come from besides this server; the CSP allows no others. */
  imageOrigins: readonly string[];
  /** The origins the app is served from; empty: the request's own (see crossSiteGuard). */
  publicOrigins: readonly string[];
  /** How long a document waits for its first answers (default in client-app.ts). */
  firstScreenBudgetMs?: number;
  /** Live views one client IP may hold open (default LIVE_VIEWS_PER_IP). */
  liveViewsPerIp?: number;
  /** `loopback`: the embedded upstream answers this host only, bar the bank webhook. */
  appApiAccess?: 'public' | 'loopback';
  /** Where the share pictures are drawn (share-image.ts: a worker thread). */
  shareImages: ShareImages;
  /** How many requests are worked on at once (admission.ts; tests narrow it). */
  admission?: AdmissionOptions;
}

/** What the server depends on, as `/healthz` reports it and `/readyz` judges it. */
async function dependencies(options: CreateAppOptions) {
  const [latencyMs, database] = await Promise.all([
    probeUpstream(options.upstream),
    options.system.pingDatabase
      ? options.system
          .pingDatabase()
          .then(() => 'ok' as const)
          .catch(() => 'down' as const)
      : ('remote' as const),
  ]);
  return {
    ready: latencyMs !== null && database !== 'down',
    upstream: {
      mode: options.system.upstreamMode,
      reachable: latencyMs !== null,
      latencyMs,
      circuit: options.upstream.circuitState(),
    },
    database: { kind: options.system.databaseKind, state: database },
    redis: options.redis ? (options.redis.ready() ? 'ready' : 'down') : 'off',
  };
}

/** tRPC procedures of a request path: `/trpc/auth.login,auth.me` → `auth.login,auth.me`. */
function procedureOf(path: string): string | undefined {
  // Runs when the response has finished, where a throw would kill the process: never decode
  // without the fallback.
  return path.startsWith('/trpc/') ? decodedPath(path.slice('/trpc/'.length)) : undefined;
}

/** A tRPC path that does not decode names no procedure; tRPC itself would throw a 500. */
const undecodablePath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(404).json({ message: MESSAGES.notFound });
  }
};

export function createApp(options: CreateAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);

  // The embedded upstream gives its own requests an id and a line (src/app-api/routes).
  const requestLog = logRequests(logger, (res, path) => ({
    procedure: procedureOf(path),
    userId: typeof res.locals.userId === 'number' ? res.locals.userId : undefined,
  }));
  app.use((req, res, next) =>
    options.appApiRouter && req.path.startsWith('/app-api/') ? next() : requestLog(req, res, next),
  );

  app.use(responseCompression());

  // Everything but the probes waits its turn (admission.ts): a crowd of cheap requests must not
  // starve those that need several turns of the event loop.
  const admitted = admission(options.admission);
  app.use((req, res, next) =>
    req.path === '/healthz' || req.path === '/readyz' ? next() : admitted(req, res, next),
  );

  app.use(
    securityHeaders({
      inlineScriptHashes: inlineScriptHashes(
        options.clientDir ? path.join(options.clientDir, 'index.html') : null,
      ),
      firebase: options.firebase,
      imageOrigins: options.imageOrigins,
    }),
  );

  // Alive: answers while the process serves, whatever its dependencies do.
  app.get('/healthz', async (_req, res) => {
    const { ready: _ready, ...state } = await dependencies(options);
    res.json({
      status: 'ok',
      ...state,
      uptimeSeconds: Math.round((Date.now() - options.system.startedAt) / 1000),
    });
  });

  // Ready: a load balancer sends traffic only while the database and the upstream answer.
  app.get('/readyz', async (_req, res) => {
    const state = await dependencies(options);
    res.status(state.ready ? 200 : 503).json(state);
  });

  // The embedded upstream authenticates by bearer token and HMAC (the bank's webhook), never by
  // the browser's cookie, so it sits outside the cross-site guard.
  if (options.appApiRouter) {
    if (options.appApiAccess === 'loopback') app.use('/app-api', loopbackOnlyAppApi());
    app.use('/app-api/v1', options.appApiRouter);
  }

  const liveSlots = createLiveSlots(options.liveViewsPerIp);
  const feeds = createLiveFeeds(options.bus, logger);
  app.use(
    '/trpc',
    undecodablePath,
    crossSiteGuard(options.publicOrigins),
    options.rateLimits.middleware,
    liveBroadcast({
      feeds,
      slots: liveSlots,
      api: publicCaller(options.upstream),
      streams: LIVE_STREAMS,
    }),
    createExpressMiddleware({
      router: appRouter,
      createContext: contextFactory({ ...options, liveSlots, feeds }),
      maxBatchSize: MAX_BATCH_SIZE,
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          logger.error({ err: error, path, requestId: ctx?.requestId }, 'procedure failed');
        }
      },
      responseMeta({ ctx }) {
        if (!ctx || ctx.notices.length === 0) return {};
        return { headers: { [NOTICE_HEADER]: encodeURIComponent(JSON.stringify(ctx.notices)) } };
      },
    }),
  );

  // The document's own forms (first-paint-actions.ts): its main action before the app has come.
  app.use(pageActions(options));
  app.use(calendarRoutes(options));
  const texts = entityTexts(visitorReads(options));
  app.use(shareImageRoutes(texts, options.shareImages, options.rateLimits.storeFor('og')));

  if (options.clientDir && existsSync(options.clientDir)) {
    app.use(
      clientApp(options.clientDir, documentReader(options), {
        publicOrigins: options.publicOrigins,
        firstScreenBudgetMs: options.firstScreenBudgetMs,
      }),
    );
  }

  app.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.notFound });
  });

  // Errors before tRPC (the JSON body parser's, mostly): a 4xx keeps its status with a
  // Vietnamese message; anything else is a 500 that says nothing of the internals.
  const onError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status =
      typeof error === 'object' && error !== null && 'status' in error
        ? Number((error as { status: unknown }).status)
        : 500;
    if (!(status >= 400 && status < 500)) {
      logger.error({ err: error }, 'unhandled error');
      res.status(500).json({ message: MESSAGES.internalError });
      return;
    }
    res
      .status(status)
      .json({ message: status === 413 ? MESSAGES.payloadTooLarge : MESSAGES.invalidInput });
  };
  app.use(onError);

  return app;
}
