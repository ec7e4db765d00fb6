// The tRPC campaign: every procedure of appRouter (read off the router, so a new one is fuzzed
// too) gets generated inputs and hand-written broken envelopes, anonymous and signed in.
import fc from 'fast-check';
import superjson from 'superjson';
import type { AnyProcedure } from '@trpc/server';
import { appRouter } from '../../../src/server/routers';
import {
  asRecord,
  isProcedure,
  JSON_HEADERS,
  type Identity,
  type Probe,
  type ProcedureInfo,
} from './probes';
import {
  arbitraryFor,
  deep,
  deepArray,
  jsonSchemaOf,
  junk,
  seedFor,
  SUPERJSON_ONLY,
  topLevelKeys,
} from './values';

/** Generated inputs per procedure and identity (anonymous, signed in). */
export const RUNS_PER_PROCEDURE = 12;
/** Of which carry a value only superjson can (NaN, BigInt, Map…) in one of the input's fields. */
const SUPERJSON_RUNS = 3;

/** Every procedure, from the router itself: one added later is fuzzed without editing this. */
export function listProcedures(): ProcedureInfo[] {
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(procedures)
    .filter((entry): entry is [string, AnyProcedure] => isProcedure(entry[1]))
    .map(([path, procedure]) => {
      const inputs: unknown[] = procedure._def.inputs;
      const schema = inputs.length === 1 ? jsonSchemaOf(inputs[0]) : null;
      return { path, type: procedure._def.type, schema };
    });
}

/** The input a procedure expects, its shape bent in the ways a broken client bends it. */
function inputArbitrary(info: ProcedureInfo): fc.Arbitrary<unknown> {
  if (!info.schema) return junk;
  const valid = arbitraryFor(info.schema, false);
  const keys = topLevelKeys(info.schema);
  const withJunkField = keys.length
    ? fc
        .tuple(valid, fc.constantFrom(...keys), junk)
        .map(([value, key, bad]) => ({ ...asRecord(value), [key]: bad }))
    : junk;
  const withExtraFields = fc
    .tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 4 }))
    .map(([value, extra]) => ({ ...extra, ...asRecord(value) }));
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: withJunkField, weight: 4 },
    { arbitrary: arbitraryFor(info.schema, true), weight: 1 },
    { arbitrary: withExtraFields, weight: 1 },
    { arbitrary: junk, weight: 2 },
    { arbitrary: valid.map((value) => [value]), weight: 1 },
  );
}

/** What `httpLink` would send; superjson refuses some keys (`__proto__`), then plain JSON. */
function envelopeOf(input: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(input));
  } catch {
    return JSON.stringify({ json: input });
  }
}

/** A call the way `httpLink` makes it (GET for queries and subscriptions, POST for mutations). */
function call(
  info: ProcedureInfo,
  label: string,
  envelope: string | null,
  headers: Record<string, string> = {},
): Probe {
  if (info.type === 'mutation') {
    return {
      layer: 'bff',
      label,
      method: 'POST',
      url: `/trpc/${info.path}`,
      headers: { ...JSON_HEADERS, ...headers },
      body: envelope ?? undefined,
    };
  }
  const query = envelope === null ? '' : `?input=${encodeURIComponent(envelope)}`;
  const accept: Record<string, string> =
    info.type === 'subscription' ? { accept: 'text/event-stream' } : {};
  return {
    layer: 'bff',
    label,
    method: 'GET',
    url: `/trpc/${info.path}${query}`,
    headers: { ...accept, ...headers },
  };
}

export function generatedProbes(
  info: ProcedureInfo,
  identities: Identity[],
  name: string,
): Probe[] {
  const inputs = fc.sample(inputArbitrary(info), {
    seed: seedFor(`${info.path}/${name}`),
    numRuns: RUNS_PER_PROCEDURE,
  });
  const typed = fc.sample(
    fc.tuple(
      arbitraryFor(info.schema ?? undefined, false),
      fc.constantFrom(...(topLevelKeys(info.schema).length ? topLevelKeys(info.schema) : ['x'])),
      fc.constantFrom(...SUPERJSON_ONLY),
    ),
    { seed: seedFor(`${info.path}/${name}/superjson`), numRuns: SUPERJSON_RUNS },
  );
  const envelopes = [
    ...inputs.map(envelopeOf),
    ...typed.map(([value, key, special]) => envelopeOf({ ...asRecord(value), [key]: special })),
  ];
  return envelopes.map((envelope, i) => {
    const identity = identities[i % identities.length] as Identity;
    return call(info, `${info.path} #${i} as ${identity.name}`, envelope, identity.headers(info));
  });
}

