// The walk's commands on matches: a rack (or the start), a match played out to its race, a
// correction of a finished one (also in the demo's finished season), a protest and its ruling,
// a walkover or retirement awarded, a revert of the latest change. Each names its match in the
// step only once it succeeded: a refused command may change no result.
import type { Match } from '../../../src/shared/schemas/matches';
import type { WalkTournament } from './model';
import { pickOf } from './model';
import { expectNotYours, type Actor } from './world';
import {
  actorById,
  actorByKey,
  expectRefused,
  hasStarted,
  tournamentOf,
  wrongActor,
  type CommandKind,
  type StepContext,
} from './kit';

const running = (t: WalkTournament) => t.status === 'ongoing' || t.status === 'finished';

/** A match of a started walk event, by the picks, with its manager and the actor of this step. */
async function matchOf(ctx: StepContext, filter: (m: Match) => boolean) {
  const t = tournamentOf(ctx, running);
  if (!t) return undefined;
  const all = await ctx.world.anonymous.tournaments.matches({ id: t.id });
  const match = pickOf(all.filter(filter), ctx.picks.match);
  if (!match) return undefined;
  const owner = actorByKey(ctx.world, t.owner);
  const actor = ctx.picks.wrong ? wrongActor(ctx.world, [owner.id], ctx.picks.actor) : owner;
  return { t, match, owner, actor };
}

const ready = (m: Match) =>
  m.status !== 'finished' && m.status !== 'waiting' && !!m.player1 && !!m.player2;
const decided = (m: Match) => m.status === 'finished' && !!m.player1 && !!m.player2;

/** After a match command, the event's status as it now stands (it may have finished, or reopened). */
async function refresh(ctx: StepContext, t: WalkTournament) {
  t.status = (await ctx.world.anonymous.tournaments.get({ id: t.id })).status;
}

async function rack(ctx: StepContext) {
  const found = await matchOf(ctx, ready);
  if (!found) return;
  const { t, match, actor, owner } = found;
  const side = ctx.picks.value % 2 === 0 ? 1 : 2;
  const delta = ctx.picks.value % 7 === 0 ? -1 : 1;
  const outcome =
    match.status === 'scheduled'
      ? await ctx.world.call('matches.start', () => actor.caller.matches.start({ id: match.id }))
      : await ctx.world.call('matches.score', () =>
          actor.caller.matches.score({ id: match.id, player: side, delta }),
        );
  if (actor !== owner) return expectNotYours('a rack', outcome);
  if (outcome.ok) ctx.step.named.add(match.id);
  await refresh(ctx, t);
}

async function playOut(ctx: StepContext) {
  const found = await matchOf(ctx, ready);
  if (!found) return;
  const { t, match, actor, owner } = found;
  const side = ctx.picks.value % 2 === 0 ? 1 : 2;
  if (match.status === 'scheduled') {
    const started = await ctx.world.call('matches.start', () =>
      actor.caller.matches.start({ id: match.id }),
    );
    if (actor !== owner) return expectNotYours('matches.start', started);
    if (!started.ok) return;
  }
  ctx.step.named.add(match.id);
  let score = side === 1 ? match.score1 : match.score2;
  const race = side === 1 ? match.race1 : match.race2;
  while (score < race) {
    const outcome = await ctx.world.call('matches.score', () =>
      actor.caller.matches.score({ id: match.id, player: side, delta: 1 }),
    );
    if (actor !== owner) return expectNotYours('matches.score', outcome);
    if (!outcome.ok) break;
    score = side === 1 ? outcome.value.score1 : outcome.value.score2;
  }
  await refresh(ctx, t);
}

/** The other side wins now, or the same winner with the loser's score moved by one. */
function correctedScore(match: Match, value: number) {
  const winner1 = match.winnerId === match.player1?.id;
  const flip = value % 3 !== 0;
  const loser = (race: number) => value % Math.max(1, race);
  if (winner1 !== flip) return { score1: match.race1, score2: loser(match.race2) };
  return { score1: loser(match.race1), score2: match.race2 };
}

async function noteChange(ctx: StepContext, match: Match, after: Match) {
  ctx.step.named.add(match.id);
  if (after.winnerId !== match.winnerId) ctx.step.changedWinner.add(match.id);
}

async function correct(ctx: StepContext) {
  const found = await matchOf(ctx, decided);
  if (!found) return;
  const { t, match, actor, owner } = found;
  const score = correctedScore(match, ctx.picks.value);
  const outcome = await ctx.world.call('matches.correct', () =>
    actor.caller.matches.correct({ id: match.id, ...score }),
  );
  if (actor !== owner) return expectNotYours('matches.correct', outcome);
  if (outcome.ok) await noteChange(ctx, match, outcome.value);
  await refresh(ctx, t);
}

