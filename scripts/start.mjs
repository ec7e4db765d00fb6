// `npm start`: builds when the build is missing or stale, then serves the app.
import { pathToFileURL } from 'node:url';
import { planDemoEmulator } from './firebase-emulator.mjs';
import { buildIsStale, mustRun, root, serverBundle } from './lib.mjs';

if (buildIsStale()) {
  console.log('Đang build ứng dụng…');
  await mustRun(process.execPath, ['scripts/build.mjs']);
}
// `npm start` is the demo: seeded accounts, the emulator, the development webhook secret, on
// 127.0.0.1 (see src/shared/run-mode.ts). A deployment sets APP_MODE=production, or runs
// `node dist/server/main.js`, whose default is production.
process.env.APP_MODE ??= 'demo';
// Phone sign-up without a Firebase project: the Auth emulator, started only when the first
// sign-up reaches it (it takes ~12 s of CPU and ~300 MB that a visit without one should not).
const emulator = await planDemoEmulator(process.env);
process.chdir(root);
await import(pathToFileURL(serverBundle).href);
await emulator?.serve();
