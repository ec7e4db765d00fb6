// The bounded line of password hashes (src/app-api/services/password-queue.ts).
import { describe, expect, it } from 'vitest';
import { AppApiError } from '../../src/app-api/errors';
import {
  PASSWORD_BUSY_MESSAGE,
  createPasswordQueue,
} from '../../src/app-api/services/password-queue';

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
});
