// Admission: the requests the BFF works on at once, the others waiting in arrival order.
import type { RequestHandler } from 'express';
import PQueue from 'p-queue';
import { MESSAGES } from '../shared/messages';

/**
 * Why: Node answers every socket that has data on each turn of its event loop. Under a crowd,
 * one turn does the work of hundreds of requests (a cached list costs ~0.7 ms each), and a
 * request that needs several turns (the hop to the upstream and back, a database query, a new
 * connection's accept, then its headers) waits a whole crowded turn at each: 200 busy
 * connections held some requests for seconds while most were answered in 120 ms. Working on a
 * few at once keeps every turn short, so each request waits its turn in the queue once and is
 * then served in a few short turns: first come, first served.
 */
export interface AdmissionOptions {
  /** Requests worked on at once: enough to overlap their waits on the upstream. */
  concurrency?: number;
  /** Requests waiting past which a new one is turned away at once (503) rather than queued. */
  maxWaiting?: number;
}

const DEFAULT_ADMISSION = { concurrency: 24, maxWaiting: 2_000 } as const;

export function admission(options: AdmissionOptions = {}): RequestHandler {
  const { concurrency, maxWaiting } = { ...DEFAULT_ADMISSION, ...options };
  const queue = new PQueue({ concurrency });
  return (req, res, next) => {
    // A live stream is held open for as long as it is watched: it must not hold a place.
    if (req.headers.accept?.includes('text/event-stream')) return next();
    if (queue.size >= maxWaiting) {
      res.status(503).set('Retry-After', '5').json({ message: MESSAGES.serverBusy });
      return;
    }
    void queue.add(
      () =>
        new Promise<void>((done) => {
          // Gone while it waited: nothing to answer.
          if (req.socket.destroyed) return done();
          res.once('close', () => done());
          next();
        }),
    );
  };
}
