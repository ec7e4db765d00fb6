// The walk's commands on events and people: create, join, leave, start, partial updates of a
// tournament, a tour and a profile (one field each, read back), a tour for an event, a rank
// decision, and the settling sweep run on a clock past every protest window.
import { PROTEST_MINUTES, RANK_CODES, TOURNAMENT_FORMATS } from '../../../src/shared/domain';
import { settleDueResults } from '../../../src/app-api/services/tournaments/results-final';
import { vietnamDay } from '../../../src/shared/tour-rules';
import { tournamentInput } from '../../../fixtures/tournament-input';
import type { Prize } from '../../../src/shared/schemas/prizes';
import type { UpdateInfoInput } from '../../../src/shared/schemas/auth';
import type { UpdateTournamentInput } from '../../../src/shared/schemas/tournaments';
import type { UpdateTourInput } from '../../../src/shared/schemas/tours';
import { pickOf } from './model';
import { expectNotYours, violated } from './world';
import {
  actorByKey,
  always,
  anyActor,
  changedFields,
  coinOf,
  expectDone,
  expectRefused,
  hasTournament,
  tournamentOf,
  wrongActor,
  type CommandKind,
  type StepContext,
} from './kit';

const DAY = 86_400_000;
/** Small events with short races: a walk reaches their finals, prizes and corrections. */
const FORMATS = ['single_elimination', 'double_elimination', 'round_robin'] as const;
const FEES = [0, 0, 10, 25];

function createInput(value: number, n: number) {
  const entryFee = FEES[value % FEES.length] ?? 0;
  const maxPlayers = 3 + (value % 4);
  const coins = [0, 20, 60][Math.floor(value / 4) % 3] ?? 0;
  const prizes: Prize[] =
    coins === 0
      ? []
      : [
          { place: 1, label: 'Hạng nhất', coins },
          { place: 2, label: 'Á quân', coins: 10 },
        ];
  const pot = entryFee > 0 && coins + 10 <= entryFee * maxPlayers && value % 2 === 1;
  return tournamentInput({
    name: `Giải dạo ${n}`,
    format: FORMATS[Math.floor(value / 12) % FORMATS.length] ?? TOURNAMENT_FORMATS[0],
    maxPlayers,
    entryFee,
    prizes,
    prizeSource: pot ? 'pot' : 'organizer',
    thirdPlaceMatch: value % 5 === 0,
    raceTo: { early: 2, quarterFinal: 2, semiFinal: 2, final: 2 },
  });
}

let created = 0;

export async function createTournament(ctx: StepContext) {
  const { world, model, picks } = ctx;
  const actor = anyActor(world, picks.actor);
  const input = createInput(picks.value, ++created);
  const outcome = await world.call('create', () => actor.caller.tournaments.create(input));
  if (!actor.organiser) return expectNotYours('create by a player', outcome);
  const t = expectDone('create', outcome, 'an organiser may create');
  const wrong = changedFields(
    {
      name: input.name,
      entryFee: input.entryFee,
      maxPlayers: input.maxPlayers,
      prizes: input.prizes,
    },
    { name: t.name, entryFee: t.entryFee, maxPlayers: t.maxPlayers, prizes: t.prizes },
    [],
  );
  if (wrong.length > 0) violated('a created tournament differs from its input', wrong);
  model.tournaments.push({
    id: t.id,
    owner: actor.key,
    entryFee: input.entryFee,
    prizeSource: input.prizeSource ?? 'organizer',
    format: input.format,
    status: t.status,
    players: new Set(),
  });
}

/** Mostly events open for registration; a wrong turn tries one that is not. */
const openOrNot = (ctx: StepContext) =>
  tournamentOf(ctx, (t) => (t.status === 'registration') !== ctx.picks.wrong) ?? tournamentOf(ctx);

