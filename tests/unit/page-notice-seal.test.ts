// The page notice's cookie (server/page-actions.ts): signed with HMAC-SHA256 over its content and
// its issue time, read back only with the same key and within a minute of being written.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  openPageNotice,
  PAGE_NOTICE_MAX_AGE_MS,
  pageNoticeKeyOf,
  sealPageNotice,
} from '../../src/server/page-actions';
import type { PageNotice } from '../../src/shared/page-notice';

const key = randomBytes(32);
const at = Date.UTC(2025, 0, 1, 8);
const notice: PageNotice = {
  kind: 'success',
  text: 'Đã đăng ký tham gia giải. Số dư còn 40 xu.',
  at,
};

describe('the page notice seal', () => {
  it('opens what it sealed, with the same key, within the minute', () => {
    const sealed = sealPageNotice(notice, key);
    expect(sealed).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(openPageNotice(sealed, at, key)).toEqual(notice);
    expect(openPageNotice(sealed, at + PAGE_NOTICE_MAX_AGE_MS, key)).toEqual(notice);
  });

  it('is HMAC-SHA256 of the encoded content under the cookie name', () => {
    const [payload = '', signature] = sealPageNotice(notice, key).split('.');
    const expected = createHmac('sha256', key).update(`page_notice.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual(notice);
  });

  it('refuses one older than a minute, or issued a minute ahead of the clock', () => {
    const sealed = sealPageNotice(notice, key);
    expect(openPageNotice(sealed, at + PAGE_NOTICE_MAX_AGE_MS + 1, key)).toBeNull();
    expect(openPageNotice(sealed, at - PAGE_NOTICE_MAX_AGE_MS - 1, key)).toBeNull();
  });

  it('refuses another key, changed content or time, and anything unsigned or malformed', () => {
    const sealed = sealPageNotice(notice, key);
    const [, signature = ''] = sealed.split('.');
    const encoded = (value: unknown) =>
      Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    const refused = [
      sealPageNotice(notice, randomBytes(32)),
      `${encoded({ ...notice, text: 'Tài khoản bị khoá' })}.${signature}`,
      `${encoded({ ...notice, kind: 'error' })}.${signature}`,
      `${encoded({ ...notice, at: at + 1 })}.${signature}`,
      `${sealed}x`,
      `${sealed}=`,
      sealed.slice(0, -1),
      sealed.split('.')[0] ?? '',
      `${encoded(notice)}.`,
      `.${signature}`,
      JSON.stringify(notice),
      '',
      '.',
    ];
    for (const raw of refused) expect(openPageNotice(raw, at, key), raw).toBeNull();
  });

  it('refuses well-signed content that is not a notice', () => {
    const sign = (value: unknown) => {
      const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
      const signature = createHmac('sha256', key)
        .update(`page_notice.${payload}`)
        .digest('base64url');
      return `${payload}.${signature}`;
    };
    for (const value of [
      null,
      7,
      { kind: 'info', text: 'x', at },
      { kind: 'error', at },
      { ...notice, at: 'now' },
    ]) {
      expect(openPageNotice(sign(value), at, key)).toBeNull();
    }
    expect(openPageNotice(sign({ ...notice, text: 'x'.repeat(900) }), at, key)?.text).toHaveLength(
      500,
    );
  });

  it('takes PAGE_NOTICE_SECRET as its key when set, else a random one per call', () => {
    expect(pageNoticeKeyOf({ PAGE_NOTICE_SECRET: ' s3cret ' })).toEqual(Buffer.from('s3cret'));
    const made = pageNoticeKeyOf({});
    expect(made).toHaveLength(32);
    expect(pageNoticeKeyOf({ PAGE_NOTICE_SECRET: '  ' })).not.toEqual(made);
  });
});
