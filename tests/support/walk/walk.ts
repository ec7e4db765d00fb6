// The walk itself: fast-check's model-based commands over the world, every invariant checked
// after every step. Shared by the integration test (a fixed seed, a small budget) and
// bench/walk.ts (a random seed, a longer walk, replayable from the seed and path it prints).
import fc from 'fast-check';
import { createTournament, EVENT_COMMANDS } from './commands-events';
import { MATCH_COMMANDS } from './commands-matches';
import { checkInvariants, initialModel } from './invariants';
import type { CommandKind, Picks } from './kit';
import { newStep, type WalkModel } from './model';
import type { WalkWorld } from './world';

export const COMMAND_KINDS: readonly CommandKind[] = [...EVENT_COMMANDS, ...MATCH_COMMANDS];

class WalkCommand implements fc.AsyncCommand<WalkModel, WalkWorld> {
  constructor(
    private readonly command: CommandKind,
    private readonly picks: Picks,
  ) {}

  check(model: Readonly<WalkModel>): boolean {
    return this.command.ready(model);
  }

  async run(model: WalkModel, world: WalkWorld): Promise<void> {
    const { kind } = this.command;
    world.stats.steps++;
    world.stats.byKind[kind] = (world.stats.byKind[kind] ?? 0) + 1;
    const step = newStep(kind);
    await this.command.run({ model, world, step, picks: this.picks });
    await checkInvariants(world, model, step);
  }

  toString(): string {
    const { actor, target, match, value, wrong } = this.picks;
    return `${this.command.kind}(a${actor} t${target} m${match} v${value}${wrong ? ' wrong' : ''})`;
  }
}

// Small numbers: they are taken modulo the lists they pick from, and shrink towards the first.
const picks: fc.Arbitrary<Picks> = fc.record({
  actor: fc.nat(40),
  target: fc.nat(40),
  match: fc.nat(40),
  value: fc.nat(1000),
  // One command in four by someone who does not manage, or does not play, its target.
  wrong: fc.nat(3).map((n) => n === 0),
});

const commandArbitraries = COMMAND_KINDS.flatMap((command) =>
  // fc.commands draws its arbitraries evenly: a weight is that many copies.
  Array.from({ length: command.weight }, () => picks.map((p) => new WalkCommand(command, p))),
);

export interface WalkOptions {
  numRuns: number;
  maxCommands: number;
  seed?: number;
  /** A failure's path, with `replayPath`, to replay it alone (fast-check's report gives both). */
  path?: string;
  replayPath?: string;
  /** Stop at the first failure, unshrunk (a quick look), or shrink it for at most this long. */
  shrink?: boolean;
  timeLimitMs?: number;
}

/** Runs the walk; fast-check's details (the seed, the failure's path and shrunk commands). */
export async function runWalk(world: WalkWorld, options: WalkOptions) {
  const property = fc.asyncProperty(
    fc.commands(commandArbitraries, {
      maxCommands: options.maxCommands,
      size: 'max',
      replayPath: options.replayPath,
    }),
    async (commands) => {
      world.stats.runs++;
      const model = await initialModel(world);
      // Each run opens with an event of each organiser, so that its commands have targets from
      // the first step rather than being skipped until a create comes.
      for (const actor of [0, 1]) {
        const step = newStep('create');
        const value = world.stats.runs * 37 + actor * 11;
        await createTournament({
          model,
          world,
          step,
          picks: { actor, target: 0, match: 0, value, wrong: false },
        });
        await checkInvariants(world, model, step);
      }
      await fc.asyncModelRun(() => ({ model, real: world }), commands);
    },
  );
  return fc.check(property, {
    numRuns: options.numRuns,
    seed: options.seed,
    path: options.path,
    endOnFailure: options.shrink === false,
    interruptAfterTimeLimit: options.timeLimitMs,
  });
}

/** One line of figures: runs, steps, the time, the commands by kind and the refusals by code. */
export function walkFigures(world: WalkWorld, ms: number, seed: number): string {
  const { runs, steps, byKind, refusals } = world.stats;
  const kinds = Object.entries(byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const codes = Object.entries(refusals)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return (
    `walk on ${world.label}: ${runs} runs, ${steps} steps in ${(ms / 1000).toFixed(1)} s ` +
    `(seed ${seed}); commands: ${kinds}; refusals: ${codes || 'none'}`
  );
}
