// The one log of the product: pino JSON lines on stdout. The BFF writes with service `bidahub`,
// the embedded upstream with `app-api`, and both put the request's `requestId` on its lines, so
// one grep for an id shows a user action on both sides of the hop. Server-side only.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Lines leave asynchronously: pino's default writes each one with a blocking write(2), which
 * cost every request about half a millisecond of the event loop (two lines a BFF call: its own
 * and the upstream's). pino flushes what is still queued when the process exits.
 */
const destination = pino.destination({ dest: 1, sync: false });

export function createLogger(service: 'bidahub' | 'app-api'): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: { service },
    },
    destination,
  );
}

/** What a request id may look like: a proxy's or the BFF's, never a log-breaking string. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id a caller sent, when the caller is trusted to name it (`trusts`: Express's
 * `trust proxy` test of the peer address), else null and the receiver makes its own.
 */
function trustedRequestId(
  header: string | string[] | undefined,
  peer: string | undefined,
  trusts: (address: string, hop: number) => boolean,
): string | null {
  if (typeof header !== 'string' || !REQUEST_ID.test(header)) return null;
  return peer !== undefined && trusts(peer, 0) ? header : null;
}

/**
 * Gives each request an id (a trusted caller's, else a new one) in `res.locals.requestId` and
 * the `x-request-id` header, and logs one line when it is answered: `fields` adds what this
 * side knows about it (the procedure, the user).
 */
export function logRequests(
  logger: Logger,
  fields: (res: { locals: Record<string, unknown> }, path: string) => object = () => ({}),
): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId =
      trustedRequestId(
        req.headers['x-request-id'],
        req.socket.remoteAddress,
        req.app.get('trust proxy fn') as (address: string, hop: number) => boolean,
      ) ?? randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const status = res.statusCode;
      logger[status >= 500 ? 'error' : 'info'](
        {
          requestId,
          method: req.method,
          url: req.originalUrl,
          ...fields(res, req.path),
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