async function join(ctx: StepContext) {
  const { world, picks } = ctx;
  const t = openOrNot(ctx);
  if (!t) return;
  const actor = anyActor(world, picks.actor);
  const before = await coinOf(world, actor.id);
  const outcome = await world.call('join', () => actor.caller.tournaments.join({ id: t.id }));
  const after = await coinOf(world, actor.id);
  const fits = t.status === 'registration' && !t.players.has(actor.key) && before >= t.entryFee;
  if (!outcome.ok) {
    if (after !== before) violated('a refused join moved coins', { before, after });
    return;
  }
  if (t.status !== 'registration') violated('joined a tournament not open', t.status);
  if (t.players.has(actor.key)) {
    if (after !== before) violated('a second join charged again', { before, after });
    return;
  }
  if (!fits || after !== before - t.entryFee || outcome.value.coin !== after) {
    violated('a join charged other than its fee', { before, after, fee: t.entryFee });
  }
  t.players.add(actor.key);
}

async function leave(ctx: StepContext) {
  const { world, picks } = ctx;
  const t = tournamentOf(ctx, (x) => x.players.size > 0) ?? tournamentOf(ctx);
  if (!t) return;
  const members = world.actors.filter((a) => t.players.has(a.key));
  const actor = picks.wrong
    ? wrongActor(
        world,
        members.map((a) => a.id),
        picks.actor,
      )
    : pickOf(members, picks.actor);
  if (!actor) return;
  const before = await coinOf(world, actor.id);
  const outcome = await world.call('leave', () => actor.caller.tournaments.leave({ id: t.id }));
  const after = await coinOf(world, actor.id);
  if (!t.players.has(actor.key)) {
    expectRefused('leave', outcome, 'the actor had not joined');
  } else if (outcome.ok) {
    if (t.status !== 'registration') violated('left a tournament after its start', t.status);
    if (after !== before + t.entryFee)
      violated('a leave refunded other than the fee', { before, after });
    t.players.delete(actor.key);
    return;
  }
  if (after !== before) violated('a refused leave moved coins', { before, after });
}

async function start(ctx: StepContext) {
  const { world, picks } = ctx;
  const t =
    tournamentOf(ctx, (x) => x.status === 'registration' && x.players.size >= 2) ??
    tournamentOf(ctx);
  if (!t) return;
  const owner = actorByKey(world, t.owner);
  const actor = picks.wrong ? wrongActor(world, [owner.id], picks.actor) : owner;
  const outcome = await world.call('start', () =>
    actor.caller.tournaments.start({ id: t.id, seeding: 'rating' }),
  );
  if (actor !== owner) return expectNotYours('start', outcome);
  if (t.status !== 'registration' || t.players.size < 2) {
    return expectRefused('start', outcome, `it was ${t.status} with ${t.players.size} players`);
  }
  if (outcome.ok) t.status = outcome.value.status;
}

/** One field of a tournament, as a form that sends only what changed would. */
function tournamentPatch(value: number, playerCount: number): Omit<UpdateTournamentInput, 'id'> {
  switch (value % 6) {
    case 0:
      return { name: `Giải dạo đổi tên ${value}` };
    case 1:
      return { description: `Mô tả ${value}` };
    case 2:
      return { maxPlayers: Math.max(2, playerCount) + (value % 3) };
    case 3:
      return { startsAt: new Date(Date.now() + (2 + (value % 5)) * DAY).toISOString() };
    case 4:
      return { entryFee: FEES[value % FEES.length] ?? 0 };
    default:
      return { raceTo: { early: 2, quarterFinal: 2, semiFinal: 3, final: 2 + (value % 2) } };
  }
}

async function update(ctx: StepContext) {
  const { world, picks } = ctx;
  const t = tournamentOf(ctx);
  if (!t) return;
  const owner = actorByKey(world, t.owner);
  const actor = picks.wrong ? wrongActor(world, [owner.id], picks.actor) : owner;
  const patch = tournamentPatch(picks.value, t.players.size);
  const read = async () => {
    const { viewer: _viewer, ...rest } = await owner.caller.tournaments.get({ id: t.id });
    return rest as Record<string, unknown>;
  };
  const before = await read();
  const outcome = await world.call('update', () =>
    actor.caller.tournaments.update({ id: t.id, ...patch }),
  );
  const after = await read();
  if (actor !== owner) expectNotYours('update', outcome);
  const named = outcome.ok ? Object.keys(patch) : [];
  const changed = changedFields(before, after, named);
  if (changed.length > 0) {
    violated('an update changed a field it did not name', { patch, ok: outcome.ok, changed });
  }
  if (outcome.ok && 'entryFee' in patch) t.entryFee = patch.entryFee ?? t.entryFee;
}

