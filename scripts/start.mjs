// `npm start`: builds when the build is missing or stale, then serves the app.
import { pathToFileURL } from 'node:url';
import { planDemoEmulator } from './firebase-emulator.mjs';
import { buildIsStale, mustRun, root, serverBundle } from './lib.mjs';

if (buildIsStale()) {
  console.log('Đang build ứng dụng…');
  await mustRun(process.execPath, ['scripts/build.mjs']);
}
// Phone sign-up without a Firebase project: the Auth emulator, started once the app serves
// (it takes ~12 s of CPU that the app's own start should not share).
const emulator = await planDemoEmulator(process.env);
process.chdir(root);
await import(pathToFileURL(serverBundle).href);
await emulator?.launch();
