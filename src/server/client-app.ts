// Serving the built client: hashed assets compressed at build time and cached for good, the
// HTML document revalidated on every visit, and on-the-fly compression for JSON responses.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { MESSAGES } from '../shared/messages';

/**
 * gzip or brotli for responses of at least 1 KB (tRPC and upstream JSON, the HTML document).
 * Server-sent events are left alone: a compressor buffers, and a live score must leave at once.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req, res) => {
      const type = String(res.getHeader('content-type') ?? '');
      return !type.startsWith('text/event-stream') && compression.filter(req, res);
    },
  });
}

/** The built client at `clientDir`: assets, other static files, and the SPA document. */
export function clientApp(clientDir: string): Router {
  const router = express.Router();
  // Vite's `.br` and `.gz` siblings, picked by Accept-Encoding (brotli first), with `Vary`.
  router.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  );
  // A hashed name that does not exist is a stale page asking for an old build: an honest 404,
  // never the HTML document (a script parsed as HTML breaks the page in a confusing way).
  router.use('/assets', (_req, res) => {
    res.status(404).json({ message: MESSAGES.notFound });
  });
  router.use(express.static(clientDir, { index: false, maxAge: 0 }));

  const document = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  router.get('/{*splat}', (req, res, next) => {
    if (req.path.startsWith('/trpc') || req.path.startsWith('/app-api')) return next();
    // Always revalidated (Express adds an ETag; an unchanged document is a 304), so a new
    // deploy reaches the next visit while the hashed assets stay cached.
    res.setHeader('cache-control', 'no-cache');
    res.type('html').send(document);
  });
  return router;
}
