// The invariants checked after every step, read from the database where the API does not say
// them: coins neither made nor lost, every balance its ledger, every fee on its registration,
// every pot covering its prizes; a played result changed only by a command naming it (or a reset
// its correction caused), with the history saying so; the finished season's rules and table.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/app-api/db/client';
import { newStep, type StepRecord, type WalkModel, watched } from './model';
import { readSeason, violated, type WalkWorld } from './world';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Σ wallets + Σ prize holds − Σ movements that cross the walk's border (entry fees and their
 * refunds, pot prizes, top-ups, payouts, adjustments): what stays constant when no coin is made
 * or lost. A prize from the organiser's wallet moves from the wallet to the hold to the winner,
 * so it must cancel out inside.
 */
export async function coinLevel(db: Db): Promise<number> {
  const [row] = await rowsOf<{ wallets: string; held: string; border: string }>(
    db,
    sql`select
      (select coalesce(sum(coin), 0) from users)::bigint as wallets,
      (select coalesce(sum(prize_held), 0) from tournaments)::bigint as held,
      (select coalesce(sum(w.amount), 0) from wallet_transactions w
         left join tournaments t on w.reference_type = 'tournament' and t.id = w.reference_id
        where w.type in ('entry_fee', 'refund', 'topup', 'payout', 'adjustment')
           or (w.type in ('prize', 'prize_reversal') and t.prize_source = 'pot'))::bigint as border`,
  );
  return Number(row?.wallets) + Number(row?.held) - Number(row?.border);
}

async function checkCoins(db: Db, model: WalkModel): Promise<void> {
  const level = await coinLevel(db);
  if (level !== model.coinBaseline) {
    violated('coins were made or lost', { expected: model.coinBaseline, actual: level });
  }
  const off = await rowsOf(
    db,
    sql`select u.id, u.coin, coalesce(sum(w.amount), 0)::int as ledger,
               coalesce(min(w.balance_after), 0)::int as lowest
          from users u left join wallet_transactions w on w.user_id = u.id
         group by u.id, u.coin
        having u.coin <> coalesce(sum(w.amount), 0) or coalesce(min(w.balance_after), 0) < 0
            or u.coin < 0`,
  );
  if (off.length > 0) violated('a balance is not the sum of its ledger, or below zero', off);
}

/** Each walk event's fees: what its ledger took equals what its registrations say they paid. */
async function checkFees(db: Db, model: WalkModel): Promise<void> {
  const ids = model.tournaments.map((t) => t.id);
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const off = await rowsOf(
    db,
    sql`select t.id, t.prize_source,
          (select coalesce(-sum(w.amount), 0) from wallet_transactions w
            where w.reference_type = 'tournament' and w.reference_id = t.id
              and w.type in ('entry_fee', 'refund'))::int as taken,
          (select coalesce(sum(p.fee_paid), 0) from tournament_players p
            where p.tournament_id = t.id)::int as registered,
          (select coalesce(sum(w.amount), 0) from wallet_transactions w
            where w.reference_type = 'tournament' and w.reference_id = t.id
              and w.type in ('prize', 'prize_reversal'))::int as paid,
          t.prize_held
        from tournaments t where t.id in (${list})`,
  );
  for (const row of off as {
    id: number;
    prize_source: string;
    taken: number;
    registered: number;
    paid: number;
  }[]) {
    if (row.taken !== row.registered) violated('fees taken differ from fees registered', row);
    if (row.prize_source === 'pot' && row.paid > row.taken) {
      violated('a pot paid more prizes than its fees', row);
    }
  }
}

interface MatchNow {
  id: number;
  tournament_id: number;
  status: string;
  score1: number;
  score2: number;
  winner_id: number | null;
  result_type: string;
}
interface EventRow {
  id: number;
  match_id: number;
  tournament_id: number;
  kind: string;
  actor_id: number | null;
  to_score1: number | null;
  to_score2: number | null;
  cause_id: number | null;
}

/**
 * Every finished match the model knew: unchanged, or changed by this step's command naming it
 * (an event with its actor, whose `to` is the match's score now), or reset by an event caused by
 * a correction of a match whose winner this step changed, in the same tournament.
 */
