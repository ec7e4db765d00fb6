// Proof of a phone number: a Firebase ID token from phone sign-in in the browser, verified with
// firebase-admin. Injected into the phone-auth service, so tests can use the Auth emulator.
import type { Auth } from 'firebase-admin/auth';
import { DEMO_FIREBASE_PROJECT_ID } from '../../../shared/schemas/firebase';
import { allowsDevShortcuts, runModeOf } from '../../../shared/run-mode';

interface VerifiedPhone {
  /** E.164, as Firebase writes it (`+84…`). */
  phone: string;
  /** The Firebase user id. */
  uid: string;
}

export interface PhoneTokenVerifier {
  /** The phone a valid ID token proves; rejects with `PhoneTokenError` otherwise. */
  verify(idToken: string): Promise<VerifiedPhone>;
}

/** Why a token proves nothing. `unavailable` is ours (not configured, Firebase unreachable). */
export class PhoneTokenError extends Error {
  constructor(
    readonly reason: 'invalid' | 'no-phone' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PhoneTokenError';
  }
}

export interface FirebaseVerifierOptions {
  projectId: string;
}

// firebase-admin's error codes that mean "this token is bad", as opposed to "we could not check".
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown; errorInfo?: { code?: unknown } }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Verifies with firebase-admin (Google's public keys; with `FIREBASE_AUTH_EMULATOR_HOST` set,
 * the emulator's unsigned tokens, which only demo and development modes accept).
 * firebase-admin is loaded on the first verification, keeping it off the start-up path.
 */
export function createFirebasePhoneTokenVerifier(
  options: FirebaseVerifierOptions,
): PhoneTokenVerifier {
  let auth: Promise<Auth> | undefined;
  const getAuth = () =>
    (auth ??= (async () => {
      const [{ initializeApp }, { getAuth: adminAuth }] = await Promise.all([
        import('firebase-admin/app'),
        import('firebase-admin/auth'),
      ]);
      // A named app per verifier: several embedded upstreams may live in one process (tests).
      const name = `bidahub-phone-${Math.random().toString(36).slice(2)}`;
      return adminAuth(initializeApp({ projectId: options.projectId }, name));
    })());

  return {
    async verify(idToken) {
      const decoded = await (await getAuth()).verifyIdToken(idToken).catch((error: unknown) => {
        const code = errorCode(error);
        if (code && INVALID_TOKEN_CODES.has(code)) {
          throw new PhoneTokenError('invalid', code);
        }
        throw new PhoneTokenError('unavailable', code ?? String(error));
      });
      if (typeof decoded.phone_number !== 'string' || decoded.phone_number === '') {
        throw new PhoneTokenError('no-phone', 'the token proves no phone number');
      }
      return { phone: decoded.phone_number, uid: decoded.uid };
    },
  };
}

/** For a server that has no Firebase project: every verification says so. */
export const unconfiguredPhoneTokenVerifier: PhoneTokenVerifier = {
  verify: () =>
    Promise.reject(new PhoneTokenError('unavailable', 'phone verification is not configured')),
};

/**
 * The verifier the environment asks for: `FIREBASE_PROJECT_ID`, or the demo project when only
 * the emulator (`FIREBASE_AUTH_EMULATOR_HOST`) is configured. The emulator's tokens are
 * unsigned, so outside demo and development modes its setting turns verification off instead:
 * firebase-admin would otherwise believe any token, and anyone could reset any password.
 */
export function phoneTokenVerifierFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): PhoneTokenVerifier {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !allowsDevShortcuts(runModeOf(env))) {
    return unconfiguredPhoneTokenVerifier;
  }
  const projectId =
    env.FIREBASE_PROJECT_ID ||
    (env.FIREBASE_AUTH_EMULATOR_HOST ? DEMO_FIREBASE_PROJECT_ID : undefined);
  return projectId
    ? createFirebasePhoneTokenVerifier({ projectId })
    : unconfiguredPhoneTokenVerifier;
}
