// Issue 55, item 8: a stateful walk through the BFF's procedures over the embedded upstream, as
// two organisers, the fixture player and demo players would go in random orders (wrong actors
// included), with every invariant checked after every step (tests/support/walk/). A fixed seed
// and a small budget here; `npm run bench -- walk` walks longer from a random seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamTargets } from '../../support/demo-procedures';
import { runWalk, walkFigures } from '../../support/walk/walk';
import { startWalkWorld, type WalkWorld } from '../../support/walk/world';

const SEED = 55_08;
/** Measured on this machine: about 25 s a database on PGlite (see the figures line). */
const BUDGET = { numRuns: 16, maxCommands: 80 };

describe.each(upstreamTargets())('the walk on $label', (target) => {
  let world: WalkWorld;
  beforeAll(async () => {
    world = await startWalkWorld(target.label, target.start);
  });
  afterAll(async () => world?.close());

  it('keeps every invariant through random sequences of commands', async () => {
    const started = performance.now();
    const details = await runWalk(world, {
      ...BUDGET,
      seed: SEED,
      shrink: !process.env.WALK_NO_SHRINK,
      timeLimitMs: 45_000,
    });
    // The figures a report quotes (process.stdout: the lint rules keep console for warnings).
    process.stdout.write(`${walkFigures(world, performance.now() - started, details.seed)}\n`);
    if (details.failed) {
      throw new Error(
        `walk failed (seed ${details.seed}, path ${details.counterexamplePath}): ` +
          `${String(details.counterexample?.[0])}\n${String(details.errorInstance)}`,
      );
    }
    expect(world.stats.steps).toBeGreaterThan(BUDGET.numRuns * 10);
  }, 60_000);
});
