// `npm run dev`: the server (watch mode, port 3001) behind Vite's dev server on port 3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startDemoEmulatorIfUnconfigured } from './firebase-emulator.mjs';
import { root } from './lib.mjs';

// Phone sign-up without a Firebase project: the Auth emulator (sets FIREBASE_AUTH_EMULATOR_HOST).
// Development mode: the demo's shortcuts plus stack traces in error bodies (src/shared/run-mode.ts).
const serverEnv = {
  APP_MODE: 'development',
  ...process.env,
  PORT: process.env.API_PORT ?? '3001',
};
const emulator = await startDemoEmulatorIfUnconfigured(serverEnv);

const children = [
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: serverEnv,
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  void emulator?.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