async function createTour(ctx: StepContext) {
  const { world, model, picks } = ctx;
  const actor = anyActor(world, picks.actor);
  const outcome = await world.call('tours.create', () =>
    actor.caller.tours.create({
      name: `Tour dạo ${picks.value}`,
      family: 'pool',
      startsOn: vietnamDay(new Date()),
      endsOn: vietnamDay(new Date(Date.now() + 60 * DAY)),
      tiers: [
        { name: 'A', points: [60, 40, 20] },
        { name: 'B', points: [30, 20, 10] },
      ],
      bestOf: picks.value % 2 === 0 ? null : 2,
      rollover: picks.value % 3 === 0 ? 'reset' : 'halve',
      open: picks.value % 2 === 0,
    }),
  );
  if (!actor.organiser) return expectNotYours('tours.create by a player', outcome);
  const tour = expectDone('tours.create', outcome, 'an organiser may create a tour');
  model.tours.push({ id: tour.id, owner: actor.key });
}

/** One field of a tour; on the finished season, a rule (refused) or its description. */
function tourPatch(value: number): Omit<UpdateTourInput, 'id'> {
  switch (value % 5) {
    case 0:
      return { name: `Tour dạo đổi tên ${value}` };
    case 1:
      return { description: `Giới thiệu ${value}` };
    case 2:
      return { bestOf: 1 + (value % 3) };
    case 3:
      return { rollover: value % 2 === 0 ? 'reset' : 'halve' };
    default:
      return { tiers: [{ name: 'A', points: [90 + (value % 10), 50, 10] }] };
  }
}

async function updateTour(ctx: StepContext) {
  const { world, model, picks } = ctx;
  // One time in four, the demo's finished season, by its organiser or someone else.
  const seasonTurn = picks.match % 4 === 0;
  const tour = seasonTurn
    ? { id: world.season.id, owner: 'organizer' }
    : pickOf(model.tours, picks.target);
  if (!tour) return;
  const owner = actorByKey(world, tour.owner);
  const actor = picks.wrong ? wrongActor(world, [owner.id], picks.actor) : owner;
  const patch = tourPatch(picks.value);
  const read = async () => {
    const { viewer: _viewer, ...rest } = await world.anonymous.tours.get({ id: tour.id });
    return rest as Record<string, unknown>;
  };
  const before = await read();
  const outcome = await world.call('tours.update', () =>
    actor.caller.tours.update({ id: tour.id, ...patch }),
  );
  const after = await read();
  if (actor !== owner) expectNotYours('tours.update', outcome);
  // A rule sent back as it is changes nothing, and is let through (a form's whole body).
  const rulesChanged = changedFields(before, { ...before, ...patch }, ['name', 'description']);
  if (seasonTurn && rulesChanged.length > 0) {
    expectRefused('a rule change of the finished season', outcome, 'the season ended');
  }
  const changed = changedFields(
    before,
    after,
    outcome.ok ? [...Object.keys(patch), 'tierNames'] : [],
  );
  if (changed.length > 0) {
    violated('a tour update changed a field it did not name', { patch, ok: outcome.ok, changed });
  }
}

async function setTour(ctx: StepContext) {
  const { world, model, picks } = ctx;
  const t = tournamentOf(ctx);
  if (!t) return;
  const tour = pickOf(model.tours, picks.match);
  const owner = actorByKey(world, t.owner);
  const actor = picks.wrong ? wrongActor(world, [owner.id], picks.actor) : owner;
  const choice =
    tour && picks.value % 4 !== 0 ? { tourId: tour.id, tier: 'A' } : { tourId: null, tier: null };
  const outcome = await world.call('setTour', () =>
    actor.caller.tournaments.setTour({ id: t.id, ...choice }),
  );
  if (actor !== owner) return expectNotYours('setTour', outcome);
  if (t.status !== 'registration') expectRefused('setTour', outcome, `the event was ${t.status}`);
}

