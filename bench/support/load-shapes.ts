// The shapes of the load bench (bench/load.ts): the reads a crowd sends, as the client sends them.
import superjson from 'superjson';

const trpcInput = (input: object) => encodeURIComponent(JSON.stringify(input));
// What src/client's httpBatchLink sends for the tournaments page: superjson, the unset filters
// as `undefined`, `batch=1` and the inputs keyed by position.
const clientInput = {
  page: 1,
  perPage: 12,
  q: undefined,
  status: undefined,
  game: undefined,
  storeId: undefined,
};
const listPath = (input: object) =>
  `/trpc/tournaments.list?input=${trpcInput(superjson.serialize(input))}`;
// 200 different lists (search × status filter × page size): identical requests in flight share
// one upstream call in the BFF, so this shape measures the work when few requests coincide.
const SEARCHES = [undefined, 'giải', 'sài gòn', 'thang long', '9 bi'] as const;
const STATUSES = [undefined, 'registration', 'ongoing', 'finished'] as const;
const VARIED_PATHS = SEARCHES.flatMap((q) =>
  STATUSES.flatMap((status) =>
    Array.from({ length: 10 }, (_, i) => listPath({ page: 1, perPage: 5 + i, status, q })),
  ),
);

const PLAYER_SEARCHES = [undefined, 'nguyễn', 'trần', 'minh', 'hà', 'lê'] as const;
const trpcPath = (procedure: string, input: object) =>
  `/trpc/${procedure}?input=${trpcInput(superjson.serialize(input))}`;
// Every public read a crowd makes, few of them alike: searched and paged lists (the BFF's short
// cache serves repeats), the clubs, the live matches and the leaderboard.
const PUBLIC_MIX = [
  ...VARIED_PATHS,
  ...PLAYER_SEARCHES.flatMap((q) =>
    [1, 2, 3].map((page) => trpcPath('players.list', { page, perPage: 12, q })),
  ),
  '/trpc/stores.list',
  '/trpc/matches.live',
  trpcPath('rankings.list', { page: 1, perPage: 20 }),
  trpcPath('rankings.list', { page: 2, perPage: 20 }),
];

export interface Shape {
  name: string;
  /** Each connection takes the next of these for its next request. */
  paths: readonly string[];
  /**
   * A scorer at work meanwhile, a rack every second on a live match (+1, then −1 to keep it
   * going): as on a tournament day, every change clears the BFF's short cache of public reads,
   * so the crowd's next reads go to the upstream again.
   */
  scoring?: boolean;
}

export const SHAPES: Shape[] = [
  {
    name: 'batch (client)',
    paths: [
      `/trpc/tournaments.list?batch=1&input=${trpcInput({ 0: superjson.serialize(clientInput) })}`,
    ],
  },
  { name: 'single', paths: [listPath({ page: 1, perPage: 20 })] },
  { name: 'varied (200)', paths: VARIED_PATHS },
  { name: `public mix (${PUBLIC_MIX.length})`, paths: PUBLIC_MIX },
  { name: 'mix + scoring', paths: PUBLIC_MIX, scoring: true },
];
