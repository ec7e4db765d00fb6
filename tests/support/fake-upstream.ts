import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the fake upstream received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent on the request line. */
  url: string;
  headers: IncomingHttpHeaders;
  /** Raw body text; '' when there was none. */
  body: string;
}

/** What the fake upstream does with one request. */
export type FakeReply =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  /** Never answer: the client has to give up on its own. */
  | { hang: true }
  /** Send the status line, headers and a first chunk of body, then stall forever. */
  | { stallBody: string; status?: number }
  /** Close the connection without any answer. */
  | { drop: true }
  /** Answer once the test settles the promise: a request held open on purpose. */
  | { held: Promise<FakeReply> };

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply;

export interface FakeUpstream {
  /** Origin to hand to the client, e.g. `http://127.0.0.1:54321`. */
  readonly baseUrl: string;
  /** Every request received since the last `reset`, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** Answers the n-th request (from 0) with `replies[n]`, and later ones with the last reply. */
  reply(...replies: FakeReply[]): void;
  /** Answers through a function, for replies that depend on the request. */
  handle(handler: FakeHandler): void;
  /** Forgets the recorded requests and the replies. */
  reset(): void;
  /** Destroys open sockets (including hung ones) and stops listening. */
  close(): Promise<void>;
}

const noReply: FakeHandler = () => ({
  status: 599,
  json: { message: 'fake upstream: no reply scripted' },
});

function send(res: ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('held' in reply) {
    void reply.held.then((later) => send(res, later));
    return;
  }
  if ('drop' in reply) {
    res.socket?.destroy();
    return;
  }
  if ('stallBody' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.write(reply.stallBody);
    return;
  }
  if ('json' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json));
    return;
  }
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/html' });
  res.end(reply.text);
}

/** A real HTTP server on 127.0.0.1 playing the upstream `/app-api`, recording what it receives. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let handler: FakeHandler = noReply;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = requests.push(recorded) - 1;
      send(res, handler(recorded, index));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    reply(...replies) {
      if (replies.length === 0) throw new Error('reply() needs at least one reply');
      handler = (_request, index) => replies[Math.min(index, replies.length - 1)] as FakeReply;
    },
    handle(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      handler = noReply;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** An origin on which nothing listens (a port that was just freed), for "connection refused". */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