/** A correction in an event of the demo's finished season, by its manager (or not). */
async function correctSeason(ctx: StepContext) {
  const { world, picks } = ctx;
  const id = pickOf(world.season.events, picks.target);
  if (id === undefined) return;
  const event = await world.anonymous.tournaments.get({ id });
  const matches = (await world.anonymous.tournaments.matches({ id })).filter(decided);
  const match = pickOf(matches, picks.match);
  const managers = event.managers.map((m) => m.id);
  const owner = world.actors.find((a) => managers.includes(a.id));
  if (!match || !owner) return;
  const actor: Actor = picks.wrong ? wrongActor(world, managers, picks.actor) : owner;
  const score = correctedScore(match, picks.value);
  const outcome = await world.call('matches.correct', () =>
    actor.caller.matches.correct({ id: match.id, ...score }),
  );
  if (picks.wrong) return expectNotYours('a correction in the finished season', outcome);
  if (outcome.ok) await noteChange(ctx, match, outcome.value);
}

async function protest(ctx: StepContext) {
  const found = await matchOf(ctx, decided);
  if (!found) return;
  const { match } = found;
  const players = [match.player1?.id, match.player2?.id].filter((id): id is number => !!id);
  const rightful = actorById(ctx.world, pickOf(players, ctx.picks.actor));
  const actor = ctx.picks.wrong ? wrongActor(ctx.world, players, ctx.picks.actor) : rightful;
  if (!actor) return;
  const outcome = await ctx.world.call('matches.protest', () =>
    actor.caller.matches.protest({ id: match.id, reason: 'Tỉ số ghi chưa đúng' }),
  );
  if (ctx.picks.wrong) expectNotYours('a protest by someone not in the match', outcome);
}

async function rule(ctx: StepContext) {
  const found = await matchOf(ctx, decided);
  if (!found) return;
  const { t, match, actor, owner } = found;
  const open = (await owner.caller.matches.protests({ id: match.id })).protests.find(
    (p) => p.ruling === null,
  );
  if (!open) return;
  const ruling = (['stands', 'corrected', 'replay'] as const)[ctx.picks.value % 3] ?? 'stands';
  const score = ruling === 'corrected' ? correctedScore(match, ctx.picks.value) : {};
  const outcome = await ctx.world.call('matches.ruleProtest', () =>
    actor.caller.matches.ruleProtest({ id: match.id, protestId: open.id, ruling, ...score }),
  );
  if (actor !== owner) return expectNotYours('matches.ruleProtest', outcome);
  if (outcome.ok) await noteChange(ctx, match, outcome.value);
  await refresh(ctx, t);
}

async function award(ctx: StepContext) {
  const found = await matchOf(ctx, ready);
  if (!found) return;
  const { t, match, actor, owner } = found;
  const endings = ['walkover', 'retired', 'disqualified', 'double_walkover'] as const;
  const resultType = endings[ctx.picks.value % 4];
  if (!resultType) return;
  const winner = ctx.picks.value % 2 === 0 ? 1 : 2;
  const input =
    resultType === 'double_walkover'
      ? { id: match.id, resultType }
      : { id: match.id, resultType, winner: winner as 1 | 2 };
  const outcome = await ctx.world.call('matches.award', () => actor.caller.matches.award(input));
  if (actor !== owner) return expectNotYours('matches.award', outcome);
  // Seed 5508 found it: a match lost by both left a double elimination unrankable (a 500).
  if (resultType === 'double_walkover' && t.format === 'double_elimination') {
    expectRefused('matches.award', outcome, 'a double elimination needs a winner in every match');
  }
  if (outcome.ok) ctx.step.named.add(match.id);
  await refresh(ctx, t);
}

async function revert(ctx: StepContext) {
  const found = await matchOf(ctx, (m) => m.status === 'finished');
  if (!found) return;
  const { t, match, actor, owner } = found;
  const history = await owner.caller.matches.history({ id: match.id });
  const latest = history.find((e) => e.kind !== 'rack' && e.kind !== 'protest');
  if (!latest) return;
  const outcome = await ctx.world.call('matches.revert', () =>
    actor.caller.matches.revert({ id: match.id, eventId: latest.id }),
  );
  if (actor !== owner) return expectNotYours('matches.revert', outcome);
  if (!latest.revertible)
    expectRefused('matches.revert', outcome, 'the history said not revertible');
  if (outcome.ok) await noteChange(ctx, match, outcome.value);
  await refresh(ctx, t);
}

export const MATCH_COMMANDS: CommandKind[] = [
  { kind: 'rack', weight: 4, ready: hasStarted, run: rack },
  { kind: 'playOut', weight: 8, ready: hasStarted, run: playOut },
  { kind: 'correct', weight: 3, ready: hasStarted, run: correct },
  { kind: 'correctSeason', weight: 1, ready: () => true, run: correctSeason },
  { kind: 'protest', weight: 2, ready: hasStarted, run: protest },
  { kind: 'rule', weight: 2, ready: hasStarted, run: rule },
  { kind: 'award', weight: 2, ready: hasStarted, run: award },
  { kind: 'revert', weight: 2, ready: hasStarted, run: revert },
];
