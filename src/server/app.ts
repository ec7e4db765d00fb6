import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { MESSAGES } from '../shared/messages';
import { NOTICE_HEADER } from '../shared/headers';
import { contextFactory } from './context';
import { logger } from './logger';
import { appRouter } from './routers';
import type { EventBus } from './live/bus';
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
}

export function createApp(options: CreateAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);

  app.use((req, res, next) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && incoming.length <= 64 ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      logger.info(
        {
          requestId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    next();
  });

  app.get('/healthz', async (_req, res) => {
    const latencyMs = await probeUpstream(options.upstream);
    let database: 'ok' | 'down' | 'remote' = 'remote';
    if (options.system.pingDatabase) {
      database = await options.system
        .pingDatabase()
        .then(() => 'ok' as const)
        .catch(() => 'down' as const);
    }
    res.json({
      status: 'ok',
      upstream: { mode: options.system.upstreamMode, reachable: latencyMs !== null, latencyMs },
      database: { kind: options.system.databaseKind, state: database },
      uptimeSeconds: Math.round((Date.now() - options.system.startedAt) / 1000),
    });
  });

  if (options.appApiRouter) app.use('/app-api/v1', options.appApiRouter);

  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: contextFactory(options),
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

  if (options.clientDir && existsSync(options.clientDir)) {
    const clientDir = options.clientDir;
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    app.use(express.static(clientDir, { index: false, maxAge: 0 }));
    app.get('/{*splat}', (req, res, next) => {
      if (req.path.startsWith('/trpc') || req.path.startsWith('/app-api')) return next();
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(path.join(clientDir, 'index.html'));
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.notFound });
  });

  const onError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status =
      typeof error === 'object' && error !== null && 'status' in error
        ? Number((error as { status: unknown }).status)
        : 500;
    if (status >= 500 || Number.isNaN(status)) {
      logger.error({ err: error }, 'unhandled error');
      res.status(500).json({ message: MESSAGES.internalError });
      return;
    }
    res.status(status).json({ message: MESSAGES.invalidInput });
  };
  app.use(onError);

  return app;
}
