// Checks an upstream against the contract (src/shared/contract): every read-only endpoint it
// can reach, plus the login when credentials are given. Used by `npm run contract` and by the
// conformance tests, against the embedded upstream and a deliberately minimal one.
import { successBody, typesOf, type JsonSchema } from '../src/app-api/openapi';
import { APP_API, pathOf, type EndpointShape } from '../src/shared/contract';
import type { Access, Operation } from '../src/shared/permissions';

type Endpoint = EndpointShape & { operation: Operation; access: Access };

export interface CheckRow {
  operation: Operation;
  method: string;
  path: string;
  /** The HTTP status, or why the endpoint was not called. */
  status: number | 'write' | 'no sign-in' | 'no id' | 'unreachable';
  /** The answer satisfies the declared schema (types and required fields). */
  shapeOk: boolean | null;
  missing: string[];
  extra: string[];
}

export interface CheckOptions {
  baseUrl: string;
  user?: string;
  password?: string;
  fetch?: typeof fetch;
}

/** The successful body's schema of an endpoint, envelope included. */
export const bodySchemaOf = (endpoint: EndpointShape) => successBody(endpoint) as JsonSchema;

/** The branch of a union that describes `value` (objects and arrays over null). */
export function branchFor(schema: JsonSchema, value: unknown): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return (
    branches.find((b) => typesOf(b).includes(kind === 'number' ? 'number' : kind)) ??
    branches.find((b) => b.properties !== undefined && kind === 'object') ??
    branches[0] ??
    schema
  );
}

/** Fields the schema requires that `value` lacks, and fields it has that the schema does not name. */
export function compareShape(value: unknown, schema: JsonSchema, at = '') {
  const missing: string[] = [];
  const extra: string[] = [];
  const walk = (v: unknown, s: JsonSchema, path: string) => {
    const branch = branchFor(s, v);
    if (Array.isArray(v)) {
      // Three items say what every item looks like, without walking a long list.
      if (branch.items)
        v.slice(0, 3).forEach((item) => walk(item, branch.items as JsonSchema, `${path}[]`));
      return;
    }
    if (typeof v !== 'object' || v === null || !branch.properties) return;
    const record = v as Record<string, unknown>;
    for (const name of branch.required ?? []) {
      if (!(name in record)) missing.push(`${path}${name}`);
    }
    for (const [name, item] of Object.entries(record)) {
      const field = branch.properties[name];
      if (field) walk(item, field, `${path}${name}.`);
      else extra.push(`${path}${name}`);
    }
  };
  walk(value, schema, at);
  return { missing: [...new Set(missing)], extra: [...new Set(extra)] };
}

/** Whether the declared response reads out of a body by the envelope rule. */
function readsAsDeclared(endpoint: EndpointShape, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const payload = endpoint.paged ? body : (body as { data?: unknown }).data;
  return endpoint.response.safeParse(payload ?? null).success;
}

const ENVELOPE_EXTRAS = new Set(['show_message', 'type', 'message', 'success']);

/**
 * Calls every read-only endpoint it can: ids come from the lists (the first tournament, player,
 * match), signed-in reads need credentials, and writes are never sent (except the login).
 */
