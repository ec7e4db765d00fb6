/** Route chunks preloaded at once, at most (SPEC §9). */
const PRELOAD_CONCURRENCY = 4;

/** Runs each keyed load once, never more than `limit` at a time; failures are forgotten. */
export function createPreloadQueue(limit: number = PRELOAD_CONCURRENCY) {
  const seen = new Set<string>();
  const waiting: { key: string; load: () => Promise<unknown> }[] = [];
  let active = 0;

  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const job = waiting.shift();
      if (!job) return;
      active++;
      job
        .load()
        .catch(() => {
          // A failed preload is retried by the next hover or by the real navigation.
          seen.delete(job.key);
        })
        .finally(() => {
          active--;
          pump();
        });
    }
  };

  return {
    enqueue(key: string, load: () => Promise<unknown>): void {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push({ key, load });
      pump();
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
