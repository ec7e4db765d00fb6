// The tour form's values as typed (text, as the fields hold them) and their way to the shared
// schema's input and back. No zod here: the form pages validate with the schema itself.
import type { GameFamily } from '../../../shared/domain';
import type { CreateTourInput, Tour, TourTier } from '../../../shared/schemas/tours';
import { TOUR_LIMITS, type TourRollover } from '../../../shared/tour-rules';
import type { FormErrors } from '../../lib/form-errors';

export interface TierValues {
  /** The row's React key: stays with the tier when another is removed. */
  key: number;
  name: string;
  /** Places' points as typed: "100, 70, 50, 50, 30". */
  points: string;
}

export interface TourFormValues {
  name: string;
  description: string;
  family: GameFamily;
  startsOn: string;
  endsOn: string;
  tiers: TierValues[];
  /** '' for every result. */
  bestOf: string;
  rollover: TourRollover;
  /** '' for the first season. */
  previousId: string;
  open: boolean;
}

export type PointsParse = { ok: true; points: number[] } | { ok: false; error: string };

const formatPoints = (value: number) => value.toLocaleString('vi-VN');

/**
 * Reads a tier's points list: whole numbers in place order, separated by commas, semicolons or
 * spaces ("100, 70, 50"). A dot groups thousands, as Vietnamese writes them ("1.000").
 */
export function parsePointsList(text: string): PointsParse {
  const tokens = text
    .split(/[,;\s]+/)
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.length === 0) {
    return { ok: false, error: 'Hãy nhập điểm của các thứ hạng, ví dụ: 100, 70, 50' };
  }
  if (tokens.length > TOUR_LIMITS.places) {
    return { ok: false, error: `Tối đa ${TOUR_LIMITS.places} thứ hạng có điểm` };
  }
  const points: number[] = [];
  for (const [index, token] of tokens.entries()) {
    const place = index + 1;
    const digits = /^\d{1,3}(\.\d{3})+$/.test(token) ? token.replace(/\./g, '') : token;
    if (!/^\d+$/.test(digits)) {
      const negative = /^-\d/.test(token);
      return {
        ok: false,
        error: negative
          ? `Điểm không được âm (thứ hạng ${place}: ${token})`
          : `“${token}” không phải là số nguyên (thứ hạng ${place})`,
      };
    }
    const value = Number(digits);
    if (value > TOUR_LIMITS.points) {
      return {
        ok: false,
        error: `Điểm tối đa ${formatPoints(TOUR_LIMITS.points)} (thứ hạng ${place}: ${token})`,
      };
    }
    const before = points[index - 1];
    if (before !== undefined && value > before) {
      return {
        ok: false,
        error: `Thứ hạng ${place} không thể nhiều điểm hơn thứ hạng ${index} (${value} > ${before})`,
      };
    }
    points.push(value);
  }
  return { ok: true, points };
}

export const formatPointsList = (points: readonly number[]) => points.join(', ');

/** The next tier's name: the letter after the last one ("A" → "B"), else "Hạng n". */
export function nextTierName(names: readonly string[]): string {
  const taken = new Set(names.map((name) => name.trim().toLocaleLowerCase('vi')));
  const last = names.at(-1)?.trim() ?? '';
  if (/^[A-Ya-y]$/.test(last)) {
    const next = String.fromCharCode(last.charCodeAt(0) + 1);
    if (!taken.has(next.toLocaleLowerCase('vi'))) return next;
  }
  for (let n = names.length + 1; ; n++) {
    const name = `Hạng ${n}`;
    if (!taken.has(name.toLocaleLowerCase('vi'))) return name;
  }
}

/** Half the points of `points`, rounded down: a lower tier's table from its upper one. */
export const halfPoints = (points: readonly number[]) => points.map((p) => Math.floor(p / 2));

let nextKey = 1;
export const tierValues = (name: string, points: string): TierValues => ({
  key: nextKey++,
  name,
  points,
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new season: from `today` for three months, one tier. */
export function emptyTourValues(today: string): TourFormValues {
  return {
    name: '',
    description: '',
    family: 'pool',
    startsOn: today,
    endsOn: addDays(today, 90),
    tiers: [tierValues('A', '100, 70, 50, 50, 30, 30, 30, 30')],
    bestOf: '',
    rollover: 'halve',
    previousId: '',
    open: false,
  };
}

export function tourFormValues(tour: Tour): TourFormValues {
  return {
    name: tour.name,
    description: tour.description,
    family: tour.family,
    startsOn: tour.startsOn,
    endsOn: tour.endsOn,
    tiers: tour.tiers.map((tier) => tierValues(tier.name, formatPointsList(tier.points))),
    bestOf: tour.bestOf === null ? '' : String(tour.bestOf),
    rollover: tour.rollover,
    previousId: tour.previous ? String(tour.previous.id) : '',
    open: tour.open,
  };
}

/**
 * The values as the schema's input. The points lists are read here (their errors named by tier,
 * `tiers.0.points`); everything else is left for the schema to judge.
 */
export function tourBody(
  values: TourFormValues,
): { ok: true; body: CreateTourInput } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const tiers: TourTier[] = values.tiers.map((tier, index) => {
    const parsed = parsePointsList(tier.points);
    if (!parsed.ok) errors[`tiers.${index}.points`] = [parsed.error];
    return { name: tier.name.trim(), points: parsed.ok ? parsed.points : [] };
  });
  const bestOfText = values.bestOf.trim();
  if (bestOfText !== '' && !/^\d+$/.test(bestOfText)) {
    errors.bestOf = ['Số kết quả tính điểm phải là số nguyên dương, hoặc để trống để tính tất cả'];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name,
      description: values.description,
      family: values.family,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      tiers,
      bestOf: bestOfText === '' ? null : Number(bestOfText),
      rollover: values.rollover,
      previousId: values.previousId === '' ? null : Number(values.previousId),
      open: values.open,
    },
  };
}

/** The fields of `next` that differ from `saved` (a change sends only those). */
export function changedTourFields(
  next: CreateTourInput,
  saved: CreateTourInput,
): Partial<CreateTourInput> {
  const keys = Object.keys(next) as (keyof CreateTourInput)[];
  return Object.fromEntries(
    keys
      .filter((key) => JSON.stringify(next[key]) !== JSON.stringify(saved[key]))
      .map((key) => [key, next[key]]),
  );
}

/** A schema's issues as the form's errors, by their whole path (`tiers.1.name`). */
export function issueErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
