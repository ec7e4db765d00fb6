// The public live streams over HTTP, written to many viewers at once.
//
// tRPC's own SSE response runs every event of every viewer through a chain of web streams of its
// own (a generator, a readable, a transform, a text encoder); at 1,000 viewers of one match, the
// last of them saw a score 0.9 s after it was sent, mostly in garbage collection (bench/live.ts).
// Here a state is serialised once and the same bytes are written to every viewer's socket, and
// one timer beats for all of them. It speaks tRPC's httpSubscriptionLink protocol (a `connected`
// event with the client's options, data with its id, `ping`), so the client cannot tell. What it
// does not serve goes on to tRPC, which answers as it always has: a bad input, a batch, a viewer
// over its IP's share, a first read that fails (a match that does not exist).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import superjson from 'superjson';
import { accessOf, type ProcedureName } from '../../shared/permissions';
import { rateLimitedIn } from '../rate-limits';
import { LIVE_PING_MS, LIVE_SILENCE_MS, type BoundUpstream } from '../trpc';
import type { LiveFeeds, LiveState } from './feeds';
import type { LiveSlots } from './slots';
import type { LiveStream } from './streams';

export interface BroadcastOptions {
  feeds: LiveFeeds;
  slots: LiveSlots;
  /** Reads as anyone, without a token. */
  api: BoundUpstream;
  streams: Partial<Record<ProcedureName, LiveStream<unknown, unknown>>>;
}

/** The headers of tRPC's SSE responses: no caching, no compression, no proxy buffering. */
const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};
const CONNECTED = `event: connected\ndata: ${JSON.stringify({ reconnectAfterInactivityMs: LIVE_SILENCE_MS })}\n\n`;
const PING = 'event: ping\ndata: \n\n';

/** A state's event, encoded once for all its viewers (the feed hands them the same object). */
const frames = new WeakMap<LiveState<unknown>, Buffer>();
function frameOf(state: LiveState<unknown>): Buffer {
  let frame = frames.get(state);
  if (!frame) {
    const data = JSON.stringify(superjson.serialize(state.value));
    frame = Buffer.from(`data: ${data}\nid: ${state.id}\n\n`);
    frames.set(state, frame);
  }
  return frame;
}

/** The input of a subscription request as tRPC's client sends it (superjson, in the query). */
function inputOf(req: Request): unknown {
  const raw = req.query.input;
  const input: unknown =
    typeof raw === 'string' ? superjson.deserialize(JSON.parse(raw) as never) : undefined;
  // A browser's own reconnection sends the last id as a header, tRPC's client in the input.
  const header = req.get('last-event-id');
  if (!header) return input;
  return { ...(typeof input === 'object' ? input : {}), lastEventId: header };
}

function parsed(
  stream: LiveStream<unknown, unknown>,
  req: Request,
): { ok: boolean; input: unknown } {
  try {
    const result = stream.input.safeParse(inputOf(req));
    return { ok: result.success, input: result.data };
  } catch {
    return { ok: false, input: undefined };
  }
}

/** A viewer's connection: what it was last written, and when. */
interface Connection {
  res: Response;
  lastWrite: number;
  /** The latest state, held while the connection is backed up. */
  held: LiveState<unknown> | null;
}

function send(connection: Connection, state: LiveState<unknown>): void {
  const { res } = connection;
  // A viewer whose connection is backed up gets the latest state once it drains, not each one.
  if (res.writableNeedDrain) {
    if (!connection.held) res.once('drain', () => flush(connection));
    connection.held = state;
    return;
  }
  res.write(frameOf(state));
  connection.lastWrite = performance.now();
}

function flush(connection: Connection): void {
  const { held } = connection;
  connection.held = null;
  if (held && !connection.res.writableEnded) send(connection, held);
}

export function liveBroadcast(options: BroadcastOptions): RequestHandler {
  for (const name of Object.keys(options.streams) as ProcedureName[]) {
    // Served without the procedure's guards: only what anyone may watch.
    if (accessOf(name) !== 'public') throw new Error(`${name} is not public`);
  }
  const connections = new Set<Connection>();
  // One heartbeat for every viewer (tRPC keeps a timer per stream), and only to those sent
  // nothing for a beat: any event resets the client's watchdog, and a match under way writes often.
  const beat = setInterval(() => {
    const now = performance.now();
    for (const connection of connections) {
      if (now - connection.lastWrite < LIVE_PING_MS || connection.res.writableNeedDrain) continue;
      connection.res.write(PING);
      connection.lastWrite = now;
    }
  }, LIVE_PING_MS / 2);
  beat.unref();

  return async (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1) as ProcedureName;
    const stream = req.method === 'GET' ? options.streams[name] : undefined;
    if (!stream || req.query.batch !== undefined || rateLimitedIn(res, name)) return next();
    const { ok, input } = parsed(stream, req);
    if (!ok || !options.slots.hold(req.ip ?? '', res)) return next();

    const left = new AbortController();
    const connection: Connection = { res, lastWrite: 0, held: null };
    res.once('close', () => {
      left.abort();
      connections.delete(connection);
    });
    // A client resuming with the state it has is sent only what changes after.
    let resumed = (input as { lastEventId?: string } | undefined)?.lastEventId;
    try {
      await options.feeds.watch(stream.source(input), () => stream.read(options.api, input), {
        signal: left.signal,
        onState(state) {
          // The first state: the stream opens only now, so that a failed first read can still
          // be answered by tRPC in its own words.
          if (!res.headersSent) {
            res.writeHead(200, SSE_HEADERS);
            res.socket?.setNoDelay(true);
            res.write(CONNECTED);
            connection.lastWrite = performance.now();
            connections.add(connection);
          }
          if (state.id !== resumed) send(connection, state);
          resumed = undefined;
        },
        // Without a `return` event, which would stop the client: it reconnects, to this instance
        // once it is back or to another.
        onEnd: () => res.end(),
      });
    } catch {
      return next();
    }
  };
}
