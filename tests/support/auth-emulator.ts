// The Firebase Auth emulator for the server tests (started once per test file, on a free port,
// always stopped) and what tests do with it: get an ID token for a phone, as the browser would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEMO_PROJECT_ID,
  readVerificationCodes,
  startAuthEmulator,
  type AuthEmulator,
} from '../../scripts/firebase-emulator.mjs';

export { DEMO_PROJECT_ID };

/** Starts an emulator and waits until it answers; `stop` also removes its scratch directory. */
export async function startTestAuthEmulator(): Promise<AuthEmulator> {
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'bidahub-auth-emulator-'));
  const emulator = await startAuthEmulator({ runtimeDir });
  const stop = async () => {
    await emulator.stop();
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    await emulator.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...emulator, stop };
}

/** The newest code the emulator sent to `phone` after it had sent `known` of them. */
export async function waitForCode(
  emulatorUrl: string,
  phone: string,
  known = 0,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const codes = (await readVerificationCodes(emulatorUrl)).filter((c) => c.phoneNumber === phone);
    const latest = codes.at(-1);
    if (codes.length > known && latest) return latest.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code for ${phone}`);
}

export async function codeCount(emulatorUrl: string, phone: string): Promise<number> {
  return (await readVerificationCodes(emulatorUrl)).filter((c) => c.phoneNumber === phone).length;
}

/**
 * A Firebase ID token proving `phone`, through the emulator's REST API (the calls the browser SDK
 * makes): send a code, read it from the emulator, sign in with it.
 */
export async function emulatorIdToken(emulatorUrl: string, phone: string): Promise<string> {
  const post = async <T>(method: string, body: object): Promise<T> => {
    const response = await fetch(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    if (!response.ok)
      throw new Error(`${method}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const known = await codeCount(emulatorUrl, phone);
  const { sessionInfo } = await post<{ sessionInfo: string }>('accounts:sendVerificationCode', {
    phoneNumber: phone,
  });
  const code = await waitForCode(emulatorUrl, phone, known);
  const { idToken } = await post<{ idToken: string }>('accounts:signInWithPhoneNumber', {
    sessionInfo,
    code,
  });
  return idToken;
}

/** An unsigned JWT (`alg: none`) that claims whatever it likes, as anyone could write one. */
export function forgedToken(claims: Record<string, unknown>, header: object = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: 'none', typ: 'JWT', ...header }),
    encode({
      iss: `https://securetoken.google.com/${DEMO_PROJECT_ID}`,
      aud: DEMO_PROJECT_ID,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      sub: 'forged-user',
      user_id: 'forged-user',
      firebase: { identities: {}, sign_in_provider: 'phone' },
      ...claims,
    }),
    '',
  ].join('.');
}