export async function checkUpstream(options: CheckOptions): Promise<CheckRow[]> {
  const doFetch = options.fetch ?? fetch;
  const base = `${options.baseUrl.replace(/\/$/, '')}/app-api`;
  let token: string | null = null;
  const ids: Record<string, number | undefined> = {};
  const rows: CheckRow[] = [];

  async function call(
    endpoint: Endpoint,
    params: Record<string, number>,
    body?: object,
    query?: Record<string, number>,
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      const search = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
        : '';
      const response = await doFetch(base + pathOf(endpoint.path, params) + search, {
        method: endpoint.method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: response.status, json };
    } catch {
      return { status: 'unreachable' as const, json: null };
    }
  }

  function record(endpoint: Endpoint, status: CheckRow['status'], json: unknown) {
    const row: CheckRow = {
      operation: endpoint.operation,
      method: endpoint.method,
      path: endpoint.path,
      status,
      shapeOk: null,
      missing: [],
      extra: [],
    };
    if (typeof status === 'number' && status >= 200 && status < 300) {
      row.shapeOk = readsAsDeclared(endpoint, json);
      const shape = compareShape(json, bodySchemaOf(endpoint));
      row.missing = shape.missing;
      row.extra = shape.extra.filter((f) => !ENVELOPE_EXTRAS.has(f));
    }
    rows.push(row);
    return json;
  }

  const idAt = (json: unknown, index: number) => {
    const list = (json as { data?: unknown })?.data;
    const item: unknown = Array.isArray(list) ? list[index] : undefined;
    const id = (item as { id?: unknown } | undefined)?.id;
    return typeof id === 'number' ? id : undefined;
  };

  if (options.user && options.password) {
    const login = APP_API['auth.login'];
    const answer = await call(login, {}, { username: options.user, password: options.password });
    record(login, answer.status, answer.json);
    const session = (answer.json as { data?: { token?: unknown } } | null)?.data?.token;
    token = typeof session === 'string' ? session : null;
  }

  // Lists first: they name the ids the other reads need.
  const lists: Operation[] = Object.values(ID_SOURCES);
  const all = Object.values(APP_API) as Endpoint[];
  const sorted = [
    ...lists.map((op) => APP_API[op] as Endpoint),
    ...all.filter((e) => !lists.includes(e.operation)),
  ];
  for (const endpoint of sorted) {
    if (endpoint.operation === 'auth.login') continue;
    if (endpoint.method !== 'GET') {
      record(endpoint, 'write', null);
      continue;
    }
    if (endpoint.access !== 'public' && !token) {
      record(endpoint, 'no sign-in', null);
      continue;
    }
    const needsId = endpoint.path.includes(':id');
    const id = ids[idKey(endpoint.path)];
    const query = QUERIES[endpoint.operation];
    const asked = query?.(ids);
    if ((needsId && id === undefined) || (query && !asked)) {
      record(endpoint, 'no id', null);
      continue;
    }
    const answer = await call(endpoint, needsId ? { id: id as number } : {}, undefined, asked);
    const json = record(endpoint, answer.status, answer.json);
    const resource = resourceListedBy.get(endpoint.operation);
    if (resource) ids[resource] = idAt(json, 0);
    // A head-to-head needs a second player.
    if (resource === 'players') ids.opponents = idAt(json, 1);
  }
  return rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The list whose first item lends its id to each resource's `/:id` reads. */
const ID_SOURCES = {
  tournaments: 'tournaments.list',
  players: 'players.list',
  matches: 'matches.live',
  topups: 'payment.topups',
  payouts: 'payment.payouts',
  stores: 'stores.list',
} as const satisfies Record<string, Operation>;

/** Reads that need a query string, asked of what the lists named. */
const QUERIES: Partial<
  Record<Operation, (ids: Record<string, number | undefined>) => Record<string, number> | undefined>
> = {
  'matches.atTable': (ids) =>
    ids.stores === undefined ? undefined : { store_id: ids.stores, table: 1 },
  'players.headToHead': (ids) =>
    ids.opponents === undefined ? undefined : { opponent: ids.opponents },
};

const resourceListedBy = new Map<Operation, string>(
  Object.entries(ID_SOURCES).map(([resource, op]) => [op, resource]),
);

/** Which resource a path's id names: `/v1/wallet/topups/:id` → `topups`. */
function idKey(path: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(':id');
  return segments[at - 1] ?? '';
}

/** The rows as a fixed-width table. */
export function formatTable(rows: CheckRow[]): string {
  const head = ['endpoint', 'status', 'shape', 'missing fields', 'extra fields'];
  const cells = rows.map((r) => [
    `${r.method} ${r.path}`,
    String(r.status),
    r.shapeOk === null ? '-' : r.shapeOk ? 'ok' : 'MISMATCH',
    r.missing.join(', ') || '-',
    r.extra.length > 4
      ? `${r.extra.slice(0, 4).join(', ')} +${r.extra.length - 4}`
      : r.extra.join(', ') || '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
