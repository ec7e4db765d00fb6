// The REST campaign: every endpoint of the embedded upstream (read off its Express router) gets
// bad ids, queries, bodies and transports, and generated bodies made of the inputs' field names.
import fc from 'fast-check';
import {
  DEV_WEBHOOK_SECRET,
  SIGNATURE_HEADER,
  signWebhookBody,
} from '../../../src/app-api/services/wallet/webhook-signature';
import { asRecord, JSON_HEADERS, type Identity, type Probe } from './probes';
import { deep, deepArray, junk, NASTY_STRINGS, seedFor } from './values';

/** Generated requests per REST endpoint, on top of the hand-written ones. */
const RUNS_PER_ENDPOINT = 10;

export interface Endpoint {
  method: Probe['method'];
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, unknown> };
  handle?: unknown;
}

function stackOf(router: unknown): LayerLike[] {
  const stack: unknown = (router as { stack?: unknown } | null)?.stack;
  return Array.isArray(stack) ? (stack as LayerLike[]) : [];
}

/** The routes an Express router serves, nested routers included. */
export function listEndpoints(router: unknown, prefix = ''): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const layer of stackOf(router)) {
    if (layer.route && typeof layer.route.path === 'string') {
      const path = `${prefix}${layer.route.path === '/' ? '' : layer.route.path}` || '/';
      for (const method of Object.keys(layer.route.methods)) {
        const upper = method.toUpperCase();
        if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) {
          endpoints.push({ method: upper as Endpoint['method'], path });
        }
      }
    } else if (stackOf(layer.handle).length > 0) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      endpoints.push(...listEndpoints(layer.handle, prefix + mount));
    }
  }
  return endpoints;
}

/** Path ids; the first eight go to every endpoint with an id, all of them to the thorough ones. */
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '%E0%A4%A',
  '%00',
  '1e3',
  '0x10',
  '3000000000',
  '%20',
  'null',
];

const BAD_QUERIES = [
  'page=abc&per_page=-1',
  'page=0',
  'page=1e309',
  'page=99999999999999999999',
  'per_page=100000',
  'page=2147483648&per_page=100',
  'q=%00',
  `q=${'x'.repeat(3_000)}`,
  'q[]=a&q[]=b',
  'q[a]=b',
  'status[$ne]=x&status=draft',
  'store_id=3000000000&game=10-ball',
  'rank=Z&sort=drop',
  'from=2024-02-30&to=1999-13-01&type=%00',
  'race_to=NaN',
  'race_to=2147483648',
  'filter=__proto__',
  '%E0%A4%A=1',
  'page=%E0%A4%A',
  'outcome=credited&status=paid&decision=paid',
];

/** Bodies of the wrong shape: every endpoint that reads a body gets them. */
const BAD_BODIES: Array<[string, string, Record<string, string>]> = [
  ['null', 'null', JSON_HEADERS],
  ['array', '[]', JSON_HEADERS],
  ['string', '"x"', JSON_HEADERS],
  ['number', '-1', JSON_HEADERS],
  ['deep arrays', deepArray(20_000), JSON_HEADERS],
  ['deep objects', JSON.stringify(deep(500)), JSON_HEADERS],
  [
    'NUL in every field',
    '{"username":"\\u0000","name":"a\\u0000","phone":"\\u0000","memo":"\\u0000"}',
    JSON_HEADERS,
  ],
];

