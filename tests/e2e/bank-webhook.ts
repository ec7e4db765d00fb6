import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { BankWebhookBody } from '../../src/shared/wire/payments';

/** The bank webhook's secret on the end-to-end test server; tests sign simulated transfers with it. */
export const E2E_WEBHOOK_SECRET = 'e2e-bank-webhook-secret';

export const WEBHOOK_PATH = '/app-api/v1/payments/webhook';

/**
 * Sends what the bank-statement provider would for an incoming transfer: a JSON body signed
 * with HMAC-SHA256 over its exact bytes (`X-Signature: sha256=<hex>`). Written out here rather
 * than imported from the server, so a change of the signing scheme fails the test.
 */
export async function sendBankTransfer(
  request: APIRequestContext,
  transfer: {
    content: string;
    amountVnd: number;
    id?: string;
    secret?: string;
    /** The receiving account the statement names; the operator's (the demo's) by default. */
    accountNumber?: string;
  },
): Promise<APIResponse> {
  const body: BankWebhookBody = {
    id: transfer.id ?? `E2E-${randomUUID()}`,
    gateway: 'MBBank',
    transactionDate: new Date().toISOString(),
    accountNumber: transfer.accountNumber ?? '0901234567',
    content: transfer.content,
    transferType: 'in',
    transferAmount: transfer.amountVnd,
    referenceCode: null,
  };
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', transfer.secret ?? E2E_WEBHOOK_SECRET)
    .update(raw)
    .digest('hex');
  return request.post(WEBHOOK_PATH, {
    data: raw,
    headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
  });
}