/** One field of one's own profile. */
function infoPatch(value: number, key: string): UpdateInfoInput {
  switch (value % 6) {
    case 0:
      return { fullName: `Cơ Thủ Dạo ${value}` };
    case 1:
      return { email: value % 2 === 0 ? null : `walk.${key}.${value}@bidahub.vn` };
    case 2:
      return { birthday: `19${70 + (value % 30)}-0${1 + (value % 9)}-1${value % 10}` };
    case 3:
      return { address: `Số ${value} phố Dạo, Hà Nội` };
    case 4:
      return { bio: value % 2 === 0 ? null : `Tiểu sử ${value}` };
    default:
      // Only BidaHub's own images are accepted (imageOrigins): taking it off is the change here.
      return { avatarUrl: null };
  }
}

async function updateInfo(ctx: StepContext) {
  const { world, picks } = ctx;
  const actor = anyActor(world, picks.actor);
  const patch = infoPatch(picks.value, actor.key);
  const read = async () => (await actor.caller.auth.me()) as unknown as Record<string, unknown>;
  const before = await read();
  const outcome = await world.call('auth.updateInfo', () => actor.caller.auth.updateInfo(patch));
  const after = await read();
  // The wallet and the rank move by others' commands, not this one; the avatar is `avatar`.
  const named = outcome.ok ? [...Object.keys(patch), 'avatar'] : [];
  const changed = changedFields(before, after, named);
  if (changed.length > 0) {
    violated('a profile update changed a field it did not name', {
      patch,
      ok: outcome.ok,
      changed,
    });
  }
}

async function setRank(ctx: StepContext) {
  const { world, picks } = ctx;
  const t = tournamentOf(ctx);
  if (!t) return;
  const actor = anyActor(world, picks.actor);
  const members = world.actors.filter((a) => t.players.has(a.key));
  const target = picks.wrong
    ? actor
    : (pickOf(members, picks.match) ?? anyActor(world, picks.match));
  const rank = RANK_CODES[picks.value % RANK_CODES.length] ?? 'K';
  const verified = picks.value % 2 === 0;
  const before = (await world.anonymous.players.get({ id: target.id })).rank;
  const outcome = await world.call('players.setRank', () =>
    actor.caller.players.setRank({
      id: target.id,
      rank,
      reason: 'Quan sát tại giải',
      verified,
      tournamentId: t.id,
    }),
  );
  const manages = actor.key === t.owner;
  if (target.id === actor.id || !manages) return expectNotYours('setRank', outcome);
  const played = t.players.has(target.key) && (t.status === 'ongoing' || t.status === 'finished');
  if (!played) return expectRefused('setRank', outcome, 'the player did not play the event');
  if (!verified && before === rank)
    return expectRefused('setRank', outcome, 'the rank is the same');
  expectDone('setRank', outcome, 'the actor manages an event the player played');
  const after = (await world.anonymous.players.get({ id: target.id })).rank;
  if (after !== rank) violated('a rank decision did not take', { rank, after });
}

/** The sweep, on a clock past every protest window: finished events' results become final. */
async function settle(ctx: StepContext) {
  const later = new Date(Date.now() + (PROTEST_MINUTES.max + 1) * 60_000);
  await settleDueResults(ctx.world.embedded.db, later);
}

export const EVENT_COMMANDS: CommandKind[] = [
  { kind: 'create', weight: 1, ready: always, run: createTournament },
  { kind: 'join', weight: 8, ready: hasTournament, run: join },
  { kind: 'leave', weight: 2, ready: hasTournament, run: leave },
  { kind: 'start', weight: 3, ready: hasTournament, run: start },
  { kind: 'update', weight: 2, ready: hasTournament, run: update },
  { kind: 'tours.create', weight: 1, ready: always, run: createTour },
  { kind: 'tours.update', weight: 1, ready: always, run: updateTour },
  { kind: 'setTour', weight: 1, ready: hasTournament, run: setTour },
  { kind: 'auth.updateInfo', weight: 1, ready: always, run: updateInfo },
  { kind: 'players.setRank', weight: 1, ready: hasTournament, run: setRank },
  { kind: 'settle', weight: 2, ready: hasTournament, run: settle },
];
