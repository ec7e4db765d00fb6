import { describe, expect, it } from 'vitest';
import { FIXTURE_STORES } from '../../fixtures/stores';
import { formatPhone, storeAddress, telHref } from '../../src/client/lib/store-format';

describe('store phones', () => {
  it('shows a landline in the national 3-4-4 grouping', () => {
    expect(formatPhone('+842437951234')).toBe('024 3795 1234');
    expect(formatPhone('+842838224567')).toBe('028 3822 4567');
  });

  it('shows a mobile number in the 4-3-3 grouping', () => {
    expect(formatPhone('+84912345678')).toBe('0912 345 678');
    expect(formatPhone('0912.345.678')).toBe('0912 345 678');
  });

  it('leaves a number it does not recognise as it is', () => {
    expect(formatPhone('1900 6868')).toBe('1900 6868');
    expect(formatPhone('+6591234567')).toBe('+6591234567');
    expect(formatPhone('')).toBe('');
  });

  it('dials the number as stored, without spaces or punctuation', () => {
    expect(telHref('+842437951234')).toBe('tel:+842437951234');
    expect(telHref('024 3795-1234')).toBe('tel:02437951234');
  });

  it('formats every fixture phone in the national form', () => {
    for (const store of FIXTURE_STORES) {
      expect(formatPhone(store.phone)).toMatch(/^0\d{2} \d{4} \d{4}$/);
    }
  });
});

describe('store addresses', () => {
  it('joins street, district and city', () => {
    expect(
      storeAddress({ address: '126 Trần Thái Tông', district: 'Cầu Giấy', city: 'Hà Nội' }),
    ).toBe('126 Trần Thái Tông, Cầu Giấy, Hà Nội');
  });

  it('skips a missing part', () => {
    expect(storeAddress({ address: '41 Kỳ Đồng', district: '', city: 'TP. Hồ Chí Minh' })).toBe(
      '41 Kỳ Đồng, TP. Hồ Chí Minh',
    );
  });
});