const envelope = (value: unknown) => JSON.stringify({ json: value });

/** The broken envelopes every procedure gets; the thorough ones get all. */
const EVERYDAY_ENVELOPES = new Set([
  'not JSON',
  'null',
  'array',
  'json missing',
  'meta a string',
  'meta unknown type',
  'deeply nested arrays',
  'huge strings',
  'NUL everywhere',
]);
const isEveryday = ([what]: [string, string]) => EVERYDAY_ENVELOPES.has(what);

/** Bodies (or `input` parameters) a broken client sends: not JSON, not superjson, too much. */
const BROKEN_ENVELOPES: Array<[string, string]> = [
  ['not JSON', '{not json'],
  ['empty body', ''],
  ['null', 'null'],
  ['array', '[1,2]'],
  ['string', '"input"'],
  ['number', '42'],
  ['json missing', JSON.stringify({ meta: { values: { id: ['Date'] } } })],
  ['meta a string', JSON.stringify({ json: {}, meta: 'garbage' })],
  ['meta.values a number', JSON.stringify({ json: { id: 1 }, meta: { values: 5 } })],
  ['meta unknown type', JSON.stringify({ json: { id: 1 }, meta: { values: { id: ['class'] } } })],
  [
    'meta custom type',
    JSON.stringify({ json: { id: 1 }, meta: { values: { id: [['custom', 'z']] } } }),
  ],
  [
    'meta __proto__ path',
    JSON.stringify({ json: { id: 1 }, meta: { values: { '__proto__.x': ['Date'] } } }),
  ],
  [
    'meta missing path',
    JSON.stringify({ json: { id: 1 }, meta: { values: { 'a.b.c': ['Date'] } } }),
  ],
  [
    'meta bad referential equality',
    JSON.stringify({ json: { id: 1 }, meta: { referentialEqualities: { id: ['nope.nope'] } } }),
  ],
  [
    'bigint meta on garbage',
    JSON.stringify({ json: { id: 'x' }, meta: { values: { id: ['bigint'] } } }),
  ],
  ['deeply nested', JSON.stringify({ json: deep(2_000) })],
  ['deeply nested arrays', `{"json":${deepArray(50_000)}}`],
  ['huge strings', envelope({ id: 1, q: 'x'.repeat(200_000), name: 'y'.repeat(200_000) })],
  ['NUL everywhere', envelope({ id: 1, q: '\u0000', name: '\u0000', phone: '\u0000' })],
];

/** Every procedure gets the first three; the thorough ones all. */
const BROKEN_CREDENTIALS: Array<[string, Record<string, string>]> = [
  ['forged cookie', { cookie: 'token=forged-or-revoked' }],
  ['cookie not Latin-1', { cookie: 'token=%E2%82%AC%E2%82%AC' }],
  ['cookie with a newline', { cookie: 'token=abc%0Adef' }],
  ['cookie badly encoded', { cookie: 'token=%E0%A4%A' }],
  ['two cookies', { cookie: 'token=a; token=b' }],
  ['bearer huge', { authorization: `Bearer ${'x'.repeat(8_000)}` }],
  ['bearer empty', { authorization: 'Bearer ' }],
  ['basic auth', { authorization: 'Basic dXNlcjpwYXNz' }],
];

const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nope',
  'application/octet-stream',
  'application/json; charset=utf-16',
];

/**
 * What no generator bothers with: broken envelopes and credentials for every procedure; broken
 * transports (methods, content types, encodings, batches, near-miss paths) in full for one
 * procedure of each kind (`thorough`), since tRPC refuses those before any procedure runs.
 */
