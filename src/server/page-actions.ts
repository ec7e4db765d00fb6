// The forms the document itself carries (first-paint-actions.ts): a phone on mobile data joins an
// event or starts a match from the server's HTML, seconds before the app's code has come, and a
// browser without JavaScript can too. Each form posts here; the post runs the same procedure as
// the app (same rules, same messages), then answers 303 back to the page, the outcome kept for
// one read of the page in a short-lived cookie (the notice).
import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response, type Router } from 'express';
import { TRPCError } from '@trpc/server';
import { MESSAGES } from '../shared/messages';
import { PAGE_NOTICE_COOKIE, type PageNotice } from '../shared/page-notice';
import { joinedText, leftText } from '../shared/registration';
import { entityIdOf } from './first-paint';
import type { PageActionName } from './first-paint-actions';
import { logger } from './logger';
import { requestCaller, type CallerDeps, type RequestCaller } from './request-caller';
import { isOurOrigin } from './security';

interface PageAction {
  /** Runs the action as the request's user; what they are told when it went through. */
  run(caller: RequestCaller, id: number): Promise<string>;
  /** The page the action was taken on, where the answer goes back to. */
  page(id: number): string;
}

const ACTIONS = {
  'tournaments/join': {
    async run(caller, id) {
      const { tournament, coin } = await caller.tournaments.join({ id });
      return joinedText(tournament, coin);
    },
    page: (id) => `/tournaments/${id}`,
  },
  'tournaments/leave': {
    async run(caller, id) {
      const { tournament, coin } = await caller.tournaments.leave({ id });
      return leftText(tournament, coin);
    },
    page: (id) => `/tournaments/${id}`,
  },
  'matches/start': {
    async run(caller, id) {
      await caller.matches.start({ id });
      return 'Trận đấu đã bắt đầu.';
    },
    page: (id) => `/matches/${id}`,
  },
} satisfies Record<PageActionName, PageAction>;

/** The notice's cookie: ours alone to read, sent back only to our own pages. */
const NOTICE_COOKIE = { path: '/', httpOnly: true, sameSite: 'lax' } as const;
/** How long a notice waits for the page it was written for. */
const NOTICE_SECONDS = 60;

/** The notice a request carries from the action before it, or null (absent or not ours). */
export function pageNoticeOf(req: Request): PageNotice | null {
  const raw = parseCookies(req.headers.cookie ?? '')[PAGE_NOTICE_COOKIE];
  if (!raw) return null;
  try {
    const notice = JSON.parse(raw) as Partial<PageNotice>;
    const { kind, text, at } = notice;
    if ((kind !== 'success' && kind !== 'error') || typeof text !== 'string') return null;
    if (typeof at !== 'number') return null;
    return { kind, text: text.slice(0, 500), at };
  } catch {
    return null;
  }
}

/** Forgets the notice once a page has shown it (and a reload does not show it again). */
export function clearPageNotice(res: Response): void {
  res.clearCookie(PAGE_NOTICE_COOKIE, NOTICE_COOKIE);
}

/** What a refused action tells the player: the procedure's own message, never internals. */
function refusalText(error: unknown): string {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error.message;
  logger.error({ err: error }, 'page action failed');
  return MESSAGES.internalError;
}

export function pageActions(options: CallerDeps & { publicOrigins: readonly string[] }): Router {
  const ours = isOurOrigin(options.publicOrigins);
  const router = express.Router();
  router.post('/actions/:area/:id/:verb', async (req, res) => {
    const name = `${req.params.area}/${req.params.verb}`;
    const id = entityIdOf(req.params.id);
    const action: PageAction | undefined = Object.hasOwn(ACTIONS, name)
      ? ACTIONS[name as PageActionName]
      : undefined;
    if (!action || id === null) {
      res.status(404).type('text').send(MESSAGES.notFound);
      return;
    }
    // A form another site fires at us: the session cookie (SameSite=Lax) would not come along,
    // but the browser's word on where the post comes from is checked as well. A browser always
    // names the origin of a form's post.
    if (ours(req) !== 'ours') {
      res.status(403).type('text').send(MESSAGES.crossSiteRequest);
      return;
    }
    const caller = requestCaller(options, req, res);
    let notice: PageNotice;
    try {
      notice = { kind: 'success', text: await action.run(caller, id), at: Date.now() };
    } catch (error) {
      notice = { kind: 'error', text: refusalText(error), at: Date.now() };
    }
    res.cookie(PAGE_NOTICE_COOKIE, JSON.stringify(notice), {
      ...NOTICE_COOKIE,
      maxAge: NOTICE_SECONDS * 1000,
    });
    res.redirect(303, action.page(id));
  });
  return router;
}
