// The offline queues' one rule for a shared phone (the rack queue and the carom protocol's): each
// signed-in user has their own, the previous one stops retrying when another signs in, and waking
// up flushes whichever is current, listened to once.
import { describe, expect, it, vi } from 'vitest';
import { perUserQueue } from '../../src/client/lib/per-user-queue';

interface FakeQueue {
  userId: number;
  context: string;
  flushAll: ReturnType<typeof vi.fn<() => void>>;
  dispose: ReturnType<typeof vi.fn<() => void>>;
}

function setup() {
  const created: FakeQueue[] = [];
  const wakes: (() => void)[] = [];
  const queueFor = perUserQueue(
    (context: string, userId: number) => {
      const queue: FakeQueue = {
        userId,
        context,
        flushAll: vi.fn<() => void>(),
        dispose: vi.fn<() => void>(),
      };
      created.push(queue);
      return queue;
    },
    (flushAll) => wakes.push(flushAll),
  );
  return { queueFor, created, wakes };
}

describe('per-user queue', () => {
  it('keeps one queue while the same user asks, created with the first caller’s context', () => {
    const { queueFor, created } = setup();
    const first = queueFor('utils 1', 41);
    expect(queueFor('utils 2', 41)).toBe(first);
    expect(created).toHaveLength(1);
    expect(first).toMatchObject({ userId: 41, context: 'utils 1' });
  });

  it('gives another user their own queue and stops the previous one’s retries', () => {
    const { queueFor, created } = setup();
    const first = queueFor('utils', 41);
    const second = queueFor('utils', 42);
    expect(second).not.toBe(first);
    expect(second.userId).toBe(42);
    expect(first.dispose).toHaveBeenCalledOnce();
    expect(second.dispose).not.toHaveBeenCalled();
    // Back to the first user: a new queue (theirs is read again from storage), not the disposed one.
    const third = queueFor('utils', 41);
    expect(third).not.toBe(first);
    expect(second.dispose).toHaveBeenCalledOnce();
    expect(created).toHaveLength(3);
  });

  it('listens for waking up once, and flushes the queue current at the time', () => {
    const { queueFor, wakes } = setup();
    const first = queueFor('utils', 41);
    const second = queueFor('utils', 42);
    expect(wakes).toHaveLength(1);
    wakes[0]?.();
    expect(second.flushAll).toHaveBeenCalledOnce();
    expect(first.flushAll).not.toHaveBeenCalled();
  });

  it('keeps each queue kind apart: the rack and protocol queues have their own users', () => {
    const racks = setup();
    const protocols = setup();
    racks.queueFor('utils', 41);
    protocols.queueFor('utils', 42);
    expect(racks.created[0]?.dispose).not.toHaveBeenCalled();
    expect(racks.wakes).toHaveLength(1);
    expect(protocols.wakes).toHaveLength(1);
  });
});
