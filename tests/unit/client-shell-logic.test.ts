import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimers } from '../../src/client/lib/external-store';
import { FatalError, describeFatalError } from '../../src/client/lib/fatal-error';
import { localeCookie, localeFromCookie } from '../../src/client/lib/i18n';
import { LOADING_BAR, createLoadingBar, estimatedProgress } from '../../src/client/lib/loading-bar';
import { readNotices } from '../../src/client/lib/notices';
import { createPreloadQueue } from '../../src/client/lib/preload-queue';
import {
  RELOAD_GUARD_MS,
  createReloadGuard,
  isChunkLoadError,
} from '../../src/client/lib/reload-guard';
import { MESSAGES } from '../../src/shared/messages';

describe('loading bar', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());
  const bar = () => createLoadingBar(browserTimers, () => clock);
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  it('has the specification constants', () => {
    expect(LOADING_BAR).toEqual({
      color: '#e11d48',
      height: 3,
      throttle: 200,
      duration: 2000,
      hideDelay: 500,
      resetDelay: 400,
    });
  });

  it('stays hidden for work shorter than the throttle', () => {
    const b = bar();
    b.start();
    advance(199);
    b.finish();
    advance(2000);
    expect(b.getSnapshot()).toEqual({ visible: false, progress: 0 });
  });

  it('shows after the throttle, fills on finish, hides after 500 ms and rewinds 400 ms later', () => {
    const b = bar();
    b.start();
    advance(200);
    expect(b.getSnapshot().visible).toBe(true);
    advance(1000);
    b.tick();
    const midway = b.getSnapshot().progress;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    b.finish();
    expect(b.getSnapshot()).toEqual({ visible: true, progress: 100 });
    advance(499);
    expect(b.getSnapshot().visible).toBe(true);
    advance(1);
    expect(b.getSnapshot()).toEqual({ visible: false, progress: 100 });
    advance(400);
    expect(b.getSnapshot()).toEqual({ visible: false, progress: 0 });
  });

  it('restarts from zero when work begins again while fading out', () => {
    const b = bar();
    b.start();
    advance(300);
    b.finish();
    advance(100);
    b.start();
    expect(b.getSnapshot()).toEqual({ visible: true, progress: 0 });
    advance(5000);
    expect(b.getSnapshot().visible).toBe(true);
  });

  it('eases towards, never reaching, 100 % over the duration', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(2000)).toBeGreaterThan(60);
    expect(estimatedProgress(2000)).toBeLessThan(80);
    expect(estimatedProgress(60_000)).toBeLessThan(100);
  });
});

describe('reload guard', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  };

  it('reloads at most once per 10 s', () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    const guard = createReloadGuard(
      () => storage,
      reload,
      () => now,
    );
    expect(guard.tryReload()).toBe(true);
    now += RELOAD_GUARD_MS - 1;
    expect(guard.tryReload()).toBe(false);
    now += 1;
    expect(guard.tryReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('still reloads when storage is unavailable', () => {
    const reload = vi.fn();
    expect(createReloadGuard(() => null, reload).tryReload()).toBe(true);
  });

  it('recognises chunk-load errors of the browsers', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('route preloading', () => {
  it('runs at most 4 loads at a time, each key once', async () => {
    const queue = createPreloadQueue();
    const releases: (() => void)[] = [];
    const load = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a']) queue.enqueue(key, load);
    expect(queue.active).toBe(4);
    expect(queue.waiting).toBe(2);
    releases.shift()?.();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(5));
    expect(queue.active).toBe(4);
  });

  it('forgets a failed load so it can be tried again', async () => {
    const queue = createPreloadQueue(1);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    queue.enqueue('a', failing);
    await vi.waitFor(() => expect(queue.active).toBe(0));
    queue.enqueue('a', failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('error page model', () => {
  it('defaults to 500 and the internal error message, hiding a crash message', () => {
    expect(describeFatalError(new Error('x is undefined'))).toEqual({
      statusCode: 500,
      message: MESSAGES.internalError,
    });
  });

  it('uses the message of JSON error data, and only logs unparsable data', () => {
    const data = JSON.stringify({ message: 'Đang bảo trì' });
    expect(describeFatalError(new FatalError(503, undefined, data))).toEqual({
      statusCode: 503,
      message: 'Đang bảo trì',
    });
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    try {
      expect(describeFatalError(new FatalError(502, undefined, '{oops'))).toEqual({
        statusCode: 502,
        message: MESSAGES.internalError,
      });
      expect(reported).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the status and server message of a failed tRPC call', () => {
    const error = Object.assign(new Error('Bạn không có quyền truy cập tính năng này'), {
      data: { httpStatus: 403 },
    });
    expect(describeFatalError(error)).toEqual({ statusCode: 403, message: MESSAGES.forbidden });
  });
});

describe('warning notices', () => {
  it('reads the notices header the server writes', () => {
    const notices = [{ type: 'warning', message: 'Chênh lệch trình độ quá lớn' }];
    const header = encodeURIComponent(JSON.stringify(notices));
    expect(readNotices(header)).toEqual(notices);
  });

  it('ignores a missing or malformed header', () => {
    expect(readNotices(null)).toEqual([]);
    expect(readNotices('%E0%A4%A')).toEqual([]);
    expect(readNotices(encodeURIComponent('[{"type":"info","message":"x"}]'))).toEqual([]);
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('defaults to Vietnamese and ignores unknown values', () => {
    expect(localeFromCookie('')).toBe('vi');
    expect(localeFromCookie('a=1; locale=en')).toBe('en');
    expect(localeFromCookie('locale=fr')).toBe('vi');
  });
});
