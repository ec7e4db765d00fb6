// HTTP hardening of the BFF: security headers with a Content Security Policy, and the check that
// keeps other sites from making a signed-in browser call our mutations.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { APP_API } from '../shared/contract';
import { MESSAGES } from '../shared/messages';
import { isPhoneAuthPath } from '../shared/routes';
import type { FirebaseWebConfig } from '../shared/schemas/firebase';

/** CSP hashes of the inline scripts of the built `index.html` (the colour-mode script). */
export function inlineScriptHashes(indexHtml: string | null): string[] {
  if (!indexHtml || !existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

// What Firebase phone sign-in and its invisible reCAPTCHA load, and only on the phone pages.
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://apis.google.com',
];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/'];
const FIREBASE_AUTH_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/**
 * Documents other sites may frame, from any origin: the embeds a club puts on its own website
 * and the overlays a stream's software (OBS) shows. Every other response refuses framing.
 */
const FRAMEABLE = /^\/(embed|overlay)\//;
const frameable = (req: IncomingMessage) =>
  FRAMEABLE.test(new URL(req.url ?? '/', 'http://x').pathname);

export interface SecurityHeadersOptions {
  inlineScriptHashes: readonly string[];
  /** Phone sign-in settings; null when phone sign-in is not configured. */
  firebase: FirebaseWebConfig | null;
  /** https origins pictures may come from besides this one (IMAGE_ORIGINS). */
  imageOrigins: readonly string[];
}

/**
 * helmet with our Content Security Policy: scripts from this origin only (plus the hashed inline
 * colour-mode script), styles inline too (Chakra's Emotion writes <style> tags), no framing but
 * of the embeds and overlays. The documents of the phone sign-in pages alone may also load
 * Firebase and reCAPTCHA.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const { firebase } = options;
  const phonePage = (req: IncomingMessage) =>
    firebase !== null && isPhoneAuthPath(new URL(req.url ?? '/', 'http://x').pathname);
  const onPhonePage =
    (extra: readonly string[], otherwise: readonly string[] = []) =>
    (req: IncomingMessage, _res: ServerResponse) =>
      (phonePage(req) ? extra : otherwise).join(' ');

  const firebaseConnect = firebase
    ? [...FIREBASE_AUTH_APIS, ...(firebase.emulatorUrl ? [firebase.emulatorUrl] : [])]
    : [];
  const firebaseFrames = firebase
    ? [...RECAPTCHA_FRAMES, `https://${firebase.authDomain}`]
    : RECAPTCHA_FRAMES;

  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes, onPhonePage(RECAPTCHA_SCRIPTS)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures from this server or the configured origins only: any other host could watch
        // who looks (the upstream refuses such URLs too). QR codes and charts are drawn here.
        imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", onPhonePage(firebaseConnect)],
        frameSrc: [onPhonePage(firebaseFrames, ["'none'"])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(req: IncomingMessage) => (frameable(req) ? '*' : "'none'")],
      },
    },
    // Our pages' addresses stay ours (no Referer to other sites), but a form's post to us names
    // its origin: under helmet's default, no-referrer, the browser sends `Origin: null`, and the
    // document's forms (page-actions.ts) could not be told from a forged one.
    referrerPolicy: { policy: 'same-origin' },
    // Same-origin, and no COEP: the phone pages embed Google's reCAPTCHA frames.
    crossOriginEmbedderPolicy: false,
    // helmet's X-Frame-Options is one value for every response; set below, by path.
    xFrameOptions: false,
  });
  return (req, res, next) => {
    // The older header, for browsers without frame-ancestors; it cannot say "any origin", so a
    // frameable document goes without it.
    if (!frameable(req)) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    headers(req, res, next);
  };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Where a request says it comes from: `ours`, `foreign`, or `unknown` when the browser names no
 * origin (Origin, or Referer when there is no Origin; callers that are not browsers send neither).
 *
 * Ours are `publicOrigins` (PUBLIC_ORIGIN), scheme, host and port, when configured. Otherwise
 * the request's own Host: right for one host, but the Host header is the client's word, so a
 * deployment names its origins.
 */
export function isOurOrigin(
  publicOrigins: readonly string[] = [],
): (req: Request) => 'ours' | 'foreign' | 'unknown' {
  const isOurs = (origin: string, host: string) =>
    publicOrigins.length > 0
      ? publicOrigins.includes(origin)
      : // Host alone: behind a TLS proxy without TRUST_PROXY the request itself looks like http.
        origin !== 'invalid' && origin !== 'null' && new URL(origin).host === host;
  return (req) => {
    const from = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (from === null) return 'unknown';
    return isOurs(from, req.host) ? 'ours' : 'foreign';
  };
}

/**
 * Cross-site request forgery guard for the tRPC endpoint. The session is a cookie, so a browser
 * would send it along with a form or script another site fires at us. A mutation is refused when
 * the browser says it comes from an origin other than ours (isOurOrigin), and it must be JSON: a
 * cross-site page cannot send `application/json` without a CORS preflight, which this server
 * never grants.
 */
export function crossSiteGuard(publicOrigins: readonly string[] = []): RequestHandler {
  const originKind = isOurOrigin(publicOrigins);
  return (req, res, next) => {
    if (!MUTATING.has(req.method)) return next();
    if (originKind(req) === 'foreign') {
      res.status(403).json({ message: MESSAGES.crossSiteRequest });
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ message: MESSAGES.crossSiteRequest });
      return;
    }
    next();
  };
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

/**
 * For deployments that do not publish the upstream API (APP_API_ACCESS=loopback): `/app-api`
 * answers only this host (the client IP as `trust proxy` sees it), as if absent to others. The
 * bank's webhook stays reachable, since the bank calls it from outside. Mount on `/app-api`.
 */
export function loopbackOnlyAppApi(): RequestHandler {
  const webhook = APP_API['bank.webhook'];
  return (req, res, next) => {
    const isWebhook = req.method === webhook.method && req.path === webhook.path;
    if (isWebhook || isLoopback(req.ip)) return next();
    res.status(404).json({ message: MESSAGES.notFound });
  };
}
