import { LRUCache } from 'lru-cache';

/** Variants kept at once: a few hundred per list (filters × page sizes × searches), small each. */
const ENTRIES = 1_000;
/** Past this age an answer is never served, however the refresh fares. */
const MAX_AGE_FACTOR = 6;
/** Each answer stays fresh for `freshMs` plus up to this share of it more, drawn at random. */
const FRESH_SPREAD = 0.5;

export interface PublicReadsOptions {
  /** How long an answer is served as it is. 0 turns the cache off. */
  freshMs: number;
  /** Milliseconds, monotonic (tests move it by hand). */
  now?: () => number;
}

export interface PublicReads {
  /** The answer kept under `key`, or `load`'s, whose rejection reaches every request waiting. */
  read<Answer>(key: string, load: () => Promise<Answer>): Promise<Answer>;
  /** Forgets every answer: something they show has changed. */
  clear(): void;
  /** Forgets the answers of the upstream paths `stale` names. */
  forget(stale: (path: string) => boolean): void;
}

interface Entry {
  answer: unknown;
  freshUntil: number;
}

/**
 * The short cache of the upstream's public reads (lists anyone sees alike). A crowd opening the
 * tournament list asks the same few hundred variants again and again; each is loaded once, and
 * concurrent misses share the load.
 *
 * - Fresh for `freshMs` and a random part of half as long again; after that it is served once
 *   more while one refresh runs in the background (stale-while-revalidate), so no request ever
 *   waits for an expiry under load. The random part spreads the refreshes of answers loaded
 *   together (all of them, after a clear): on the embedded database, whose queries run on the
 *   server's own thread, two hundred refreshes at once held every request back by ~400 ms.
 *   After `MAX_AGE_FACTOR × freshMs` without a request it is gone and the next one waits.
 * - `clear()` forgets everything at once: the BFF calls it on every write and every event on the
 *   bus, so a change is never hidden behind the cache. A load that a clear overtook still answers
 *   the requests waiting for it, but is not kept (lru-cache's `ignoreFetchAbort`).
 *
 * lru-cache does the bookkeeping: bounded size, the TTL, one load per key in flight.
 */
export function createPublicReads(options: PublicReadsOptions): PublicReads | null {
  if (options.freshMs <= 0) return null;
  const now = options.now ?? (() => performance.now());
  const cache = new LRUCache<string, Entry, () => Promise<unknown>>({
    max: ENTRIES,
    ttl: options.freshMs * MAX_AGE_FACTOR,
    ignoreFetchAbort: true,
    // A hand-moved clock is read on every check, not once per real millisecond.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context: load }) => ({
      answer: await load(),
      freshUntil: now() + options.freshMs * (1 + FRESH_SPREAD * Math.random()),
    }),
  });

  return {
    async read<Answer>(key: string, load: () => Promise<Answer>) {
      // Undefined past the maximum age: that answer must not be served any more.
      const kept = cache.peek(key);
      const entry = await cache.fetch(key, {
        context: load,
        // Stale: this request (and those until the refresh lands) gets the old answer at once.
        forceRefresh: kept !== undefined && now() > kept.freshUntil,
        allowStale: kept !== undefined,
      });
      // fetchMethod resolves with an entry or rejects; lru-cache's type allows undefined.
      if (!entry) throw new Error('public read: the cache answered nothing');
      // The key names the upstream call, and one call always answers in one shape.
      return entry.answer as Answer;
    },
    clear: () => cache.clear(),
    forget(stale) {
      for (const key of [...cache.keys()]) {
        // Keyed by [path, query]: see the client's sendPublic.
        const [path] = JSON.parse(key) as [string];
        if (stale(path)) cache.delete(key);
      }
    },
  };
}
