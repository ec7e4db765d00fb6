// Bank-statement webhooks are signed: `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`
// with the shared PAYMENT_WEBHOOK_SECRET. The body is checked byte for byte, before JSON parsing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { allowsDevShortcuts, runModeOf } from '../../../shared/run-mode';
import { logger } from '../../logger';

export const SIGNATURE_HEADER = 'x-signature';
const PREFIX = 'sha256=';

export function signWebhookBody(secret: string, rawBody: Buffer | string): string {
  return PREFIX + createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison, so a forger cannot learn the signature byte by byte from timings. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!header?.startsWith(PREFIX)) return false;
  const given = Buffer.from(header.slice(PREFIX.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** In demo and development modes only: what `npm run payment:simulate` signs with by default. */
export const DEV_WEBHOOK_SECRET = 'bidahub-dev-webhook-secret';

let warnedDevSecret = false;

/**
 * PAYMENT_WEBHOOK_SECRET, or in demo and development modes the public development secret (with
 * a warning, once). Otherwise null: the webhook refuses every call and startup says why. The
 * development secret is in this file for anyone to read, so it signs nothing in production.
 */
export function webhookSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.PAYMENT_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  if (!allowsDevShortcuts(runModeOf(env))) {
    logger.error('PAYMENT_WEBHOOK_SECRET is not set: the bank webhook refuses every transfer');
    return null;
  }
  if (!warnedDevSecret && env.NODE_ENV !== 'test') {
    warnedDevSecret = true;
    logger.warn(
      'PAYMENT_WEBHOOK_SECRET is not set: using the development secret (never in production)',
    );
  }
  return DEV_WEBHOOK_SECRET;
}
