// Refuses passwords an attacker tries first: the most common ones, keyboard walks, dates, the
// account's own name, and Vietnamese favourites a generic list misses. The rate limits slow an
// online guesser down; this keeps what they guess first from being anyone's password.
//
// zxcvbn-ts rather than a list of our own: it scores patterns (l33t, sequences, years, repeats)
// against a 30,000-password dictionary, and is the maintained port of Dropbox's estimator.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppApiError } from '../../errors';

export const PASSWORD_STRENGTH_MESSAGES = {
  common: 'Mật khẩu này quá phổ biến hoặc dễ đoán, hãy chọn mật khẩu khác',
  personal: 'Mật khẩu không được dựa trên tên đăng nhập, họ tên hay số điện thoại của bạn',
} as const;

/**
 * zxcvbn's 0–4 score; 2 and up resists a throttled online attack (~10^6 guesses and more),
 * which is what our sign-in faces.
 */
const MIN_SCORE = 2;

/** Words Vietnamese users build passwords from, which the English-centred lists lack. */
const VIETNAMESE_WORDS = [
  'matkhau',
  'anhyeuem',
  'emyeuanh',
  'yeuem',
  'iloveyou',
  'vietnam',
  'hanoi',
  'saigon',
  'bida',
  'billiard',
  'bidahub',
  'nguyen',
  'tran',
  'hoang',
  'phuong',
];

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on the first password set: its dictionaries cost ~200 ms and a few MB, not at start. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, vietnamese: VIETNAMESE_WORDS },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/**
 * Throws a field error on `field` when `password` is too guessable; `personal` are the account's
 * own details (username, name, phone), which make a password weak by themselves.
 */
export async function assertStrongPassword(
  field: string,
  password: string,
  personal: readonly (string | null | undefined)[],
): Promise<void> {
  const inputs = personal.filter((value): value is string => !!value);
  const result = (await loadEstimator()).check(password, inputs);
  if (result.score >= MIN_SCORE) return;
  const message =
    result.feedback.warning === 'userInputs'
      ? PASSWORD_STRENGTH_MESSAGES.personal
      : PASSWORD_STRENGTH_MESSAGES.common;
  throw AppApiError.field(field, message);
}