/** Bodies the shared JSON parser refuses before any route: the thorough endpoints get them. */
const BAD_TRANSPORTS: Array<[string, string, Record<string, string>]> = [
  ['not JSON', '{"username":', JSON_HEADERS],
  ['empty', '', JSON_HEADERS],
  ['over 100 kB', JSON.stringify({ name: 'x'.repeat(120_000) }), JSON_HEADERS],
  ['text/plain', '{"a":1}', { 'content-type': 'text/plain' }],
  ['utf-16 charset', '{"a":1}', { 'content-type': 'application/json; charset=utf-16' }],
  ['bogus charset', '{"a":1}', { 'content-type': 'application/json; charset=klingon' }],
  ['gzip that is not', '{"a":1}', { ...JSON_HEADERS, 'content-encoding': 'gzip' }],
  ['unknown encoding', '{"a":1}', { ...JSON_HEADERS, 'content-encoding': 'br2' }],
  ['form', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
];

export function restProbes(
  endpoint: Endpoint,
  keys: string[],
  identities: Identity[],
  thorough: boolean,
): Probe[] {
  const probes: Probe[] = [];
  const hasBody = endpoint.method !== 'GET';
  const at = (id: string) => `/app-api/v1${endpoint.path.replace(/:id\b/g, () => id)}`;
  const who = (i: number) => identities[i % identities.length] as Identity;
  const rest = (label: string, i: number, probe: Omit<Probe, 'layer' | 'label'>): Probe => ({
    layer: 'rest',
    label: `${endpoint.method} ${endpoint.path} ${label} as ${who(i).name}`,
    ...probe,
    headers: { ...who(i).restHeaders(`${endpoint.method} ${endpoint.path}`), ...probe.headers },
  });
  const signed = (body: string) => ({
    [SIGNATURE_HEADER]: signWebhookBody(DEV_WEBHOOK_SECRET, body),
  });

  if (endpoint.path.includes(':id')) {
    (thorough ? BAD_IDS : BAD_IDS.slice(0, 8)).forEach((id, i) => {
      probes.push(
        rest(`id=${id}`, i, {
          method: endpoint.method,
          url: at(id),
          ...(hasBody ? { headers: JSON_HEADERS, body: '{}' } : {}),
        }),
      );
    });
  }
  // Query strings matter to the lists; elsewhere a few show they are ignored.
  const list = endpoint.method === 'GET' && !endpoint.path.includes(':id');
  (list || thorough ? BAD_QUERIES : BAD_QUERIES.slice(0, 4)).forEach((query, i) => {
    probes.push(
      rest(`?${query.slice(0, 40)}`, i, { method: endpoint.method, url: `${at('1')}?${query}` }),
    );
  });
  // The bank's endpoints check a signature first: signed, the junk reaches their parsing too.
  const bank = endpoint.path.startsWith('/payments');
  if (hasBody) {
    [...BAD_BODIES, ...(thorough || bank ? BAD_TRANSPORTS : [])].forEach(
      ([what, body, headers], i) => {
        probes.push(rest(what, i, { method: endpoint.method, url: at('1'), headers, body }));
        if (bank) {
          probes.push(
            rest(`${what} signed`, i, {
              method: endpoint.method,
              url: at('1'),
              headers: { ...headers, ...signed(body) },
              body,
            }),
          );
        }
      },
    );
  }

  // Generated: bodies made of the inputs' field names (snake_case, as on the wire).
  const bodyArbitrary = fc.oneof(
    { arbitrary: fc.dictionary(fc.constantFrom(...keys), junk, { maxKeys: 8 }), weight: 3 },
    {
      arbitrary: fc.dictionary(
        fc.constantFrom(...keys),
        fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(...NASTY_STRINGS), fc.boolean()),
        { maxKeys: 8 },
      ),
      weight: 3,
    },
    { arbitrary: junk, weight: 1 },
  );
  const idArbitrary = fc.oneof(
    fc.integer({ min: 1, max: 40 }).map(String),
    fc.constantFrom(...BAD_IDS),
  );
  const samples = fc.sample(fc.tuple(bodyArbitrary, idArbitrary, fc.boolean()), {
    seed: seedFor(`${endpoint.method} ${endpoint.path}`),
    numRuns: RUNS_PER_ENDPOINT,
  });
  samples.forEach(([value, id, sign], i) => {
    const body = JSON.stringify(value) ?? 'null';
    if (hasBody) {
      probes.push(
        rest(`generated #${i}`, i, {
          method: endpoint.method,
          url: at(id),
          headers: { ...JSON_HEADERS, ...(sign || bank ? signed(body) : {}) },
          body,
        }),
      );
    } else {
      const query = new URLSearchParams(
        Object.entries(asRecord(value) ?? { q: body }).map(([k, v]) => [k, String(v)]),
      );
      probes.push(rest(`generated #${i}`, i, { method: 'GET', url: `${at(id)}?${query}` }));
    }
  });
  return probes;
}
