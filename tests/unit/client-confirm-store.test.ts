import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_DEFAULTS, createConfirmStore } from '../../src/client/lib/confirm-store';

/** The id of the request the group's dialog shows. */
function headId(store: ReturnType<typeof createConfirmStore>, group?: string): number {
  const head = store.current(group);
  if (!head) throw new Error('no confirmation shown');
  return head.id;
}

describe('confirm queue', () => {
  it('applies the defaults: modal, accept focused, centred', () => {
    const store = createConfirmStore();
    void store.confirm({ message: 'Tiếp tục?' });
    expect(store.current()).toMatchObject({
      message: 'Tiếp tục?',
      modal: true,
      defaultFocus: 'accept',
      position: 'center',
      header: CONFIRM_DEFAULTS.header,
    });
  });

  it('runs the accept callback before resolving true and hiding', async () => {
    const store = createConfirmStore();
    const order: string[] = [];
    const accept = vi.fn(() => {
      order.push(`accept, visible=${store.current() !== undefined}`);
    });
    const result = store.confirm({ message: 'a', accept });
    store.settle(headId(store), 'accept');
    await expect(result).resolves.toBe(true);
    expect(order).toEqual(['accept, visible=true']);
    expect(store.current()).toBeUndefined();
  });

  it('runs the reject callback on reject and on dismissal (Escape), resolving false', async () => {
    const store = createConfirmStore();
    const reject = vi.fn();
    const first = store.confirm({ message: 'a', reject });
    store.settle(headId(store), 'reject');
    const second = store.confirm({ message: 'b', reject });
    store.settle(headId(store), 'dismiss');
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(reject).toHaveBeenCalledTimes(2);
  });

  it('queues requests per group, first in first out', async () => {
    const store = createConfirmStore();
    const a = store.confirm({ message: 'a' });
    void store.confirm({ message: 'b' });
    void store.confirm({ message: 'g1', group: 'g' });
    expect(store.current()?.message).toBe('a');
    expect(store.current('g')?.message).toBe('g1');
    store.settle(headId(store), 'accept');
    await a;
    expect(store.current()?.message).toBe('b');
    expect(store.current('g')?.message).toBe('g1');
  });

  it('closes a group on a close request without callbacks', async () => {
    const store = createConfirmStore();
    const accept = vi.fn();
    const reject = vi.fn();
    const result = store.confirm({ message: 'x', group: 'g', accept, reject });
    store.close('g');
    await expect(result).resolves.toBe(false);
    expect(accept).not.toHaveBeenCalled();
    expect(reject).not.toHaveBeenCalled();
    expect(store.current('g')).toBeUndefined();
  });

  it('hides the dialog even when a callback throws', async () => {
    const store = createConfirmStore();
    const result = store.confirm({
      message: 'x',
      accept: () => {
        throw new Error('boom');
      },
    });
    expect(() => store.settle(headId(store), 'accept')).toThrow('boom');
    expect(store.current()).toBeUndefined();
    await expect(result).resolves.toBe(true);
  });

  it('ignores settling an unknown or already settled request', () => {
    const store = createConfirmStore();
    const reject = vi.fn();
    void store.confirm({ message: 'x', reject });
    const id = headId(store);
    store.settle(id, 'reject');
    store.settle(id, 'reject');
    store.settle(999, 'accept');
    expect(reject).toHaveBeenCalledTimes(1);
  });
});
