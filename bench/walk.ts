// `npm run bench -- walk`: the invariant walk of tests/integration/walk/walk.test.ts, longer and
// from a random seed, on PGlite (and PostgreSQL when TEST_DATABASE_URL is set). It prints its
// figures (runs, steps, time, commands by kind, refusals by code) and, on a failure, the seed,
// path and replay path that replay it:
//   WALK_SEED=… WALK_PATH=… WALK_REPLAY=… npm run bench -- walk
// WALK_RUNS (default 200) and WALK_COMMANDS (default 80) size the walk; WALK_SHRINK_S bounds the
// time spent shrinking a failure (default 300 s).
import { upstreamTargets } from '../tests/support/demo-procedures';
import { runWalk, walkFigures } from '../tests/support/walk/walk';
import { startWalkWorld } from '../tests/support/walk/world';

const env = process.env;
const runs = Number(env.WALK_RUNS ?? 200);
const maxCommands = Number(env.WALK_COMMANDS ?? 80);
const seed = env.WALK_SEED ? Number(env.WALK_SEED) : Math.floor(Math.random() * 2 ** 31);

const targets = upstreamTargets('memory://');

let failed = false;
for (const target of targets) {
  const world = await startWalkWorld(target.label, target.start);
  const started = performance.now();
  try {
    const details = await runWalk(world, {
      numRuns: runs,
      maxCommands,
      seed,
      path: env.WALK_PATH,
      replayPath: env.WALK_REPLAY,
      timeLimitMs: Number(env.WALK_SHRINK_S ?? 300) * 1000 + runs * 2_000,
    });
    console.log(walkFigures(world, performance.now() - started, details.seed));
    if (details.failed) {
      failed = true;
      const shrunk = String(details.counterexample?.[0]);
      const replay = /replayPath="([^"]*)"/.exec(shrunk)?.[1] ?? '';
      console.log(`✗ the walk failed on ${target.label} after ${details.numShrinks} shrinks`);
      console.log(`  commands: ${shrunk}`);
      console.log(`  ${String(details.errorInstance)}`);
      console.log(
        `  replay: WALK_SEED=${details.seed} WALK_PATH='${details.counterexamplePath}' ` +
          `WALK_REPLAY='${replay}' npm run bench -- walk`,
      );
    }
  } finally {
    await world.close();
  }
}
if (failed) process.exitCode = 1;
