import { describe, expect, it } from 'vitest';
import {
  phoneTokenVerifierFromEnv,
  unconfiguredPhoneTokenVerifier,
} from '../../src/app-api/services/auth/phone-token';
import { allowsDevShortcuts, exposesStacks, runModeOf } from '../../src/shared/run-mode';

describe('runModeOf', () => {
  it('is production unless demo or development is asked for by name', () => {
    expect(runModeOf({})).toBe('production');
    for (const value of ['', 'prod', 'dev', 'DEMO', 'test', 'true']) {
      expect(runModeOf({ APP_MODE: value })).toBe('production');
    }
    expect(runModeOf({ APP_MODE: 'demo' })).toBe('demo');
    expect(runModeOf({ APP_MODE: ' development ' })).toBe('development');
    expect(runModeOf({ NODE_ENV: 'development' })).toBe('production');
  });

  it('gives stacks to development alone, and shortcuts to demo and development', () => {
    expect([allowsDevShortcuts('production'), exposesStacks('production')]).toEqual([false, false]);
    expect([allowsDevShortcuts('demo'), exposesStacks('demo')]).toEqual([true, false]);
    expect([allowsDevShortcuts('development'), exposesStacks('development')]).toEqual([true, true]);
  });
});

describe('phoneTokenVerifierFromEnv', () => {
  it('turns phone verification off when the emulator is configured in production', async () => {
    const verifier = phoneTokenVerifierFromEnv({
      FIREBASE_PROJECT_ID: 'bidahub',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(verifier).toBe(unconfiguredPhoneTokenVerifier);
    await expect(verifier.verify('unsigned.token.')).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('uses the demo project with the emulator in demo mode', () => {
    const verifier = phoneTokenVerifierFromEnv({
      APP_MODE: 'demo',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(verifier).not.toBe(unconfiguredPhoneTokenVerifier);
  });
});
