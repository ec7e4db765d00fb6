// `npm run bench`: every benchmark in bench/, one after another; each prints its figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { mustRun, root } from './lib.mjs';

const only = process.argv[2];
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.ts') && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n▶ bench/${file}`);
  await mustRun(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join('bench', file)],
    {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    },
  );
}
