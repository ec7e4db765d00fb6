// The app's procedures called inside the server, as the user of an HTTP request that is not a
// tRPC call: the document's first reads (document-reads.ts) and its forms (page-actions.ts).
// The session is the request's but never written: an expired one reads as a visitor, and the
// app's own next call clears the cookie, in one place.
import type { Request, Response } from 'express';
import { appRouter } from './routers';
import {
  createCallerFactory,
  createContextInner,
  readToken,
  type ContextInnerOptions,
} from './trpc';

const createCaller = createCallerFactory(appRouter);
export type RequestCaller = ReturnType<typeof createCaller>;

export type CallerDeps = Pick<ContextInnerOptions, 'upstream' | 'bus'>;

/** A caller for `req`'s session, logged under its request id and user. */
export function requestCaller(deps: CallerDeps, req: Request, res: Response): RequestCaller {
  return createCaller(
    createContextInner({
      ...deps,
      token: readToken(req),
      clientIp: req.ip ?? null,
      requestId: typeof res.locals.requestId === 'string' ? res.locals.requestId : null,
      onUser: (user) => {
        res.locals.userId = user?.id ?? null;
      },
    }),
  );
}
