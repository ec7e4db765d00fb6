// Serving the built client: hashed assets compressed at build time and cached for good, the
// HTML document revalidated on every visit, and on-the-fly compression for JSON responses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import express, { type Request, type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SESSION_DOCUMENT_HEADER, SESSION_TAG_COOKIE } from '../shared/headers';
import { MESSAGES } from '../shared/messages';
import { ROUTE_CHUNKS_FILE, ROUTE_MODULES_META, type RouteChunks } from '../shared/route-chunks';
import { matchRoute, type RouteMatch } from '../shared/route-match';
import { routeAccess } from '../shared/routes';
import type { DocumentReader } from './document-reads';
import { slotTemplate } from './document-template';
import { entityTexts } from './entity-texts';
import {
  FIRST_PAINT_DIALOG_SLOT,
  FIRST_PAINT_SLOT,
  firstPaintDialogHtml,
  firstPaintHtml,
  firstScreen,
  withinBudget,
} from './first-paint';
import { takePageNotice } from './page-actions';
import { linkOrigin } from './request-origin';
import { shareMetaHtml } from './share/share-routes';
import { readToken } from './trpc';

/** How long the document may wait for its first answers before it goes without them. */
const FIRST_SCREEN_BUDGET_MS = 250;

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
export function clientApp(
  clientDir: string,
  documentReads: DocumentReader,
  {
    publicOrigins,
    firstScreenBudgetMs = FIRST_SCREEN_BUDGET_MS,
  }: { publicOrigins: readonly string[]; firstScreenBudgetMs?: number },
): Router {
  const originOf = linkOrigin(publicOrigins);
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

  const documentFor = routeDocuments(clientDir);
  router.get('/{*splat}', async (req, res, next) => {
    if (req.path.startsWith('/trpc') || req.path.startsWith('/app-api')) return next();
    const match = matchRoute(req.path);
    // The entity's and the user's reads: the first screen's texts, and the app's first answers.
    const reads = documentReads(req, res);
    const [screen] = await Promise.all([
      firstScreen(req.path, entityTexts(reads), firstScreenBudgetMs),
      withinBudget(reads.viewer(), firstScreenBudgetMs),
    ]);
    // Always revalidated (Express adds an ETag; an unchanged document is a 304), so a new
    // deploy or a changed score reaches the next visit while the hashed assets stay cached.
    // Private: it holds the user's own answers.
    res.setHeader('cache-control', 'private, no-cache');
    res.vary('Cookie');
    // Written for a session (the user's own answers inside): the service worker keeps it for
    // this sign-in only.
    if (readToken(req)) res.setHeader(SESSION_DOCUMENT_HEADER, sessionTagOf(req));
    res.status(documentStatus(match));
    // What the form this page's last document posted came to: told once, on this page, and
    // only if this server signed it in the last minute.
    const notice = takePageNotice(req, res);
    // A shared link's preview (chat apps read these tags, not the app's rendering).
    const share = screen ? shareMetaHtml(screen, originOf(req), req.path) : '';
    res.type('html').send(
      documentFor(match)({
        firstPaint: firstPaintHtml(screen, match?.route.layout, notice),
        dialog: firstPaintDialogHtml(screen),
        head: share,
        body: reads.block(notice),
      }),
    );
  });
  return router;
}

/** The request's sign-in tag (SESSION_TAG_COOKIE) if it is one the server set, else ''. */
function sessionTagOf(req: Request): string {
  const tag = parseCookies(req.headers.cookie ?? '')[SESSION_TAG_COOKIE] ?? '';
  return /^[\w-]{1,64}$/.test(tag) ? tag : '';
}

/**
 * The document's HTTP status: 404 for a path no page shows (the app still renders its 'Page Not
 * Found'), so crawlers, link checkers and monitors are told the truth.
 */
function documentStatus(match: RouteMatch | null): 200 | 404 {
  if (!match || match.route.id === 'notFound') return 404;
  return routeAccess(match.route, undefined, match.params).kind === 'not-found' ? 404 : 200;
}

const HEAD_END = { marker: '</head>', keep: true };

/** A route's document, waiting for the request's texts: each goes in at its slot, as it is. */
type RouteDocument = (texts: Record<'firstPaint' | 'dialog' | 'head' | 'body', string>) => string;

/**
 * The SPA document for a path: index.html, plus the list of the chunks of the app and of the
 * route's page, which the entry's loader preloads with the entry, so the browser fetches all the
 * first screen's code at once instead of each chunk after the one that imports it has run. One
 * document per route, built on first use.
 */
function routeDocuments(clientDir: string): (match: RouteMatch | null) => RouteDocument {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunksFile = path.join(clientDir, ROUTE_CHUNKS_FILE);
  const chunks: RouteChunks | null = existsSync(chunksFile)
    ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as RouteChunks)
    : null;
  const documents = new Map<string, RouteDocument>();
  return (match) => {
    const routePath = match?.route.path ?? '';
    let document = documents.get(routePath);
    if (document === undefined) {
      const modules = [...(chunks?.firstLoad ?? []), ...(chunks?.routes[routePath] ?? [])].join(
        ' ',
      );
      const meta = modules ? `<meta name="${ROUTE_MODULES_META}" content="${modules}">` : '';
      document = slotTemplate(slotTemplate(template, { head: HEAD_END })({ head: meta }), {
        firstPaint: { marker: FIRST_PAINT_SLOT },
        dialog: { marker: FIRST_PAINT_DIALOG_SLOT },
        head: HEAD_END,
        body: { marker: '</body>', keep: true },
      });
      documents.set(routePath, document);
    }
    return document;
  };
}
