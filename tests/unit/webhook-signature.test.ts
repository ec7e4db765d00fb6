import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signWebhookBody,
  verifyWebhookSignature,
} from '../../src/app-api/services/wallet/webhook-signature';

const secret = 'bí-mật-của-ngân-hàng';
const body = Buffer.from('{"id":9001,"content":"BH7K2M9QXA nap xu","transferAmount":50000}');

describe('webhook signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body', () => {
    const hex = createHmac('sha256', secret).update(body).digest('hex');
    expect(signWebhookBody(secret, body)).toBe(`sha256=${hex}`);
  });

  it('accepts the right signature', () => {
    expect(verifyWebhookSignature(secret, body, signWebhookBody(secret, body))).toBe(true);
  });

  it('refuses another secret, a changed body, a missing or malformed header', () => {
    const good = signWebhookBody(secret, body);
    expect(verifyWebhookSignature('khác', body, good)).toBe(false);
    expect(verifyWebhookSignature(secret, Buffer.from(`${body.toString()} `), good)).toBe(false);
    expect(verifyWebhookSignature(secret, body, undefined)).toBe(false);
    expect(verifyWebhookSignature(secret, body, good.slice(PREFIX_LENGTH))).toBe(false);
    expect(verifyWebhookSignature(secret, body, 'sha256=zz')).toBe(false);
    expect(verifyWebhookSignature(secret, body, good.slice(0, -2))).toBe(false);
  });
});

const PREFIX_LENGTH = 'sha256='.length;
