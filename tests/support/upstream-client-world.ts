// What the upstream client's unit tests share: a fake upstream per test file, fixture users in
// both shapes, and helpers to read a failed call.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { FIXTURE_ACCOUNTS, type FixtureAccount } from '../../fixtures/accounts';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import {
  createUpstreamClient,
  type UpstreamClient,
  type UpstreamClientOptions,
} from '../../src/server/upstream/client';
import type { HttpMethod } from '../../src/shared/contract';
import { UpstreamError } from '../../src/server/upstream/errors';
import type { User } from '../../src/shared/schemas/user';
import type { userWire } from '../../src/shared/wire/auth';
import type { configWire } from '../../src/shared/wire/config';
import type { z } from '../../src/shared/zod';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

export type UserWire = z.input<typeof userWire>;
export type ConfigWire = z.input<typeof configWire>;

// The specification's retry statuses (SPEC §7), written out rather than read from the code.
export const SPEC_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
export const WRITE_METHODS: HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
export const SHORT_TIMEOUT_MS = 200;

export function wireUser(account: FixtureAccount, id: number): UserWire {
  return {
    id,
    username: account.username,
    full_name: account.fullName,
    phone: account.phone,
    email: account.email,
    avatar: null,
    rank: account.rank,
    rating: account.rating,
    permissions: [...account.permissions],
    coin: account.coin,
    birthday: account.birthday,
    address: account.address,
    bio: account.bio,
  };
}

export function appUser(account: FixtureAccount, id: number): User {
  return {
    id,
    username: account.username,
    fullName: account.fullName,
    phone: account.phone,
    email: account.email,
    avatar: null,
    rank: account.rank,
    rating: account.rating,
    permissions: [...account.permissions],
    coin: account.coin,
    birthday: account.birthday,
    address: account.address,
    bio: account.bio,
  };
}

export const player = FIXTURE_ACCOUNTS.player;
export const organizer = FIXTURE_ACCOUNTS.organizer;
export const playerWire = wireUser(player, 7);
export const playerUser = appUser(player, 7);

export const configBody: ConfigWire = {
  site_name: DEFAULT_CONFIG.siteName,
  ranks: DEFAULT_CONFIG.ranks,
  race_to_default: DEFAULT_CONFIG.raceToDefault,
  spot_overrides: DEFAULT_CONFIG.spotOverrides,
};

export type FailedCall = TRPCError & { cause: UpstreamError };

/** Awaits a call that must fail, and returns its TRPCError (whose cause is an UpstreamError). */
export async function failure(call: Promise<unknown>): Promise<FailedCall> {
  const error: unknown = await call.then(
    (value) => {
      throw new Error(`expected the call to fail, it returned ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).cause).toBeInstanceOf(UpstreamError);
  return error as FailedCall;
}

/** Fails fast with a clear message instead of running into the test timeout. */
export function within<T>(ms: number, call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no outcome within ${ms} ms`)), ms);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}

export function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

/**
 * A fake upstream for the calling file's tests: started before them, emptied before each, closed
 * after them; `client` is an upstream client pointed at it.
 */
export function useFakeUpstream(): {
  fake: FakeUpstream;
  client: (options?: Partial<UpstreamClientOptions>) => UpstreamClient;
} {
  // Filled in once it listens: the tests hold this object from the start.
  const fake = {} as FakeUpstream;
  beforeAll(async () => {
    Object.assign(fake, await startFakeUpstream());
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const client = (options: Partial<UpstreamClientOptions> = {}) =>
    createUpstreamClient({ baseUrl: fake.baseUrl, timeoutMs: 2_000, ...options });
  return { fake, client };
}
