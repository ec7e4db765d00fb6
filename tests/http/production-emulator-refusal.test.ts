// Emulator ID tokens are unsigned: a production server must refuse to start with the emulator.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/app-api/db/paths';

function runMain(env: Record<string, string>) {
  const root = projectRoot();
  // `--import tsx` rather than tsx's CLI: a kill reaches the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    // Had it started serving instead, it would never exit: stop it and fail below.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('src/server/main.ts', () => {
  it('exits with code 1 when FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production', async () => {
    const { code, output } = await runMain({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATABASE_URL: 'memory://',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production',
    );
  });
});
