import { describe, expect, it } from 'vitest';
import {
  checkCoinAmount,
  compactAccountNumber,
  dateRangeError,
  dayParam,
  formatCountdown,
  formatSignedCoins,
  formatVnd,
  ledgerLink,
  maskAccountNumber,
  newRequestKey,
  normalizeHolderName,
  withdrawalLimits,
} from '../../src/client/features/payment/payment-logic';
import {
  accountNumberSchema,
  holderNameSchema,
  requestPayoutInput,
} from '../../src/shared/schemas/payments';

describe('holder name as the user types', () => {
  it('becomes capitals without diacritics, as banks print it', () => {
    expect(normalizeHolderName('Nguyễn Văn Ánh')).toBe('NGUYEN VAN ANH');
    expect(normalizeHolderName('đặng thị đào')).toBe('DANG THI DAO');
    expect(normalizeHolderName('Trần  Quốc   Bảo')).toBe('TRAN QUOC BAO');
    expect(normalizeHolderName('  lê-văn.Hưng 3')).toBe('LEVANHUNG ');
  });

  it('keeps a trailing space so the next word can be typed, and the schema accepts the result', () => {
    expect(normalizeHolderName('Phạm ')).toBe('PHAM ');
    for (const typed of ['Nguyễn Thị Hồng Nhung', 'Đỗ Đức Mạnh ', 'Bùi  ngọc   Ánh']) {
      expect(holderNameSchema.safeParse(normalizeHolderName(typed)).success, typed).toBe(true);
    }
  });
});

describe('account number as typed', () => {
  it('drops the separators people paste, keeps letters for the schema to refuse', () => {
    expect(compactAccountNumber('0123 456.789-0')).toBe('01234567890');
    expect(compactAccountNumber('12ab34567')).toBe('12ab34567');
    const refused = accountNumberSchema.safeParse(compactAccountNumber('12ab34567'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Số tài khoản chỉ gồm chữ số');
  });

  it('is masked to its last four digits', () => {
    expect(maskAccountNumber('0123456789')).toBe('•••• 6789');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('money formats', () => {
  it('writes đồng the Vietnamese way', () => {
    expect(formatVnd(50_000)).toBe('50.000 ₫');
    expect(formatVnd(1_250_000)).toBe('1.250.000 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
  });

  it('signs ledger amounts with a plus or a true minus', () => {
    expect(formatSignedCoins(1500)).toBe('+1.500 xu');
    expect(formatSignedCoins(-20)).toBe('−20 xu');
    expect(formatSignedCoins(0)).toBe('0 xu');
  });

  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(899.4)).toBe('14:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('coin amounts', () => {
  const limits = { min: 10, max: 5000 };

  it('accepts whole numbers within the limits', () => {
    expect(checkCoinAmount(' 250 ', limits)).toEqual({ ok: true, coins: 250 });
    expect(checkCoinAmount('10', limits)).toEqual({ ok: true, coins: 10 });
    expect(checkCoinAmount('5000', limits)).toEqual({ ok: true, coins: 5000 });
  });

  it('says in Vietnamese what is wrong otherwise', () => {
    expect(checkCoinAmount('', limits)).toEqual({ ok: false, message: 'Vui lòng nhập số xu' });
    expect(checkCoinAmount('12.5', limits)).toEqual({
      ok: false,
      message: 'Số xu phải là số nguyên dương',
    });
    expect(checkCoinAmount('-5', limits)).toMatchObject({ ok: false });
    expect(checkCoinAmount('9', limits)).toEqual({ ok: false, message: 'Tối thiểu 10 xu' });
    expect(checkCoinAmount('5001', limits)).toEqual({ ok: false, message: 'Tối đa 5.000 xu' });
  });

  it('never lets a withdrawal exceed the balance', () => {
    const config = { minWithdrawal: 100, maxWithdrawal: 10_000 };
    expect(withdrawalLimits(config, 750)).toEqual({ min: 100, max: 750 });
    expect(withdrawalLimits(config, 50_000)).toEqual({ min: 100, max: 10_000 });
  });
});

describe('history filters and links', () => {
  it('links each ledger row to what it concerns', () => {
    expect(ledgerLink({ referenceType: 'tournament', referenceId: 7 })).toEqual({
      to: '/tournaments/7',
      label: 'Xem giải đấu',
    });
    // The wallet page opens (and outlines) that very top-up or payout.
    expect(ledgerLink({ referenceType: 'topup', referenceId: 3 })).toEqual({
      to: '/payment?topup=3',
      label: 'Xem lệnh nạp',
    });
    expect(ledgerLink({ referenceType: 'payout', referenceId: 4 })).toEqual({
      to: '/payment?payout=4',
      label: 'Xem yêu cầu rút',
    });
    expect(ledgerLink({ referenceType: 'opening_balance', referenceId: null })).toBeNull();
    expect(ledgerLink({ referenceType: 'tournament', referenceId: null })).toBeNull();
  });

  it('reads only real days from the URL', () => {
    expect(dayParam('2026-02-28')).toBe('2026-02-28');
    expect(dayParam('2026-02-30')).toBeUndefined();
    expect(dayParam('28/02/2026')).toBeUndefined();
    expect(dayParam(null)).toBeUndefined();
  });

  it('refuses a range that ends before it starts', () => {
    expect(dateRangeError('2026-03-01', '2026-02-01')).toBe('Ngày kết thúc phải sau ngày bắt đầu');
    expect(dateRangeError('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeError(undefined, '2026-03-01')).toBeNull();
  });
});

describe('withdrawal request keys', () => {
  it('are UUIDs the server accepts even without crypto.randomUUID (plain HTTP)', () => {
    // An insecure context: getRandomValues exists, randomUUID does not.
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = Array.from({ length: 50 }, () => newRequestKey(insecure));
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(requestPayoutInput.shape.requestKey.safeParse(key).success, key).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('use crypto.randomUUID where the browser offers it', () => {
    const secure = {
      getRandomValues: crypto.getRandomValues.bind(crypto),
      randomUUID: () => '00000000-0000-4000-8000-000000000000' as const,
    };
    expect(newRequestKey(secure)).toBe('00000000-0000-4000-8000-000000000000');
    expect(requestPayoutInput.shape.requestKey.safeParse(newRequestKey()).success).toBe(true);
  });
});