async function checkResults(world: WalkWorld, model: WalkModel, step: StepRecord): Promise<void> {
  const ids = watched(model, world.season.events);
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const db = world.embedded.db;
  const now = await rowsOf<MatchNow>(
    db,
    sql`select id, tournament_id, status, score1, score2, winner_id, result_type
          from matches where tournament_id in (${list})`,
  );
  const events = await rowsOf<EventRow>(
    db,
    sql`select id, match_id, tournament_id, kind, actor_id, to_score1, to_score2, cause_id
          from match_events where id > ${model.lastEventId} order by id`,
  );
  const byId = new Map(events.map((e) => [e.id, e]));
  // A round robin's correction undoes no other match (a167f82): any reset there is a finding.
  const roundRobins = new Set(
    model.tournaments.filter((t) => t.format === 'round_robin').map((t) => t.id),
  );
  const rrReset = events.find((e) => e.kind === 'reset' && roundRobins.has(e.tournament_id));
  if (rrReset) violated('a round robin match was reset', { step: step.kind, event: rrReset });
  for (const row of now) {
    const known = model.results.get(row.id);
    if (!known) continue;
    const same =
      known.status === row.status &&
      known.score1 === row.score1 &&
      known.score2 === row.score2 &&
      known.winnerId === row.winner_id &&
      known.resultType === row.result_type;
    if (same) continue;
    const mine = events.filter((e) => e.match_id === row.id);
    const detail = { step: step.kind, match: row.id, known, now: row, events: mine };
    if (step.named.has(row.id)) {
      const last = mine.filter((e) => ['result', 'correction', 'revert', 'reset'].includes(e.kind));
      const latest = last.at(-1);
      if (!latest || latest.actor_id === null) {
        violated('a named result changed without a history entry by its actor', detail);
      }
      if (
        row.status === 'finished' &&
        (latest.to_score1 !== row.score1 || latest.to_score2 !== row.score2)
      ) {
        violated("the history's latest result differs from the match", detail);
      }
      continue;
    }
    const reset = mine.find((e) => {
      const cause = e.cause_id === null ? undefined : byId.get(e.cause_id);
      return (
        e.kind === 'reset' &&
        cause !== undefined &&
        cause.tournament_id === row.tournament_id &&
        step.changedWinner.has(cause.match_id)
      );
    });
    if (!reset) violated('a played result changed with no command naming it', detail);
  }
  model.results.clear();
  for (const row of now) {
    if (row.status !== 'finished') continue;
    model.results.set(row.id, {
      tournamentId: row.tournament_id,
      status: row.status,
      score1: row.score1,
      score2: row.score2,
      winnerId: row.winner_id,
      resultType: row.result_type,
    });
  }
  model.lastEventId = Math.max(model.lastEventId, ...events.map((e) => e.id));
}

/**
 * The finished season: its rules never change; its table only after a step that changed a result
 * in one of its events (then it is read again, as the new reference).
 */
async function checkSeason(world: WalkWorld, step: StepRecord, seasonResultChanged: boolean) {
  const season = await readSeason(world.embedded, world.anonymous, world.season.id);
  if (season.rules !== world.season.rules) {
    violated("the finished season's rules changed", {
      step: step.kind,
      expected: world.season.rules,
      actual: season.rules,
    });
  }
  if (season.standings !== world.season.standings && !seasonResultChanged) {
    violated("the finished season's table moved with no corrected result", {
      step: step.kind,
      expected: world.season.standings,
      actual: season.standings,
    });
  }
  world.season.standings = season.standings;
}

/** The checks after one step. */
export async function checkInvariants(
  world: WalkWorld,
  model: WalkModel,
  step: StepRecord,
): Promise<void> {
  const db = world.embedded.db;
  const before = new Map(model.results);
  await checkCoins(db, model);
  await checkFees(db, model);
  await checkResults(world, model, step);
  const seasonEvents = new Set(world.season.events);
  const seasonResultChanged = [...step.named].some((id) => {
    const was = before.get(id);
    const is = model.results.get(id);
    return (
      (was ?? is) !== undefined &&
      seasonEvents.has((was ?? is)?.tournamentId ?? -1) &&
      JSON.stringify(was) !== JSON.stringify(is)
    );
  });
  await checkSeason(world, step, seasonResultChanged);
}

/** The model a run starts from: nothing made yet, every watched result as it stands. */
export async function initialModel(world: WalkWorld): Promise<WalkModel> {
  const db = world.embedded.db;
  const [last] = await rowsOf<{ id: number | null }>(
    db,
    sql`select max(id) as id from match_events`,
  );
  const model: WalkModel = {
    tournaments: [],
    tours: [],
    results: new Map(),
    lastEventId: Number(last?.id ?? 0),
    coinBaseline: await coinLevel(db),
  };
  await checkResults(world, model, newStep('setup'));
  return model;
}
