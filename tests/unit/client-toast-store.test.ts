import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { browserTimers } from '../../src/client/lib/external-store';
import {
  TOAST_LIFE,
  createToastStore,
  notify,
  runToastAction,
  toasts,
} from '../../src/client/lib/toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toasts.removeAll();
    vi.useRealTimers();
  });

  it('adds a toast with the model defaults: info, closable, auto id', () => {
    const store = createToastStore(browserTimers);
    const id = store.add({ summary: 'Xin chào' });
    expect(store.getSnapshot()).toEqual([
      {
        id,
        severity: 'info',
        summary: 'Xin chào',
        detail: undefined,
        life: undefined,
        closable: true,
        group: undefined,
      },
    ]);
    expect(store.add({ summary: 'Khác' })).not.toBe(id);
  });

  it('keeps a toast without life until it is closed', () => {
    const store = createToastStore(browserTimers);
    const id = store.add({ summary: 'Dính' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.remove(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('removes a toast when its life on screen expires, not before', () => {
    const store = createToastStore(browserTimers);
    const id = store.add({ summary: 'Ngắn', life: 3000 });
    // Its code is still loading on a slow phone: the life has not started.
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.shown(id);
    store.shown(id);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('removes by group and all', () => {
    const store = createToastStore(browserTimers);
    store.add({ summary: 'a', group: 'g' });
    store.add({ summary: 'b', group: 'g' });
    store.add({ summary: 'c' });
    store.removeGroup('g');
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['c']);
    store.add({ summary: 'd', group: 'h' });
    store.removeAll();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('replaces a toast re-added with the same id and forgets the old expiry', () => {
    const store = createToastStore(browserTimers);
    store.add({ id: 'x', summary: 'cũ', life: 1000 });
    store.shown('x');
    vi.advanceTimersByTime(900);
    store.add({ id: 'x', summary: 'mới', life: 1000 });
    store.shown('x');
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['mới']);
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createToastStore(browserTimers);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ summary: 'a' });
    store.remove(id);
    store.remove(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add({ summary: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has the specification texts and lifetimes in its helpers', () => {
    notify.success();
    notify.error('Máy chủ lỗi');
    notify.warn('Cẩn thận');
    expect(toasts.getSnapshot()).toMatchObject([
      {
        severity: 'success',
        summary: MESSAGES.toastSuccessSummary,
        detail: MESSAGES.updateSuccess,
        life: 3000,
      },
      { severity: 'error', summary: MESSAGES.toastErrorSummary, detail: 'Máy chủ lỗi', life: 3000 },
      { severity: 'warn', detail: 'Cẩn thận', life: 5000 },
    ]);
    expect(TOAST_LIFE).toEqual({ success: 3000, error: 3000, warn: 5000, undo: 6000 });
  });

  it('gives a change made at once a “Hoàn tác” that undoes it once and closes the toast', () => {
    const undo = vi.fn();
    const id = notify.undoable('Đã bỏ theo dõi Hoàng Văn Nam.', undo);
    const [shown] = toasts.getSnapshot();
    expect(shown).toMatchObject({
      id,
      severity: 'success',
      detail: 'Đã bỏ theo dõi Hoàng Văn Nam.',
      life: TOAST_LIFE.undo,
      action: { label: 'Hoàn tác' },
    });
    if (!shown) throw new Error('the toast');
    runToastAction(shown);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(toasts.getSnapshot()).toEqual([]);
  });
});
