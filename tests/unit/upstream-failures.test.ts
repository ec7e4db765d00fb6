// The upstream client when the upstream fails: timeouts, unreachable, error mapping, bad answers.
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { describe, expect, it } from 'vitest';
import { createUpstreamClient } from '../../src/server/upstream/client';
import { MESSAGES } from '../../src/shared/messages';
import { userWire } from '../../src/shared/wire/auth';
import { configWire } from '../../src/shared/wire/config';
import { paginatedWire } from '../../src/shared/wire/envelope';
import { z } from '../../src/shared/zod';
import { closedPortUrl, type FakeReply } from '../support/fake-upstream';
import {
  configBody,
  failure,
  player,
  playerWire,
  SHORT_TIMEOUT_MS,
  useFakeUpstream,
  within,
} from '../support/upstream-client-world';

const { fake, client } = useFakeUpstream();

describe('timeout and unreachable upstream', () => {
  it('gives GATEWAY_TIMEOUT within about timeoutMs when the upstream never answers, without retrying a GET', async () => {
    fake.reply({ hang: true });
    const started = performance.now();

    const error = await failure(
      client({ timeoutMs: SHORT_TIMEOUT_MS }).request({
        method: 'GET',
        path: '/v1/config',
        schema: configWire,
      }),
    );

    const elapsed = performance.now() - started;
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.message).toBe(MESSAGES.upstreamTimeout);
    expect(error.cause.status).toBeNull();
    expect(elapsed).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives GATEWAY_TIMEOUT for a POST that never answers', async () => {
    fake.reply({ hang: true });

    const error = await failure(
      client({ timeoutMs: SHORT_TIMEOUT_MS }).request({
        method: 'POST',
        path: '/v1/auth/login',
        schema: z.unknown(),
        body: { username: player.username, password: player.password },
      }),
    );

    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives GATEWAY_TIMEOUT when the upstream sends headers and then stalls the body', async () => {
    fake.reply({ stallBody: '{"data":' });
    const started = performance.now();

    const error = await failure(
      within(
        1_500,
        client({ timeoutMs: SHORT_TIMEOUT_MS }).request({
          method: 'GET',
          path: '/v1/config',
          schema: configWire,
        }),
      ),
    );

    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives BAD_GATEWAY quickly when the connection is refused', async () => {
    const upstream = createUpstreamClient({ baseUrl: await closedPortUrl(), timeoutMs: 5_000 });
    const started = performance.now();

    const error = await failure(
      upstream.request({ method: 'GET', path: '/v1/config', schema: configWire }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
    expect(error.cause.status).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives BAD_GATEWAY when the upstream drops the connection, without retrying a GET', async () => {
    fake.reply({ drop: true }, { json: { data: configBody } });

    const error = await failure(
      client().request({ method: 'GET', path: '/v1/config', schema: configWire }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('error mapping', () => {
  // Written on purpose with diacritics and punctuation that a re-encoding would damage.
  const upstreamMessage = 'Số điện thoại đã được đăng ký — vui lòng dùng số khác!';

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'BAD_REQUEST'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'BAD_GATEWAY'],
    [502, 'BAD_GATEWAY'],
    [503, 'BAD_GATEWAY'],
  ] satisfies [number, TRPC_ERROR_CODE_KEY][])(
    '%i → %s, keeping the upstream message',
    async (status, code) => {
      fake.reply({ status, json: { message: upstreamMessage } });

      const error = await failure(
        client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
      );

      expect(error.code).toBe(code);
      expect(error.message).toBe(upstreamMessage);
      expect(error.cause.status).toBe(status);
      expect(error.cause.message).toBe(upstreamMessage);
      expect(error.cause.fieldErrors).toBeNull();
    },
  );

  it.each([422, 400])('%i carries the field errors, keys camelCased', async (status) => {
    fake.reply({
      status,
      json: {
        message: 'Dữ liệu không hợp lệ',
        errors: {
          full_name: ['Họ tên không được để trống'],
          new_password_confirmation: ['Mật khẩu xác nhận không khớp'],
          phone: ['Số điện thoại không hợp lệ', 'Số điện thoại đã tồn tại'],
        },
      },
    });

    const error = await failure(
      client().request({ method: 'PUT', path: '/v1/auth/update-info', schema: userWire }),
    );

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Dữ liệu không hợp lệ');
    expect(error.cause).toMatchObject({ status, message: 'Dữ liệu không hợp lệ' });
    expect(error.cause.fieldErrors).toStrictEqual({
      fullName: ['Họ tên không được để trống'],
      newPasswordConfirmation: ['Mật khẩu xác nhận không khớp'],
      phone: ['Số điện thoại không hợp lệ', 'Số điện thoại đã tồn tại'],
    });
  });

  it('a wrong password on login (422) keeps the upstream message', async () => {
    fake.reply({ status: 422, json: { message: MESSAGES.wrongCredentials } });

    const error = await failure(
      client().request({
        method: 'POST',
        path: '/v1/auth/login',
        schema: z.unknown(),
        body: { username: player.username, password: 'sai-mat-khau' },
      }),
    );

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(MESSAGES.wrongCredentials);
  });

  it.each([
    [400, 'BAD_REQUEST', MESSAGES.invalidInput],
    [401, 'UNAUTHORIZED', MESSAGES.unauthorized],
    [403, 'FORBIDDEN', MESSAGES.forbidden],
    [404, 'NOT_FOUND', MESSAGES.notFound],
    [409, 'CONFLICT', MESSAGES.conflict],
    [422, 'BAD_REQUEST', MESSAGES.invalidInput],
    [429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests],
    [500, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable],
    [502, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable],
    [503, 'BAD_GATEWAY', MESSAGES.upstreamUnavailable],
  ] satisfies [number, TRPC_ERROR_CODE_KEY, string][])(
    '%i without a message → %s with the default Vietnamese message',
    async (status, code, message) => {
      fake.reply({ status, json: {} });

      const error = await failure(
        client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
      );

      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
      expect(error.cause.status).toBe(status);
    },
  );

  it('an empty upstream message falls back to the default message', async () => {
    fake.reply({ status: 404, json: { message: '' } });

    const error = await failure(
      client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
    );

    expect(error.message).toBe(MESSAGES.notFound);
  });

  it('keeps the message of an error body whose errors field is null', async () => {
    fake.reply({ status: 422, json: { message: 'Sai mật khẩu', errors: null } });

    const error = await failure(
      client().request({ method: 'POST', path: '/v1/auth/login', schema: z.unknown() }),
    );

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Sai mật khẩu');
    expect(error.cause.fieldErrors).toBeNull();
  });

  it('an HTML error page from a proxy (502) → BAD_GATEWAY with the default message', async () => {
    fake.reply({ status: 502, text: '<html><body>502 Bad Gateway</body></html>' });

    const error = await failure(
      client().request({ method: 'POST', path: '/v1/auth/signup2', schema: z.unknown() }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamUnavailable);
    expect(error.cause.fieldErrors).toBeNull();
  });
});

describe('invalid success answers', () => {
  const invalid: [string, FakeReply][] = [
    ['an HTML page', { text: '<!doctype html><html><body>Xin chào</body></html>' }],
    ['plain text', { text: 'OK', contentType: 'text/plain' }],
    ['an empty JSON body', { text: '', contentType: 'application/json' }],
    ['a JSON array', { json: [playerWire] }],
    ['a JSON string', { json: 'ok' }],
    ['a JSON number', { json: 42 }],
    ['JSON null', { json: null }],
    ['data missing full_name', { json: { data: { ...playerWire, full_name: undefined } } }],
    ['data with an unknown rank', { json: { data: { ...playerWire, rank: 'Z' } } }],
    ['data of the wrong type', { json: { data: 'Trần Minh Tuấn' } }],
    ['no data at all', { json: { message: 'OK' } }],
    ['a list without meta', { json: { data: [playerWire] } }],
  ];

  it.each(invalid)('%s → BAD_GATEWAY with MESSAGES.upstreamInvalid', async (_label, reply) => {
    fake.reply(reply);

    const error = await failure(
      client().request({ method: 'GET', path: '/v1/auth/me', schema: userWire }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamInvalid);
    expect(error.cause.status).toBe(200);
    // An invalid answer is an answer: no retry.
    expect(fake.requests).toHaveLength(1);
  });

  it('a paginated schema rejects meta with missing fields', async () => {
    fake.reply({ json: { data: [playerWire], meta: { page: 1 } } });

    const error = await failure(
      client().request({ method: 'GET', path: '/v1/players', schema: paginatedWire(userWire) }),
    );

    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.upstreamInvalid);
  });
});
