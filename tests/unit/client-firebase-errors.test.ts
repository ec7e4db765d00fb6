import { describe, expect, it } from 'vitest';
import {
  FIREBASE_ERROR_MESSAGES,
  FIREBASE_FALLBACK_MESSAGE,
  firebaseErrorMessage,
} from '../../src/client/features/auth/firebase-errors';

// The identity-provider errors the specification lists, and the common phone ones.
const REQUIRED = [
  'auth-domain-config-required',
  'invalid-api-key',
  'popup-blocked',
  'network-request-failed',
  'internal-error',
  'invalid-auth-event',
  'invalid-phone-number',
  'invalid-verification-code',
  'code-expired',
  'too-many-requests',
];

describe('firebaseErrorMessage', () => {
  it('has its own Vietnamese message for every listed error code', () => {
    const messages = REQUIRED.map((code) => firebaseErrorMessage({ code: `auth/${code}` }));
    for (const [i, message] of messages.entries()) {
      expect(message, REQUIRED[i]).not.toBe(FIREBASE_FALLBACK_MESSAGE);
      expect(message, REQUIRED[i]).toMatch(
        /[ạảãáàâấầẩẫậăắằẳẵặđẹẻẽéèêếềểễệịỉĩíìọỏõóòôốồổỗộơớờởỡợụủũúùưứừửữựỵỷỹýỳ]/,
      );
    }
    expect(new Set(messages).size).toBe(REQUIRED.length);
  });

  it('says the code is wrong for a wrong code', () => {
    expect(firebaseErrorMessage({ code: 'auth/invalid-verification-code', message: 'x' })).toBe(
      FIREBASE_ERROR_MESSAGES['invalid-verification-code'],
    );
  });

  it('falls back to a generic message for unknown codes and non-errors', () => {
    expect(firebaseErrorMessage({ code: 'auth/something-new' })).toBe(FIREBASE_FALLBACK_MESSAGE);
    expect(firebaseErrorMessage(new Error('boom'))).toBe(FIREBASE_FALLBACK_MESSAGE);
    expect(firebaseErrorMessage(null)).toBe(FIREBASE_FALLBACK_MESSAGE);
  });
});
