import { describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR_MESSAGE,
  callErrorEffects,
  callErrorInfo,
  procedurePathOf,
  quietWhileOffline,
} from '../../src/client/lib/call-errors';
import { httpStatusOf } from '../../src/client/lib/http-status';

/** The shape of a TRPCClientError as the client sees it. */
function trpcError(httpStatus: number, message = 'Lỗi', fieldErrors: unknown = null) {
  return Object.assign(new Error(message), { data: { httpStatus, code: 'X', fieldErrors } });
}

describe('the status of a failed call', () => {
  it('reads the status from error.data.httpStatus only', () => {
    expect(httpStatusOf(trpcError(503))).toBe(503);
    expect(httpStatusOf({ data: { httpStatus: '503' } })).toBeUndefined();
    expect(httpStatusOf({ status: 503 })).toBeUndefined();
  });
});

describe('failed call handling', () => {
  it('finds the procedure path in tRPC query and mutation keys', () => {
    expect(procedurePathOf([['auth', 'me'], { type: 'query' }])).toBe('auth.me');
    expect(procedurePathOf([['auth', 'login']])).toBe('auth.login');
    expect(procedurePathOf(['plain'])).toBeUndefined();
    expect(procedurePathOf(undefined)).toBeUndefined();
  });

  it('toasts the server message for every failed call and opens the login modal on 401', () => {
    expect(callErrorEffects('config.get', trpcError(502, 'Máy chủ dữ liệu lỗi'))).toEqual({
      toast: 'Máy chủ dữ liệu lỗi',
      openLogin: false,
    });
    expect(callErrorEffects('auth.updateInfo', trpcError(401, 'Vui lòng đăng nhập'))).toEqual({
      toast: 'Vui lòng đăng nhập',
      openLogin: true,
    });
  });

  it('stays silent for the current-user call, whatever its failure', () => {
    expect(callErrorEffects('auth.me', trpcError(401))).toEqual({ toast: null, openLogin: false });
    expect(callErrorEffects('auth.me', trpcError(502))).toEqual({ toast: null, openLogin: false });
  });

  it('uses a Vietnamese message when the server never answered', () => {
    expect(callErrorInfo(new TypeError('Failed to fetch')).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('passes field errors through when they have the shared shape', () => {
    const errors = { currentPassword: ['Mật khẩu hiện tại không đúng'] };
    expect(callErrorInfo(trpcError(400, 'x', errors)).fieldErrors).toEqual(errors);
    expect(callErrorInfo(trpcError(400, 'x', { a: 'not a list' })).fieldErrors).toBeNull();
  });
});

describe('a background refresh while offline', () => {
  const offline = new TypeError('Failed to fetch');
  it('stays quiet when the page already shows data and the phone has no network', () => {
    expect(quietWhileOffline(offline, true, false)).toBe(true);
  });
  it('still speaks when nothing is on screen, when online, or when the server answered', () => {
    expect(quietWhileOffline(offline, false, false)).toBe(false);
    expect(quietWhileOffline(offline, true, true)).toBe(false);
    expect(quietWhileOffline(trpcError(503, 'Máy chủ bận'), true, false)).toBe(false);
  });
});
