// What every command is made of: the numbers it was generated with (resolved against the state
// it meets, so a shrunk sequence still means something), the step it records, and small helpers
// to find actors and read what the API does not say.
import { eq } from 'drizzle-orm';
import { users } from '../../../src/app-api/db/schema';
import { pickOf, type StepRecord, type WalkModel, type WalkTournament } from './model';
import { violated, type Actor, type Outcome, type WalkWorld } from './world';

/** A command's generated numbers: who acts, on what, with which value; `wrong` picks a wrong actor. */
export interface Picks {
  actor: number;
  target: number;
  match: number;
  value: number;
  wrong: boolean;
}

export interface StepContext {
  model: WalkModel;
  world: WalkWorld;
  step: StepRecord;
  picks: Picks;
}

export type Handler = (ctx: StepContext) => Promise<void>;

export interface CommandKind {
  kind: string;
  /** How often it is drawn, against the others. */
  weight: number;
  /** Whether the model holds what it needs (fast-check skips it otherwise). */
  ready: (model: Readonly<WalkModel>) => boolean;
  run: Handler;
}

export const always = () => true;
export const hasTournament = (model: Readonly<WalkModel>) => model.tournaments.length > 0;
export const hasStarted = (model: Readonly<WalkModel>) =>
  model.tournaments.some((t) => t.status === 'ongoing' || t.status === 'finished');

export function actorByKey(world: WalkWorld, key: string): Actor {
  const found = world.actors.find((a) => a.key === key);
  if (!found) throw new Error(`no actor ${key}`);
  return found;
}

export const actorById = (world: WalkWorld, id: number | null | undefined): Actor | undefined =>
  world.actors.find((a) => a.id === id);

/** Anyone but those in `rightful`: an actor who does not manage, or does not play, the thing. */
export function wrongActor(world: WalkWorld, rightful: readonly number[], pick: number): Actor {
  const others = world.actors.filter((a) => !rightful.includes(a.id));
  const found = pickOf(others, pick);
  if (!found) throw new Error('no wrong actor');
  return found;
}

export const anyActor = (world: WalkWorld, pick: number): Actor =>
  pickOf(world.actors, pick) as Actor;

export function tournamentOf(
  ctx: StepContext,
  filter: (t: WalkTournament) => boolean = () => true,
): WalkTournament | undefined {
  return pickOf(ctx.model.tournaments.filter(filter), ctx.picks.target);
}

export async function coinOf(world: WalkWorld, userId: number): Promise<number> {
  const [row] = await world.embedded.db
    .select({ coin: users.coin })
    .from(users)
    .where(eq(users.id, userId));
  return row?.coin ?? 0;
}

/** A command the model says must succeed was refused: the refusal is the finding. */
export function expectDone<T>(kind: string, outcome: Outcome<T>, why: string): T {
  if (!outcome.ok) violated(`${kind} refused though ${why}`, [outcome.code, outcome.message]);
  return outcome.value;
}

/** A command the model says must be refused went through. */
export function expectRefused(kind: string, outcome: Outcome<unknown>, why: string): void {
  if (outcome.ok) violated(`${kind} succeeded though ${why}`);
}

/** Fields of `before` and `after` that differ, but for `allowed`. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  allowed: readonly string[],
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (k) => !allowed.includes(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
}
