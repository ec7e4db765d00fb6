// Phone sign-up and password reset through the BFF procedures, over the embedded upstream,
// against a real Firebase Auth emulator (tokens made the way the browser SDK makes them).
import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../fixtures/config';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { phoneVerificationAttempts, signupTickets } from '../../../src/app-api/db/schema';
import { PASSWORD_STRENGTH_MESSAGES } from '../../../src/app-api/services/auth/password-strength';
import { PHONE_AUTH_MESSAGES } from '../../../src/app-api/services/auth/phone-auth';
import { MESSAGES } from '../../../src/shared/messages';
import type { SignupInput } from '../../../src/shared/schemas/auth';
import { firebaseWebConfigFromEnv } from '../../../src/server/firebase-web-config';
import { DEMO_PROJECT_ID, emulatorIdToken, forgedToken } from '../../support/auth-emulator';
import { callerFor } from '../../support/embedded-upstream';
import { signupWorld } from '../../support/signup-world';

const world = signupWorld();
const { newPhone, guest, userCount, ticketFor, details } = world;

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('signup step 1: proving the phone', () => {
  it('turns a valid emulator token for the phone into a 15-minute ticket', async () => {
    const phone = newPhone();
    const idToken = await emulatorIdToken(world.emulator.url, phone);
    const result = await guest().auth.signupVerifyStep1({ idToken, phone });
    expect(result.phone).toBe(phone);
    expect(result.ticket).toMatch(/^[\w-]{43}$/);
    const ttl = Date.parse(result.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    // Only the hash is kept.
    const stored = await world.database.db
      .select()
      .from(signupTickets)
      .where(eq(signupTickets.phone, phone));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.ticketHash).not.toBe(result.ticket);
  });

  it('accepts the phone written the Vietnamese way (0…) for a token of +84…', async () => {
    const phone = newPhone();
    const idToken = await emulatorIdToken(world.emulator.url, phone);
    const result = await guest().auth.signupVerifyStep1({ idToken, phone: `0${phone.slice(3)}` });
    expect(result.phone).toBe(phone);
  });

  it('rejects a token that proves another phone, and issues no ticket', async () => {
    const phone = newPhone();
    const idToken = await emulatorIdToken(world.emulator.url, newPhone());
    const error = await errorOf(guest().auth.signupVerifyStep1({ idToken, phone }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(PHONE_AUTH_MESSAGES.phoneMismatch);
    const stored = await world.database.db
      .select()
      .from(signupTickets)
      .where(eq(signupTickets.phone, phone));
    expect(stored).toHaveLength(0);
  });

  it('rejects unsigned tokens when the emulator is not configured', async () => {
    const phone = newPhone();
    // A genuine emulator token is unsigned: without the emulator setting it proves nothing.
    const emulatorToken = await emulatorIdToken(world.emulator.url, phone);
    const forged = forgedToken({ phone_number: phone });
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      for (const idToken of [emulatorToken, forged]) {
        const error = await errorOf(guest().auth.signupVerifyStep1({ idToken, phone }));
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.message).toBe(PHONE_AUTH_MESSAGES.tokenInvalid);
      }
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = world.emulator.host;
    }
  });

  it('rejects a forged token the emulator never issued, and garbage', async () => {
    const phone = newPhone();
    for (const idToken of [forgedToken({ phone_number: phone }), 'x'.repeat(40)]) {
      const error = await errorOf(guest().auth.signupVerifyStep1({ idToken, phone }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(PHONE_AUTH_MESSAGES.tokenInvalid);
    }
  });

  it('refuses a phone that already has an account', async () => {
    const { phone } = FIXTURE_ACCOUNTS.player;
    const idToken = await emulatorIdToken(world.emulator.url, phone);
    const error = await errorOf(guest().auth.signupVerifyStep1({ idToken, phone }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(PHONE_AUTH_MESSAGES.phoneTaken);
  });

  it('allows 5 verifications of a phone per 15 minutes, then says to wait', async () => {
    const phone = newPhone();
    const wrong = forgedToken({ phone_number: phone });
    for (let i = 0; i < 5; i += 1) {
      const error = await errorOf(guest().auth.signupVerifyStep1({ idToken: wrong, phone }));
      expect(error.code).toBe('BAD_REQUEST');
    }
    // Even a valid token waits now.
    const idToken = await emulatorIdToken(world.emulator.url, phone);
    const error = await errorOf(guest().auth.signupVerifyStep1({ idToken, phone }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(PHONE_AUTH_MESSAGES.tooManyAttempts(15));
    const [attempts] = await world.database.db
      .select({ n: count() })
      .from(phoneVerificationAttempts)
      .where(eq(phoneVerificationAttempts.phone, phone));
    expect(attempts?.n).toBe(5);

    world.setClockOffset(15 * 60_000 + 1_000);
    try {
      const result = await guest().auth.signupVerifyStep1({ idToken, phone });
      expect(result.phone).toBe(phone);
    } finally {
      world.setClockOffset(0);
    }
  });
});

describe('signup steps 2 and 3: account details, then the account', () => {
  it('checks the details without creating anything, then creates the account and signs in', async () => {
    const phone = newPhone();
    const ticket = await ticketFor(phone);
    const before = await userCount();
    const input = details(ticket, { rank: 'E' });

    await expect(guest().auth.signupVerifyStep2(input)).resolves.toBeNull();
    expect(await userCount()).toBe(before);

    const { caller, ctx } = callerFor(world.upstream);
    const result = await caller.auth.signup(input);
    expect(ctx.session.token).toMatch(/^[\w-]{43}$/);
    expect(Object.keys(result)).toEqual(['user']);
    const { user } = result;
    expect(user).toMatchObject({
      username: input.username,
      fullName: input.fullName,
      phone,
      rank: 'E',
      rating: DEFAULT_CONFIG.ranks.find((r) => r.code === 'E')?.rating,
      permissions: ['profile.all'],
      coin: 0,
    });
    expect(await userCount()).toBe(before + 1);

    // The session works, and so do the username and password.
    expect(await callerFor(world.upstream, ctx.session.token).caller.auth.me()).toMatchObject({
      id: user.id,
    });
    const login = await guest().auth.login({ username: input.username, password: input.password });
    expect(login.user.id).toBe(user.id);
    // The phone is now registered.
    expect(await guest().auth.checkPhone({ phone })).toEqual({ registered: true });
  });

  it('uses a ticket once', async () => {
    const ticket = await ticketFor(newPhone());
    await guest().auth.signup(details(ticket));
    const before = await userCount();
    for (const attempt of [
      () => guest().auth.signupVerifyStep2(details(ticket)),
      () => guest().auth.signup(details(ticket)),
    ]) {
      const error = await errorOf(attempt());
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(PHONE_AUTH_MESSAGES.ticketInvalid);
    }
    expect(await userCount()).toBe(before);
  });

  it('expires a ticket after 15 minutes', async () => {
    const ticket = await ticketFor(newPhone());
    const before = await userCount();
    world.setClockOffset(15 * 60_000 + 1_000);
    try {
      for (const attempt of [
        () => guest().auth.signupVerifyStep2(details(ticket)),
        () => guest().auth.signup(details(ticket)),
      ]) {
        const error = await errorOf(attempt());
        expect(error.message).toBe(PHONE_AUTH_MESSAGES.ticketInvalid);
      }
    } finally {
      world.setClockOffset(0);
    }
    expect(await userCount()).toBe(before);
  });

  it('rejects a made-up ticket', async () => {
    const error = await errorOf(guest().auth.signupVerifyStep2(details('a'.repeat(43))));
    expect(error.message).toBe(PHONE_AUTH_MESSAGES.ticketInvalid);
  });

  it('refuses a taken username whatever its case, and keeps the ticket usable', async () => {
    const ticket = await ticketFor(newPhone());
    const before = await userCount();
    const taken = details(ticket, { username: 'PLAYER' });
    for (const attempt of [
      () => guest().auth.signupVerifyStep2(taken),
      () => guest().auth.signup(taken),
    ]) {
      const error = await errorOf(attempt());
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(PHONE_AUTH_MESSAGES.usernameTaken);
    }
    expect(await userCount()).toBe(before);
    // Nothing was consumed: the same ticket still creates the account.
    const { user } = await guest().auth.signup(details(ticket));
    expect(user.permissions).toEqual(['profile.all']);
  });

  it('rejects a weak or common password, a mismatched confirmation, a bad username or no rank in Vietnamese', async () => {
    const ticket = await ticketFor(newPhone());
    const before = await userCount();
    const cases: [Partial<SignupInput>, string][] = [
      [
        { password: 'matkhaubida', confirmPassword: 'matkhaubida' },
        'Mật khẩu phải có ít nhất một chữ số',
      ],
      [{ password: 'Bida1', confirmPassword: 'Bida1' }, 'Mật khẩu phải có ít nhất 8 ký tự'],
      // Well-formed, and among the first an attacker tries: refused by the upstream.
      [{ password: 'Password1', confirmPassword: 'Password1' }, PASSWORD_STRENGTH_MESSAGES.common],
      [
        { password: 'anhyeuem123', confirmPassword: 'anhyeuem123' },
        PASSWORD_STRENGTH_MESSAGES.common,
      ],
      [
        { username: 'tuananh_cue', password: 'tuananh_cue1', confirmPassword: 'tuananh_cue1' },
        PASSWORD_STRENGTH_MESSAGES.personal,
      ],
      [{ confirmPassword: 'KhacHan2026' }, 'Mật khẩu xác nhận không khớp'],
      [{ username: 'cơ thủ' }, 'Tên đăng nhập chỉ gồm chữ không dấu, số, dấu chấm và gạch dưới'],
      [{ rank: '' as SignupInput['rank'] }, 'Vui lòng chọn hạng của bạn'],
    ];
    for (const [overrides, message] of cases) {
      for (const attempt of [
        () => guest().auth.signupVerifyStep2(details(ticket, overrides)),
        () => guest().auth.signup(details(ticket, overrides)),
      ]) {
        const error = await errorOf(attempt());
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.message).toBe(message);
      }
    }
    expect(await userCount()).toBe(before);
  });

  it('validates the body itself too (a client that skips the BFF gets the same rules)', async () => {
    const ticket = await ticketFor(newPhone());
    const response = await fetch(`${world.origin}/app-api/v1/auth/signup2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ticket,
        username: 'bida_fan',
        full_name: 'Bida Fan',
        password: 'password',
        password_confirmation: 'password',
        rank: 'K',
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.password).toContain('Mật khẩu phải có ít nhất một chữ số');
  });
});

describe('password reset by phone', () => {
  async function signedUpUser() {
    const phone = newPhone();
    const input = details(await ticketFor(phone));
    const { user } = await guest().auth.signup(input);
    return { phone, user, username: input.username, password: input.password };
  }

  it('sets the new password and ends every session of the account', async () => {
    const account = await signedUpUser();
    const sessions = await Promise.all(
      [1, 2].map(async () => {
        const { caller, ctx } = callerFor(world.upstream);
        await caller.auth.login({ username: account.username, password: account.password });
        return { token: ctx.session.token };
      }),
    );
    const idToken = await emulatorIdToken(world.emulator.url, account.phone);
    await expect(
      guest().auth.phoneResetPassword({
        idToken,
        phone: account.phone,
        password: 'MatKhauMoi99',
        confirmPassword: 'MatKhauMoi99',
      }),
    ).resolves.toBeNull();

    for (const { token } of sessions) {
      expect(await callerFor(world.upstream, token).caller.auth.me()).toBeNull();
    }
    const old = await errorOf(
      guest().auth.login({ username: account.username, password: account.password }),
    );
    expect(old.message).toBe(MESSAGES.wrongCredentials);
    const fresh = await guest().auth.login({
      username: account.username,
      password: 'MatKhauMoi99',
    });
    expect(fresh.user.id).toBe(account.user.id);
  });

  it('refuses an unknown phone and a token for another phone, changing nothing', async () => {
    const account = await signedUpUser();
    const unknown = newPhone();
    const unknownToken = await emulatorIdToken(world.emulator.url, unknown);
    const reset = (phone: string, idToken: string) =>
      guest().auth.phoneResetPassword({
        idToken,
        phone,
        password: 'MatKhauMoi99',
        confirmPassword: 'MatKhauMoi99',
      });

    const notRegistered = await errorOf(reset(unknown, unknownToken));
    expect(notRegistered.message).toBe(PHONE_AUTH_MESSAGES.phoneUnknown);
    const mismatch = await errorOf(reset(account.phone, unknownToken));
    expect(mismatch.message).toBe(PHONE_AUTH_MESSAGES.phoneMismatch);

    const login = await guest().auth.login({
      username: account.username,
      password: account.password,
    });
    expect(login.user.id).toBe(account.user.id);
  });

  it('rejects a weak new password before anything else', async () => {
    const account = await signedUpUser();
    const error = await errorOf(
      guest().auth.phoneResetPassword({
        idToken: forgedToken({ phone_number: account.phone }),
        phone: account.phone,
        password: '12345678',
        confirmPassword: '12345678',
      }),
    );
    expect(error.message).toBe('Mật khẩu phải có ít nhất một chữ cái');
  });
});

describe('config.firebase', () => {
  it('gives the browser the demo project and the emulator address', async () => {
    expect(await guest().config.firebase()).toEqual({
      projectId: DEMO_PROJECT_ID,
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      emulatorUrl: world.emulator.url,
    });
  });

  it('is null without a project or emulator, and the real project without the emulator', () => {
    expect(firebaseWebConfigFromEnv({})).toBeNull();
    expect(firebaseWebConfigFromEnv({ FIREBASE_PROJECT_ID: 'bidahub-prod' })).toBeNull();
    expect(
      firebaseWebConfigFromEnv({
        FIREBASE_PROJECT_ID: 'bidahub-prod',
        FIREBASE_API_KEY: 'AIza-public-key',
        FIREBASE_AUTH_DOMAIN: 'auth.bidahub.vn',
      }),
    ).toEqual({
      projectId: 'bidahub-prod',
      apiKey: 'AIza-public-key',
      authDomain: 'auth.bidahub.vn',
      emulatorUrl: null,
    });
  });
});
