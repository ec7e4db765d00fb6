// The bounded line of password hashes (src/app-api/services/password-queue.ts).
import { describe, expect, it } from 'vitest';
import { AppApiError } from '../../src/app-api/errors';
import {
  PASSWORD_BUSY_MESSAGE,
  createFailureMemory,
  createPasswordQueue,
} from '../../src/app-api/services/auth/password-queue';

/** A hash that finishes when told to. */
function pending() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('hashed');
  });
  return { run: () => done, finish };
}

describe('the password queue', () => {
  it('runs a few at a time, lets a short line wait, and turns the rest away at once', async () => {
    const queue = createPasswordQueue({ concurrency: 2, maxWaiting: 1 });
    const hashes = [pending(), pending(), pending()];
    const running = hashes.map((h) => queue(h.run));
    // Two run, one waits; a fourth is refused without waiting for any of them.
    const refused = queue(() => Promise.resolve('never'));
    await expect(refused).rejects.toBeInstanceOf(AppApiError);
    await expect(refused).rejects.toMatchObject({ status: 429, message: PASSWORD_BUSY_MESSAGE });
    hashes.forEach((h) => h.finish());
    await expect(Promise.all(running)).resolves.toEqual(['hashed', 'hashed', 'hashed']);
    // The line is free again.
    await expect(queue(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('lets a client without recent failures past a flood of suspect ones, in a line of its own', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const running = pending();
    const first = queue(running.run);
    const job = (name: string) => () => {
      order.push(name);
      return Promise.resolve(name);
    };
    const suspects = [queue(job('guess-1'), 'suspect'), queue(job('guess-2'), 'suspect')];
    // The suspects' line is full: the next guess is turned away…
    await expect(queue(job('guess-3'), 'suspect')).rejects.toMatchObject({ status: 429 });
    // …while a real user still gets in, and is served before the guesses that came first.
    const user = queue(job('user'), 'trusted');
    running.finish();
    await Promise.all([first, user, ...suspects]);
    expect(order).toEqual(['user', 'guess-1', 'guess-2']);
  });
});

describe('the failure memory', () => {
  it('puts a client that failed in the last 15 minutes in the suspect lane, and only it', () => {
    const memory = createFailureMemory(15 * 60_000);
    const at = 1_000_000;
    memory.failed('203.0.113.9', at);
    expect(memory.laneOf('203.0.113.9', at + 60_000)).toBe('suspect');
    expect(memory.laneOf('203.0.113.10', at + 60_000)).toBe('trusted');
    expect(memory.laneOf(undefined, at)).toBe('trusted');
    expect(memory.laneOf('203.0.113.9', at + 15 * 60_000 + 1)).toBe('trusted');
  });

  it('forgets the oldest client first when full', () => {
    const memory = createFailureMemory(60_000, 2);
    memory.failed('a', 1);
    memory.failed('b', 2);
    memory.failed('c', 3);
    expect([memory.laneOf('a', 4), memory.laneOf('b', 4), memory.laneOf('c', 4)]).toEqual([
      'trusted',
      'suspect',
      'suspect',
    ]);
  });
});