export function handWrittenProbes(info: ProcedureInfo, thorough: boolean): Probe[] {
  const p = info.path;
  const label = (what: string) => `${p} ${what}`;
  const bff = (what: string, probe: Omit<Probe, 'layer' | 'label'>): Probe => ({
    layer: 'bff',
    label: label(what),
    ...probe,
  });
  const post = (what: string, url: string, body: string, headers = JSON_HEADERS) =>
    bff(what, { method: 'POST', url, headers, body });
  const probes: Probe[] = [];

  for (const [what, body] of thorough ? BROKEN_ENVELOPES : BROKEN_ENVELOPES.filter(isEveryday)) {
    if (info.type === 'mutation') probes.push(post(what, `/trpc/${p}`, body));
    else if (body.length < 8_000) probes.push(call(info, label(what), body));
  }
  if (info.type !== 'mutation') {
    for (const raw of ['%7B', '', '%E0%A4%A', 'undefined']) {
      probes.push(bff(`input=${raw}`, { method: 'GET', url: `/trpc/${p}?input=${raw}` }));
    }
  }
  for (const [what, headers] of thorough ? BROKEN_CREDENTIALS : BROKEN_CREDENTIALS.slice(0, 3)) {
    probes.push(call(info, label(what), envelope({ id: 1 }), headers));
  }
  // The other method: a query or subscription POSTed, a mutation fetched with GET.
  probes.push(
    info.type === 'mutation'
      ? bff('via GET', {
          method: 'GET',
          url: `/trpc/${p}?input=${encodeURIComponent(envelope({}))}`,
        })
      : post('via POST', `/trpc/${p}`, envelope({})),
  );
  const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: {} }, 2: 'garbage', 9: {} }));
  probes.push(
    bff('batch with empty paths', {
      method: 'GET',
      url: `/trpc/${p},,${p},?batch=1&input=${batchInput}`,
    }),
  );
  probes.push(
    post('batch with empty paths', `/trpc/${p},,${p}?batch=1`, '{"0":{"json":{}},"1":7}'),
  );
  if (!thorough) return probes;

  if (info.type !== 'mutation') {
    for (const raw of ['null', '%7B%22json%22%3A', '1&input=2', 'x'.repeat(20_000)]) {
      probes.push(
        bff(`input=${raw.slice(0, 20)}`, { method: 'GET', url: `/trpc/${p}?input=${raw}` }),
      );
    }
  }
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    probes.push(
      bff(`via ${method}`, { method, url: `/trpc/${p}`, headers: JSON_HEADERS, body: '{}' }),
    );
  }
  for (const contentType of CONTENT_TYPES) {
    probes.push(
      bff(`as ${contentType ?? 'no content type'}`, {
        method: 'POST',
        url: `/trpc/${p}`,
        headers: contentType ? { 'content-type': contentType } : {},
        body: contentType === null ? undefined : 'id=1&json=%7B%7D',
      }),
    );
  }
  probes.push(
    post('gzip that is not', `/trpc/${p}`, envelope({}), {
      ...JSON_HEADERS,
      'content-encoding': 'gzip',
    }),
  );
  for (const [what, url] of [
    ['batch input an array', `/trpc/${p},${p}?batch=1&input=${encodeURIComponent('[1,2]')}`],
    ['batch input a string', `/trpc/${p}?batch=1&input=${encodeURIComponent('"x"')}`],
    ['batch=2', `/trpc/${p},${p}?batch=2`],
    ['batch of 200', `/trpc/${Array.from({ length: 200 }, () => p).join(',')}?batch=1`],
    ['batch with unknowns', `/trpc/${p},nothing,${p}.x,a,b,,c?batch=1`],
    ['batch with a subscription', `/trpc/${p},matches.onLive?batch=1`],
  ] as const) {
    probes.push(bff(what, { method: 'GET', url }));
    probes.push(post(`${what} via POST`, url, '{"0":{"json":{}}}'));
  }
  for (const near of [`${p}x`, `${p}.`, `.${p}`, `${p}/extra`, `${p}%00`, p.split('.')[0] ?? p]) {
    probes.push(bff(`near path ${near}`, { method: 'GET', url: `/trpc/${near}` }));
  }
  return probes;
}

/** Paths that name no procedure at all, and prototype keys that must not be found. */
export function unknownProcedureProbes(): Probe[] {
  return [
    'nothing.here',
    'toString',
    'constructor',
    '__proto__',
    'hasOwnProperty',
    'auth.__proto__',
    'auth._def',
    'auth',
    '',
    '%E0%A4%A',
    '%00',
    'a'.repeat(5_000),
    '..%2F..%2Fetc%2Fpasswd',
  ].flatMap((path): Probe[] => [
    {
      layer: 'bff',
      label: `unknown ${path.slice(0, 40)} GET`,
      method: 'GET',
      url: `/trpc/${path}`,
    },
    {
      layer: 'bff',
      label: `unknown ${path.slice(0, 40)} POST`,
      method: 'POST',
      url: `/trpc/${path}`,
      headers: JSON_HEADERS,
      body: '{}',
    },
  ]);
}
