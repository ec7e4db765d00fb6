// Share pictures as PNG, drawn in a worker thread and kept by their content: a link shared a
// thousand times is drawn once, and a changed score is drawn anew, at most every few seconds.
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { ShareCard } from './share-card';

/**
 * Why a worker: satori's layout and resvg's rasteriser take a tenth of a second or more of CPU
 * a picture. On the server's own thread, ten pictures asked at once held every other request
 * back (`/healthz` went from 10 ms to 0.7 s). One thread draws them, one at a time, in order.
 */
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './share-worker.ts' : './share-worker.js',
  import.meta.url,
);

export interface ShareImagesOptions {
  /** Pictures waiting to be drawn past which a request is answered 503 at once. */
  maxWaiting?: number;
  /**
   * How long an entity's last picture is served while what it shows changes (a live match's
   * score at every rack): one drawing every so often, not one a rack.
   */
  holdMs?: number;
  now?: () => number;
}

/** Too many pictures waiting: the caller answers 503. */
export class ShareImagesBusy extends Error {
  override name = 'ShareImagesBusy';
}

export interface ShareImages {
  /** The card of `entity` (e.g. `matches/12`; the site's has none) as a PNG. */
  draw(card: ShareCard, entity?: string): Promise<Buffer>;
  close(): Promise<void>;
}

export function createShareImages(options: ShareImagesOptions = {}): ShareImages {
  const now = options.now ?? (() => Date.now());
  const holdMs = options.holdMs ?? 10_000;
  const maxWaiting = options.maxWaiting ?? 32;
  let pool: Piscina<ShareCard, Uint8Array> | null = null;
  // Started on the first picture and ended after a minute without one: its memory (fonts, the
  // layout engine) is held only while previews are being asked for.
  const workers = () =>
    (pool ??= new Piscina({
      filename: WORKER.href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      maxQueue: maxWaiting,
      // Under tsx (tests, `npm run dev`) the worker is TypeScript too.
      execArgv: WORKER.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    }));
  const byContent = new LRUCache<string, Buffer>({ max: 256 });
  const lastOf = new LRUCache<string, { png: Buffer; at: number }>({ max: 1_000 });
  const drawing = new Map<string, Promise<Buffer>>();

  async function render(key: string, card: ShareCard): Promise<Buffer> {
    let pending = drawing.get(key);
    if (!pending) {
      pending = workers()
        .run(card)
        .then(
          (png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength),
          (error: unknown) => {
            // Piscina's own words for a full queue.
            if (error instanceof Error && /queue is at limit/i.test(error.message)) {
              throw new ShareImagesBusy(error.message);
            }
            throw error;
          },
        )
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  return {
    async draw(card, entity) {
      const key = JSON.stringify(card);
      const kept = byContent.get(key);
      if (kept) return kept;
      const last = entity ? lastOf.get(entity) : undefined;
      if (last && now() - last.at < holdMs) return last.png;
      const png = await render(key, card);
      byContent.set(key, png);
      if (entity) lastOf.set(entity, { png, at: now() });
      return png;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
