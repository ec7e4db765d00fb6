import { describe, expect, it } from 'vitest';
import { VIETQR_BANKS } from '../../src/shared/banks';
import {
  buildVietQrPayload,
  crc16,
  parseVietQrPayload,
} from '../../src/app-api/services/wallet/vietqr';

describe('VietQR payload', () => {
  it('matches the published example of a 120.000đ transfer to VietinBank (subiz/vietqr README)', () => {
    const payload = buildVietQrPayload({
      bin: '970415',
      accountNumber: '0011001932418',
      amountVnd: 120_000,
      memo: 'ung ho lu lut',
    });
    expect(payload).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA' +
        '530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });

  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('lays the fields out in EMVCo order with two-digit lengths', () => {
    const payload = buildVietQrPayload({
      bin: '970436',
      accountNumber: '1023456789',
      amountVnd: 50_000,
      memo: 'BH7K2M9QXA',
    });
    const fields = parseVietQrPayload(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('38')).toBe('0010A00000072701240006970436011010234567890208QRIBFTTA');
    expect(fields.get('54')).toBe('50000');
    expect(fields.get('62')).toBe('0810BH7K2M9QXA');
    expect(fields.get('63')).toHaveLength(4);
  });

  it('makes a reusable code (initiation 11, no amount) when no amount is given', () => {
    const fields = parseVietQrPayload(
      buildVietQrPayload({ bin: '970422', accountNumber: '0123456789' }),
    );
    expect(fields.get('01')).toBe('11');
    expect(fields.has('54')).toBe(false);
    expect(fields.has('62')).toBe(false);
  });

  it('refuses what a bank would not carry', () => {
    const base = { bin: '970436', accountNumber: '1023456789' };
    expect(() => buildVietQrPayload({ ...base, bin: '97043' })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, accountNumber: '12-34' })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, amountVnd: 0 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, amountVnd: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ ...base, memo: 'nạp xu' })).toThrow(RangeError);
  });

  it('detects a corrupted payload by its CRC', () => {
    const payload = buildVietQrPayload({ bin: '970436', accountNumber: '1023456789' });
    expect(() => parseVietQrPayload(payload.replace('970436', '970437'))).toThrow(/CRC/);
  });

  it('knows every bank of the list by a unique six-digit BIN', () => {
    const bins = VIETQR_BANKS.map((b) => b.bin);
    expect(new Set(bins).size).toBe(bins.length);
    for (const bin of bins) expect(bin).toMatch(/^\d{6}$/);
  });
});
