// The tour form's values (features/tours/tour-form-values.ts): a tier's points typed as one list,
// the next tier's name and half table, and the values' way to the shared schema and back.
import { describe, expect, it } from 'vitest';
import {
  changedTourFields,
  emptyTourValues,
  halfPoints,
  issueErrors,
  nextTierName,
  parsePointsList,
  tierValues,
  tourBody,
  tourFormValues,
  type TourFormValues,
} from '../../src/client/features/tours/tour-form-values';
import { createTourInput } from '../../src/shared/schemas/tours';
import type { Tour } from '../../src/shared/schemas/tours';

describe('parsePointsList', () => {
  it('reads whole numbers in place order, whatever separates them', () => {
    expect(parsePointsList('100, 70, 50, 50, 30')).toEqual({
      ok: true,
      points: [100, 70, 50, 50, 30],
    });
    expect(parsePointsList(' 100;70  50\n30 ,')).toEqual({ ok: true, points: [100, 70, 50, 30] });
    expect(parsePointsList('0')).toEqual({ ok: true, points: [0] });
  });

  it('reads a dot as Vietnamese thousands', () => {
    expect(parsePointsList('1.000, 700')).toEqual({ ok: true, points: [1000, 700] });
  });

  it('says in Vietnamese what is wrong, and at which place', () => {
    expect(parsePointsList('  ')).toEqual({
      ok: false,
      error: 'Hãy nhập điểm của các thứ hạng, ví dụ: 100, 70, 50',
    });
    expect(parsePointsList('100, 7a, 50')).toEqual({
      ok: false,
      error: '“7a” không phải là số nguyên (thứ hạng 2)',
    });
    expect(parsePointsList('100, 2.5')).toEqual({
      ok: false,
      error: '“2.5” không phải là số nguyên (thứ hạng 2)',
    });
    expect(parsePointsList('100, -5')).toEqual({
      ok: false,
      error: 'Điểm không được âm (thứ hạng 2: -5)',
    });
    expect(parsePointsList('20000')).toEqual({
      ok: false,
      error: `Điểm tối đa ${(10_000).toLocaleString('vi-VN')} (thứ hạng 1: 20000)`,
    });
    expect(parsePointsList('50, 70')).toEqual({
      ok: false,
      error: 'Thứ hạng 2 không thể nhiều điểm hơn thứ hạng 1 (70 > 50)',
    });
    expect(parsePointsList(Array.from({ length: 65 }, () => '1').join(','))).toEqual({
      ok: false,
      error: 'Tối đa 64 thứ hạng có điểm',
    });
  });
});

describe('tiers', () => {
  it('names the next tier after the last letter, else by number', () => {
    expect(nextTierName(['A'])).toBe('B');
    expect(nextTierName(['A', 'B'])).toBe('C');
    expect(nextTierName(['Mở rộng'])).toBe('Hạng 2');
    expect(nextTierName(['B', 'A'])).toBe('Hạng 3');
    expect(nextTierName([])).toBe('Hạng 1');
  });

  it('halves a table rounding down', () => {
    expect(halfPoints([100, 70, 25, 1])).toEqual([50, 35, 12, 0]);
  });
});

const values = (changes: Partial<TourFormValues> = {}): TourFormValues => ({
  ...emptyTourValues('2026-03-01'),
  name: 'Tour 9 bi mùa xuân',
  ...changes,
});

describe('tourBody', () => {
  it('starts a season today for three months with one tier', () => {
    const empty = emptyTourValues('2026-03-01');
    expect(empty.startsOn).toBe('2026-03-01');
    expect(empty.endsOn).toBe('2026-05-30');
    expect(empty.tiers.map((tier) => tier.name)).toEqual(['A']);
  });

  it('gives the schema numbers, nulls for the empty fields, and passes it', () => {
    const read = tourBody(
      values({ tiers: [tierValues(' A ', '100, 70'), tierValues('B', '50, 35')], bestOf: ' 4 ' }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.body).toMatchObject({
      tiers: [
        { name: 'A', points: [100, 70] },
        { name: 'B', points: [50, 35] },
      ],
      bestOf: 4,
      previousId: null,
      rollover: 'halve',
      open: false,
    });
    expect(createTourInput.safeParse(read.body).success).toBe(true);
    const all = tourBody(values({ bestOf: '', previousId: '12' }));
    expect(all.ok && all.body.bestOf).toBeNull();
    expect(all.ok && all.body.previousId).toBe(12);
  });

  it('names a bad points list by its tier, and a bad best N', () => {
    const read = tourBody(
      values({ tiers: [tierValues('A', '100, 70'), tierValues('B', 'năm mươi')], bestOf: 'ba' }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        'tiers.1.points': ['“năm” không phải là số nguyên (thứ hạng 1)'],
        bestOf: ['Số kết quả tính điểm phải là số nguyên dương, hoặc để trống để tính tất cả'],
      },
    });
  });

  it('keeps the schema’s errors by their whole path', () => {
    const read = tourBody(values({ tiers: [tierValues('A', '10'), tierValues('a', '5')] }));
    if (!read.ok) throw new Error('points read');
    const checked = createTourInput.safeParse({ ...read.body, endsOn: '2026-02-01' });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(issueErrors(checked.error.issues)).toEqual({
      endsOn: ['Ngày kết thúc mùa phải sau ngày bắt đầu'],
      tiers: ['Mỗi hạng giải phải có tên riêng'],
    });
    expect(issueErrors([{ path: ['tiers', 0, 'name'], message: 'x' }])).toEqual({
      'tiers.0.name': ['x'],
    });
  });
});

describe('a saved tour in the form', () => {
  const tour = {
    name: 'Tour carom',
    description: 'Mô tả',
    family: 'carom',
    startsOn: '2026-01-01',
    endsOn: '2026-06-30',
    tiers: [{ name: 'A', points: [100, 60] }],
    bestOf: 5,
    rollover: 'reset',
    previous: { id: 3, name: 'Mùa trước' },
    open: true,
  } as unknown as Tour;

  it('shows its saved values, and sends only what changed', () => {
    const shown = tourFormValues(tour);
    expect(shown).toMatchObject({
      family: 'carom',
      bestOf: '5',
      previousId: '3',
      open: true,
      rollover: 'reset',
    });
    expect(shown.tiers[0]).toMatchObject({ name: 'A', points: '100, 60' });
    const saved = tourBody(shown);
    const next = tourBody({ ...shown, bestOf: '', tiers: [tierValues('A', '100,60, 20')] });
    if (!saved.ok || !next.ok) throw new Error('both read');
    expect(changedTourFields(saved.body, saved.body)).toEqual({});
    expect(changedTourFields(next.body, saved.body)).toEqual({
      bestOf: null,
      tiers: [{ name: 'A', points: [100, 60, 20] }],
    });
  });
});
