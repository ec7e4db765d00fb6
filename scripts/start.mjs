// `npm start`: builds when the build is missing or stale, then serves the app.
import { pathToFileURL } from 'node:url';
import { buildIsStale, mustRun, root, serverBundle } from './lib.mjs';

if (buildIsStale()) {
  console.log('Đang build ứng dụng…');
  await mustRun(process.execPath, ['scripts/build.mjs']);
}
process.chdir(root);
await import(pathToFileURL(serverBundle).href);
