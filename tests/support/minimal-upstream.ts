// A deliberately minimal upstream: it answers as the embedded one does, but every successful
// body carries only the fields the contract requires (and the warning notice, when there is
// one). A BFF that passes against it needs nothing the contract does not promise.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodySchemaOf, branchFor } from '../../scripts/contract-check';
import type { JsonSchema } from '../../src/app-api/openapi';
import { APP_API, type EndpointShape } from '../../src/shared/contract';

export interface MinimalUpstream {
  origin: string;
  /** Requests received, as `METHOD /path?query`. */
  received: string[];
  /** The next `times` requests of `method` on a path starting with `pathPrefix` answer `status`. */
  failNext(method: string, pathPrefix: string, status: number, times?: number): void;
  close(): Promise<void>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` with only the fields `schema` requires, at every depth. */
export function requiredOnly(value: unknown, schema: JsonSchema): unknown {
  const branch = branchFor(schema, value);
  if (Array.isArray(value)) {
    const items = branch.items;
    return items ? value.map((item) => requiredOnly(item, items)) : value;
  }
  if (!isRecord(value) || !branch.properties) return value;
  const out: Record<string, unknown> = {};
  for (const name of branch.required ?? []) {
    if (name in value) out[name] = requiredOnly(value[name], branch.properties[name] ?? {});
  }
  return out;
}

const templates = (Object.values(APP_API) as EndpointShape[]).map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^/app-api${endpoint.path.replace(/:[a-zA-Z_]+/g, '\\d+')}$`),
}));

function endpointOf(method: string, pathname: string): EndpointShape | undefined {
  return templates.find((t) => t.endpoint.method === method && t.pattern.test(pathname))?.endpoint;
}

const NOTICE = ['show_message', 'type', 'message'] as const;

function minimalBody(endpoint: EndpointShape, body: unknown): unknown {
  const pruned = requiredOnly(body, bodySchemaOf(endpoint));
  if (isRecord(body) && isRecord(pruned) && body.show_message === true) {
    for (const key of NOTICE) pruned[key] = body[key];
  }
  return pruned;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A minimal upstream on a free port, answering from `origin` (an embedded upstream). */
export async function startMinimalUpstream(origin: string): Promise<MinimalUpstream> {
  const received: string[] = [];
  const faults: { method: string; prefix: string; status: number; left: number }[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://minimal');
      const method = req.method ?? 'GET';
      received.push(`${method} ${url.pathname}${url.search}`);
      const fault = faults.find(
        (f) => f.left > 0 && f.method === method && url.pathname.startsWith(f.prefix),
      );
      if (fault) {
        fault.left -= 1;
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Máy chủ đang bận' }));
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const name of ['authorization', 'content-type']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(`${origin}${url.pathname}${url.search}`, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      });
      const text = await answer.text();
      const endpoint = endpointOf(method, url.pathname);
      let out = text;
      if (answer.ok && endpoint && text)
        out = JSON.stringify(minimalBody(endpoint, JSON.parse(text)));
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(out);
    })().catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext(method, pathPrefix, status, times = 1) {
      faults.push({ method, prefix: pathPrefix, status, left: times });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
