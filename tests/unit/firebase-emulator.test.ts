// `npm start` listens on the emulator's port and starts the emulator only at the first
// connection; a fake backend stands in for it here.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, serveOnDemand, type OnDemand } from '../../scripts/firebase-emulator.mjs';

/** A TCP echo server prefixed with `echo:`, standing in for the emulator. */
async function fakeEmulator() {
  const server = net.createServer((socket) => socket.on('data', (d) => socket.write(`echo:${d}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Connects, sends `text`, and resolves with the first answer (or `closed`). */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.once('data', (data) => {
      resolve(String(data));
      socket.destroy();
    });
    socket.once('close', () => resolve('closed'));
    socket.on('error', () => {});
  });
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('the emulator on demand', () => {
  it('starts nothing until a connection, then once for every connection, and pipes them', async () => {
    const backend = await fakeEmulator();
    cleanups.push(backend.close);
    let starts = 0;
    let release: () => void = () => {};
    const starting = new Promise<void>((resolve) => (release = resolve));
    const port = await freePort();
    const onDemand: OnDemand = await serveOnDemand({
      port,
      start: async () => {
        starts += 1;
        await starting;
        return backend;
      },
    });
    cleanups.push(onDemand.close);
    expect(onDemand.started()).toBe(false);

    // Both wait while it starts, and are answered once it is up.
    const first = exchange(port, 'một');
    const second = exchange(port, 'hai');
    await expect.poll(() => starts).toBe(1);
    release();
    expect(await first).toBe('echo:một');
    expect(await second).toBe('echo:hai');
    expect(await exchange(port, 'ba')).toBe('echo:ba');
    expect(starts).toBe(1);
  });

  it('closes the waiting connections when the start fails, and tries again on the next', async () => {
    const backend = await fakeEmulator();
    cleanups.push(backend.close);
    let attempts = 0;
    const port = await freePort();
    const onDemand = await serveOnDemand({
      port,
      start: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('không khởi động được');
        return backend;
      },
    });
    cleanups.push(onDemand.close);
    expect(await exchange(port, 'một')).toBe('closed');
    expect(await exchange(port, 'hai')).toBe('echo:hai');
    expect(attempts).toBe(2);
  });
});
