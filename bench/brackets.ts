// Time to start a 256-player double-elimination tournament: seeding, brackets-manager's
// generation on our storage adapter, the bracket_records and matches rows, in one transaction.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
import { openDatabase, type Database } from '../src/app-api/db/client';
import { createScratchDatabase } from '../src/app-api/db/scratch-database';
import { bracketRecords, matches, tournamentPlayers, users } from '../src/app-api/db/schema';
import { toUser } from '../src/app-api/services/auth';
import { createTournamentService } from '../src/app-api/services/tournaments';
import { count, eq } from 'drizzle-orm';

const PLAYERS = 256;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function bench(label: string, database: Database): Promise<void> {
  const db = database.db;
  const [organizerRow] = await db
    .insert(users)
    .values({
      username: 'bench_organizer',
      fullName: 'Người tổ chức',
      phone: '+84700000001',
      passwordHash: 'x',
      permissions: ['tournament.create', 'tournament.update'],
    })
    .returning();
  const organizer = toUser(organizerRow as NonNullable<typeof organizerRow>);
  const field = await db
    .insert(users)
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        username: `bench_${i}`,
        fullName: `Cơ thủ ${i + 1}`,
        phone: `+847100${String(i).padStart(5, '0')}`,
        passwordHash: 'x',
        rating: 300 + ((i * 7919) % 450),
      })),
    )
    .returning({ id: users.id });

  const service = createTournamentService(db);
  const times: number[] = [];
  let rows = 0;
  let records = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    const t = await service.create(organizer, {
      name: `Bench ${run}`,
      description: '',
      game: '9-ball',
      format: 'double_elimination',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      storeId: null,
      maxPlayers: PLAYERS,
      entryFee: 0,
      minRank: null,
      maxRank: null,
      raceTo: { early: 5, quarterFinal: 6, semiFinal: 7, final: 9 },
      handicap: true,
      thirdPlaceMatch: false,
      groupCount: null,
      advancePerGroup: null,
      prizes: [],
      openRegistration: true,
    });
    await db
      .insert(tournamentPlayers)
      .values(field.map((u) => ({ tournamentId: t.id, userId: u.id })));
    const started = performance.now();
    await service.start(organizer, t.id, { seeding: 'rating' });
    const elapsed = performance.now() - started;
    if (run > 0) times.push(elapsed); // the first run warms up the JIT and the plans
    [{ n: rows } = { n: 0 }] = await db
      .select({ n: count() })
      .from(matches)
      .where(eq(matches.tournamentId, t.id));
    [{ n: records } = { n: 0 }] = await db
      .select({ n: count() })
      .from(bracketRecords)
      .where(eq(bracketRecords.tournamentId, t.id));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(
    `  ${label.padEnd(28)} median ${median.toFixed(0)} ms   min ${times[0]?.toFixed(0)} ms   max ${times.at(-1)?.toFixed(0)} ms` +
      `   (${records} bracket records, ${rows} match rows, ${RUNS} runs)`,
  );
}

console.log(
  `Start of a ${PLAYERS}-player double-elimination tournament (handicap races, rating seeding)`,
);
const pglite = await openDatabase('memory://');
try {
  await bench('PGlite (memory://)', pglite);
} finally {
  await pglite.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const scratch = await createScratchDatabase(serverUrl, 'bidahub_bench');
  const postgres = await openDatabase(scratch.url);
  try {
    await bench(`PostgreSQL (${new URL(serverUrl).host})`, postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
