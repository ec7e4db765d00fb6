import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { MESSAGES } from '../../src/shared/messages';
import { createContextInner } from '../../src/server/trpc';
import { createCallerFactory, permissionProcedure, router } from '../../src/server/trpc';
import { createUpstreamClient } from '../../src/server/upstream/client';
import {
  callerFor,
  signedInCaller,
  startEmbeddedUpstream,
  type EmbeddedUpstream,
} from '../support/embedded-upstream';

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

let embedded: EmbeddedUpstream;
beforeAll(async () => {
  embedded = await startEmbeddedUpstream();
});
afterAll(() => embedded.close());

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('config', () => {
  it('returns the ranks K…A with ratings 300…750', async () => {
    const config = await callerFor(embedded.upstream).caller.config.get();
    expect(config.ranks.map((r) => r.code)).toEqual([
      'K',
      'I',
      'H',
      'G',
      'F',
      'E',
      'D',
      'C',
      'B',
      'A',
    ]);
    expect(config.ranks.map((r) => r.rating)).toEqual([
      300, 350, 400, 450, 500, 550, 600, 650, 700, 750,
    ]);
    expect(config.raceToDefault).toBeGreaterThan(0);
  });

  it('maps a race between equal ranks to the same race and even odds', async () => {
    const { caller, ctx } = callerFor(embedded.upstream);
    const result = await caller.config.mapRaceTo({ rankA: 'E', rankB: 'E', raceTo: 7 });
    expect(result).toEqual({ raceA: 7, raceB: 7, spot: 0, winProbabilityA: 0.5 });
    expect(ctx.notices).toEqual([]);
  });

  it('gives the weaker player a shorter race', async () => {
    const { caller } = callerFor(embedded.upstream);
    const result = await caller.config.mapRaceTo({ rankA: 'F', rankB: 'C', raceTo: 7 });
    expect(result.raceB).toBe(7);
    expect(result.raceA).toBeLessThan(7);
    expect(result.spot).toBe(7 - result.raceA);
    expect(Math.abs(result.winProbabilityA - 0.5)).toBeLessThan(0.1);
  });

  it('carries the upstream warning as a typed notice when no race can balance the match', async () => {
    const { caller, ctx } = callerFor(embedded.upstream);
    const result = await caller.config.mapRaceTo({ rankA: 'K', rankB: 'A', raceTo: 3 });
    expect(result.raceA).toBe(1);
    expect(ctx.notices).toEqual([{ type: 'warning', message: MESSAGES.raceGapWarning }]);
  });

  it('rejects a malformed race in Vietnamese before calling the upstream', async () => {
    const before = embedded.received.length;
    const error = await errorOf(
      callerFor(embedded.upstream).caller.config.mapRaceTo({
        rankA: 'E',
        rankB: 'Z' as 'E',
        raceTo: 0,
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/hạng|ván/i);
    expect(embedded.received.length).toBe(before);
  });
});

describe('auth.login', () => {
  it('signs in a fixture account, keeps the token in the session and returns the user', async () => {
    const { caller, ctx } = callerFor(embedded.upstream);
    const result = await caller.auth.login({
      username: player.username,
      password: player.password,
    });
    expect(ctx.session.token).toMatch(/^[\w-]{43}$/);
    // The token is the cookie's alone: the page's JavaScript never sees it.
    expect(Object.keys(result)).toEqual(['user']);
    expect(result.user).toMatchObject({
      username: 'player',
      fullName: player.fullName,
      coin: 200,
      permissions: ['profile.all'],
    });
  });

  it('refuses a wrong password with a clear message and sets no session', async () => {
    const { caller, ctx } = callerFor(embedded.upstream);
    const error = await errorOf(caller.auth.login({ username: 'player', password: 'Sai@12345' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MESSAGES.wrongCredentials);
    expect(ctx.session.token).toBeNull();
  });

  it('validates empty fields without calling the upstream', async () => {
    const before = embedded.received.length;
    const error = await errorOf(
      callerFor(embedded.upstream).caller.auth.login({ username: '', password: '' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Vui lòng nhập tên đăng nhập');
    expect(embedded.received.length).toBe(before);
  });
});

describe('auth.me and auth.logout', () => {
  it('answers null without a token and without asking the upstream', async () => {
    const before = embedded.received.length;
    expect(await callerFor(embedded.upstream).caller.auth.me()).toBeNull();
    expect(embedded.received.length).toBe(before);
  });

  it('returns the signed-in user with coin and permissions', async () => {
    const { caller } = await signedInCaller(
      embedded.upstream,
      organizer.username,
      organizer.password,
    );
    const me = await caller.auth.me();
    expect(me).toMatchObject({ username: 'organizer', coin: 1000 });
    expect(me?.permissions).toEqual(expect.arrayContaining(['tournament.create', 'profile.all']));
  });

  it('answers null and clears the session for a token the upstream rejects', async () => {
    const { caller, ctx } = callerFor(embedded.upstream, 'not-a-real-token');
    expect(await caller.auth.me()).toBeNull();
    expect(ctx.session.token).toBeNull();
  });

  it('logout revokes the token upstream and clears the session', async () => {
    const { caller, ctx, token } = await signedInCaller(
      embedded.upstream,
      viewer.username,
      viewer.password,
    );
    expect(await caller.auth.logout()).toBeNull();
    expect(ctx.session.token).toBeNull();
    expect(await callerFor(embedded.upstream, token).caller.auth.me()).toBeNull();
  });
});

describe('permissions', () => {
  const guarded = router({
    create: permissionProcedure('tournament.create').query(({ ctx }) => ctx.user.username),
  });
  const callGuarded = (token: string | null) =>
    createCallerFactory(guarded)(
      createContextInner({ token, upstream: embedded.upstream }),
    ).create();

  it('answers 401 to a visitor', async () => {
    const error = await errorOf(callGuarded(null));
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('answers 403 with the Vietnamese message to a user without the permission', async () => {
    const { token } = await signedInCaller(embedded.upstream, player.username, player.password);
    const error = await errorOf(callGuarded(token));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Bạn không có quyền truy cập tính năng này');
  });

  it('lets a user holding the permission through', async () => {
    const { token } = await signedInCaller(
      embedded.upstream,
      organizer.username,
      organizer.password,
    );
    expect(await callGuarded(token)).toBe('organizer');
  });

  it('requires a user for profile changes', async () => {
    const error = await errorOf(
      callerFor(embedded.upstream).caller.auth.updateInfo({ fullName: 'Ai Đó' }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('auth.updateInfo', () => {
  it('updates the given fields and leaves the others', async () => {
    const { caller } = await signedInCaller(
      embedded.upstream,
      organizer.username,
      organizer.password,
    );
    const user = await caller.auth.updateInfo({
      fullName: 'Lê Thị Mai Anh',
      bio: 'Thích xem bida',
    });
    expect(user).toMatchObject({
      fullName: 'Lê Thị Mai Anh',
      bio: 'Thích xem bida',
      phone: organizer.phone,
    });
    expect((await caller.auth.me())?.fullName).toBe('Lê Thị Mai Anh');
  });

  it('reports a bad e-mail on its field, in Vietnamese', async () => {
    const { caller } = await signedInCaller(embedded.upstream, player.username, player.password);
    const error = await errorOf(caller.auth.updateInfo({ email: 'khong-phai-email' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Email không hợp lệ');
  });

  it("needs the profile pages' permission, which a viewer does not hold", async () => {
    const { caller } = await signedInCaller(embedded.upstream, viewer.username, viewer.password);
    const error = await errorOf(caller.auth.updateInfo({ fullName: 'Ai Đó' }));
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('auth.changePassword', () => {
  it('refuses a wrong current password on its field', async () => {
    const { caller } = await signedInCaller(embedded.upstream, player.username, player.password);
    const error = await errorOf(
      caller.auth.changePassword({
        currentPassword: 'Khong@dung1',
        newPassword: 'MoiMoi@2026',
        confirmPassword: 'MoiMoi@2026',
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MESSAGES.wrongCurrentPassword);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const embeddedOwn = await startEmbeddedUpstream();
    try {
      const other = await signedInCaller(embeddedOwn.upstream, player.username, player.password);
      const current = await signedInCaller(embeddedOwn.upstream, player.username, player.password);
      await current.caller.auth.changePassword({
        currentPassword: player.password,
        newPassword: 'MatKhauMoi@2026',
        confirmPassword: 'MatKhauMoi@2026',
      });
      expect(await current.caller.auth.me()).not.toBeNull();
      expect(await callerFor(embeddedOwn.upstream, other.token).caller.auth.me()).toBeNull();
      const login = callerFor(embeddedOwn.upstream).caller.auth.login;
      await expect(login({ username: 'player', password: player.password })).rejects.toThrow(
        MESSAGES.wrongCredentials,
      );
      await expect(
        login({ username: 'player', password: 'MatKhauMoi@2026' }),
      ).resolves.toBeTruthy();
    } finally {
      await embeddedOwn.close();
    }
  });

  it('rejects a confirmation that does not match', async () => {
    const { caller } = await signedInCaller(embedded.upstream, player.username, player.password);
    const error = await errorOf(
      caller.auth.changePassword({
        currentPassword: player.password,
        newPassword: 'MoiMoi@2026',
        confirmPassword: 'MoiMoi@2027',
      }),
    );
    expect(error.message).toBe('Mật khẩu xác nhận không khớp');
  });
});

describe('auth.checkPhone', () => {
  it('knows a registered phone written the Vietnamese way', async () => {
    const local = `0${player.phone.slice(3)}`;
    expect(await callerFor(embedded.upstream).caller.auth.checkPhone({ phone: local })).toEqual({
      registered: true,
    });
  });

  it('says an unknown phone is free', async () => {
    expect(
      await callerFor(embedded.upstream).caller.auth.checkPhone({ phone: '+84912999888' }),
    ).toEqual({ registered: false });
  });

  it('rejects what is not a Vietnamese mobile number', async () => {
    const error = await errorOf(
      callerFor(embedded.upstream).caller.auth.checkPhone({ phone: '12345' }),
    );
    expect(error.message).toBe('Số điện thoại không hợp lệ');
  });
});

describe('an unreachable upstream', () => {
  it('fails with BAD_GATEWAY and a Vietnamese message', async () => {
    const dead = createUpstreamClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    const error = await errorOf(callerFor(dead).caller.config.get());
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
  });
});
