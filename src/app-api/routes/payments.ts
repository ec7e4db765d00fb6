// The bank-statement provider's side: the signed transfer webhook, and a signed lookup of a
// top-up by memo for the local simulator. Both read the raw body, since the HMAC covers the
// bytes as sent; mount this router before any JSON parser.
import express, { Router, type Request } from 'express';
import { APP_API } from '../../shared/contract';
import { deepSnakeKeys } from '../../shared/wire/case';
import { z } from '../../shared/zod';
import { APP_API_MESSAGES, AppApiError, type FieldErrors } from '../errors';
import type { TopupService } from '../services/wallet/topups';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../services/wallet/webhook-signature';
import { routePath } from './endpoint-route';
import { fieldsWithNul, sendData } from './http';
import { logger } from '../logger';

export const PAYMENT_MESSAGES = {
  webhookNotConfigured: 'Cổng thanh toán chưa được cấu hình (thiếu PAYMENT_WEBHOOK_SECRET)',
  badSignature: 'Chữ ký webhook không hợp lệ',
  malformedWebhook: 'Dữ liệu webhook không hợp lệ',
} as const;

export interface PaymentRouteDeps {
  topups: TopupService;
  /** Null: not configured (production without PAYMENT_WEBHOOK_SECRET), every call is refused. */
  webhookSecret: string | null;
}

function malformed(errors?: FieldErrors): AppApiError {
  return new AppApiError(400, PAYMENT_MESSAGES.malformedWebhook, errors);
}

export function createPaymentRoutes(deps: PaymentRouteDeps): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: '100kb' });

  /** The body as a JSON object once its signature checks out: 503, 401 or 400 otherwise. */
  function signedJson(req: Request): Record<string, unknown> {
    if (!deps.webhookSecret) throw new AppApiError(503, PAYMENT_MESSAGES.webhookNotConfigured);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verifyWebhookSignature(deps.webhookSecret, body, req.get(SIGNATURE_HEADER))) {
      logger.warn(
        { method: req.method, url: req.originalUrl, ip: req.ip, bytes: body.length },
        'bank webhook refused: bad signature',
      );
      throw AppApiError.unauthorized(PAYMENT_MESSAGES.badSignature);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw malformed();
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw malformed();
    // The raw report is kept as jsonb, which cannot hold a NUL character.
    const withNul = fieldsWithNul(parsed);
    if (withNul.length > 0) {
      throw malformed(Object.fromEntries(withNul.map((f) => [f, [APP_API_MESSAGES.nulCharacter]])));
    }
    return parsed as Record<string, unknown>;
  }

  function parseSigned<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
    const result = schema.safeParse(payload);
    if (result.success) return result.data;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(z.flattenError(result.error).fieldErrors)) {
      if (Array.isArray(messages) && messages.length > 0) errors[field] = messages;
    }
    throw malformed(errors);
  }

  /**
   * Answers 2xx to every well-signed, well-formed transfer, matched or not, so the provider
   * stops retrying; what became of it is in the answer and in bank_transfers.
   */
  router.post(routePath(APP_API['bank.webhook']), raw, async (req, res) => {
    const payload = signedJson(req);
    const report = parseSigned(APP_API['bank.webhook'].body, payload);
    const receipt = await deps.topups.receiveTransfer(report, payload);
    res.json({ success: true, data: deepSnakeKeys(receipt) });
  });

  /** For `npm run payment:simulate -- <memo>`: the amount a top-up waits for. */
  router.post(routePath(APP_API['bank.lookup']), raw, async (req, res) => {
    const { memo } = parseSigned(APP_API['bank.lookup'].body, signedJson(req));
    const topup = await deps.topups.byMemo(memo);
    sendData(
      res,
      deepSnakeKeys({ memo: topup.memo, amountVnd: topup.amountVnd, status: topup.status }),
    );
  });

  return router;
}
