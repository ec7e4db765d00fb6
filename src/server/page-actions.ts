// The forms the document itself carries (first-paint-actions.ts): a phone on mobile data joins an
// event or starts a match from the server's HTML, seconds before the app's code has come, and a
// browser without JavaScript can too. Each form posts here; the post runs the same procedure as
// the app (same rules, same messages), then answers 303 back to the page, the outcome kept for
// one read of the page in a short-lived cookie (the notice), signed by this server: a cookie
// planted by anyone else (a sibling subdomain, a proxy, a hand in the browser's tools) would make
// our own page say their words, so one without our signature, or older than a minute, says nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
/** How long a notice waits for the page it was written for: older, it is ignored. */
export const PAGE_NOTICE_MAX_AGE_MS = 60_000;
/** Longest a notice's text may be on the page. */
const NOTICE_TEXT_MAX = 500;

/**
 * The key the notices are signed with: `PAGE_NOTICE_SECRET` where several instances serve one
 * site (the post and the page after it may reach different ones), otherwise random, made once per
 * process at start: a notice is read seconds after it is written, and one a restart orphans is
 * only a toast not shown. Nothing else is signed with it, and it is never a development constant.
 */
export function pageNoticeKeyOf(env: Record<string, string | undefined>): Buffer {
  const configured = env.PAGE_NOTICE_SECRET?.trim();
  return configured ? Buffer.from(configured, 'utf8') : randomBytes(32);
}

const NOTICE_KEY = pageNoticeKeyOf(process.env);

/** HMAC-SHA256 of the notice's encoded content (its kind, text and issue time), in base64url. */
function signatureOf(key: Buffer, payload: string): string {
  // The cookie's name is part of what is signed: only a value signed as a notice opens as one.
  return createHmac('sha256', key).update(`${PAGE_NOTICE_COOKIE}.${payload}`).digest('base64url');
}

/** The cookie's value: `<base64url JSON of the notice>.<its signature>`. */
export function sealPageNotice(notice: PageNotice, key: Buffer = NOTICE_KEY): string {
  const payload = Buffer.from(JSON.stringify(notice), 'utf8').toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

/**
 * The notice a cookie's value holds, or null: unsigned, signed with another key or over other
 * content, malformed, or issued more than PAGE_NOTICE_MAX_AGE_MS before `now` (or as long after
 * it: another instance's clock may run a little ahead, never a minute).
 */
export function openPageNotice(
  raw: string,
  now: number = Date.now(),
  key: Buffer = NOTICE_KEY,
): PageNotice | null {
  const dot = raw.indexOf('.');
  if (dot <= 0) return null;
  const payload = raw.slice(0, dot);
  // Compared as the exact text we would have written (base64url decoding forgives stray
  // characters), in constant time, so a forger learns nothing from how long a refusal takes.
  const given = Buffer.from(raw.slice(dot + 1), 'utf8');
  const expected = Buffer.from(signatureOf(key, payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const notice = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof notice !== 'object' || notice === null) return null;
    const { kind, text, at } = notice as Partial<PageNotice>;
    if ((kind !== 'success' && kind !== 'error') || typeof text !== 'string') return null;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    if (Math.abs(now - at) > PAGE_NOTICE_MAX_AGE_MS) return null;
    return { kind, text: text.slice(0, NOTICE_TEXT_MAX), at };
  } catch {
    return null;
  }
}

/**
 * The notice a request carries from the action before it, or null (absent, not ours, or too
 * old), taken once: any notice cookie, shown or ignored, is cleared with this response, so a
 * reload does not show it again and a planted one does not linger.
 */
export function takePageNotice(
  req: Request,
  res: Response,
  now: number = Date.now(),
): PageNotice | null {
  const raw = parseCookies(req.headers.cookie ?? '')[PAGE_NOTICE_COOKIE];
  if (raw === undefined) return null;
  res.clearCookie(PAGE_NOTICE_COOKIE, NOTICE_COOKIE);
  return raw ? openPageNotice(raw, now) : null;
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
    res.cookie(PAGE_NOTICE_COOKIE, sealPageNotice(notice), {
      ...NOTICE_COOKIE,
      maxAge: PAGE_NOTICE_MAX_AGE_MS,
    });
    res.redirect(303, action.page(id));
  });
  return router;
}
