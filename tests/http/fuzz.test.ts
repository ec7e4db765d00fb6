// Bad input never yields a 5xx: every tRPC procedure (found on `appRouter`, so a new one is
// fuzzed too) and every REST endpoint of the embedded upstream (found on its Express router) is
// sent generated and hand-written hostile requests over real HTTP, anonymous and signed in.
// Each answer must be below 500; an error must say what went wrong in Vietnamese, without a
// stack trace. Findings are collected first and grouped, so one failure lists every case.
import fc from 'fast-check';
import type { AnyProcedure } from '@trpc/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { createAppApiRouter, type AppApiDeps } from '../../src/app-api';
import {
  DEV_WEBHOOK_SECRET,
  SIGNATURE_HEADER,
  signWebhookBody,
} from '../../src/app-api/services/wallet/webhook-signature';
import { appRouter } from '../../src/server/routers';
import { startServer, type RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { DEMO_FIREBASE_PROJECT_ID } from '../../src/shared/schemas/firebase';
import { toSnakeCase } from '../../src/shared/wire/case';
import { z } from '../../src/shared/zod';
import { logger as appApiLogger } from '../../src/app-api/logger';
import { memoryDatabase } from '../support/databases';

type JsonSchema = z.core.JSONSchema.JSONSchema;

const SEED = 20_240_611;
/** Generated inputs per procedure and identity (anonymous, signed in). */
const RUNS_PER_PROCEDURE = 12;
/** Of which carry a value only superjson can (NaN, BigInt, Map…) in one of the input's fields. */
const SUPERJSON_RUNS = 3;
/** Generated requests per REST endpoint, on top of the hand-written ones. */
const RUNS_PER_ENDPOINT = 10;
const CONCURRENCY = 8;

// Letters only Vietnamese uses: a message without one is not in Vietnamese.
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const STACK_FRAME = /\bat .+:\d+:\d+\)?/;

// ---------------------------------------------------------------------------------------------
// Requests and what is wrong with their answers

interface Probe {
  /** `bff` or `rest`, then what was sent, for the report. */
  layer: 'bff' | 'rest';
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

type Problem = '5xx' | 'not Vietnamese' | 'stack trace' | 'no error body' | 'no answer';

interface Finding {
  layer: Probe['layer'];
  problem: Problem;
  status: number;
  label: string;
  detail: string;
}

const findings: Finding[] = [];
const tally = { bff: 0, rest: 0, procedures: 0, endpoints: 0, ms: 0 };

interface ErrorShape {
  message: unknown;
  httpStatus: number | null;
  stack: boolean;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The errors a body carries: tRPC's `{ error: { json } }` (alone or batched) or `{ message }`. */
function errorsIn(body: unknown): ErrorShape[] {
  const items = Array.isArray(body) ? body : [body];
  const errors: ErrorShape[] = [];
  for (const item of items) {
    const record = asRecord(item);
    if (!record) continue;
    const trpc = asRecord(asRecord(record.error)?.json) ?? asRecord(record.json);
    if (trpc) {
      const data = asRecord(trpc.data);
      errors.push({
        message: trpc.message,
        httpStatus: typeof data?.httpStatus === 'number' ? data.httpStatus : null,
        stack: data !== null && 'stack' in data,
      });
    } else if (!('result' in record) && !('data' in record)) {
      errors.push({ message: record.message, httpStatus: null, stack: 'stack' in record });
    }
  }
  return errors;
}

function record(probe: Probe, problem: Problem, status: number, detail: string) {
  findings.push({ layer: probe.layer, problem, status, label: probe.label, detail });
}

function judge(probe: Probe, status: number, text: string) {
  if (status >= 500) record(probe, '5xx', status, text.slice(0, 200));
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const errors = errorsIn(body);
  if (status >= 400 && errors.length === 0) {
    // Node's own parser refuses oversized headers before any application code runs.
    if (status !== 431) record(probe, 'no error body', status, text.slice(0, 200));
    return;
  }
  for (const error of errors) judgeError(probe, status, error, text);
}

function judgeError(probe: Probe, status: number, error: ErrorShape, text: string) {
  // A batch item or an event stream fails inside a response that itself went well.
  if (status < 500 && error.httpStatus !== null && error.httpStatus >= 500) {
    record(probe, '5xx', error.httpStatus, String(error.message));
  }
  if (typeof error.message !== 'string' || !VIETNAMESE.test(error.message)) {
    record(probe, 'not Vietnamese', status, String(error.message).slice(0, 120));
  }
  if (error.stack || STACK_FRAME.test(text)) {
    record(probe, 'stack trace', status, String(error.message).slice(0, 120));
  }
}

/** Reads server-sent events up to the first data or error event, then hangs up. */
async function judgeStream(probe: Probe, response: Response, hangUp: AbortController) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (event === 'connected' || event === 'ping' || (event === undefined && data === '')) {
          continue;
        }
        if (event === 'serialized-error') {
          const errors = errorsIn(JSON.parse(data));
          for (const error of errors) judgeError(probe, response.status, error, data);
        }
        return;
      }
    }
  } catch (error) {
    if (!hangUp.signal.aborted) record(probe, 'no answer', 0, String(error));
  } finally {
    hangUp.abort();
    await reader.cancel().catch(() => undefined);
  }
}

let base = '';

async function send(probe: Probe): Promise<void> {
  tally[probe.layer]++;
  const hangUp = new AbortController();
  let response: Response;
  try {
    response = await fetch(base + probe.url, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
      signal: AbortSignal.any([hangUp.signal, AbortSignal.timeout(15_000)]),
    });
  } catch (error) {
    record(probe, 'no answer', 0, `${String(error)} (${String((error as Error).cause)})`);
    return;
  }
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await judgeStream(probe, response, hangUp);
    return;
  }
  judge(probe, response.status, await response.text());
}

/** Sends every probe, a few at a time (a browser's worth of parallel requests). */
async function sendAll(probes: Probe[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < probes.length) await send(probes[next++] as Probe);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Findings of some kinds, grouped by what went wrong (quoted paths and numbers folded), each
 * group with how often and where: one line per root cause rather than one per request.
 */
function grouped(layer: Probe['layer'], problems: Problem[]): string[] {
  const groups = new Map<string, { count: number; where: Set<string> }>();
  for (const f of findings) {
    if (f.layer !== layer || !problems.includes(f.problem)) continue;
    const detail = f.detail
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d+/g, 'N')
      .slice(0, 100);
    // A stack trace has one cause whatever the message: grouped by status alone.
    const key =
      f.problem === 'stack trace'
        ? `${f.problem} ${f.status}`
        : `${f.problem} ${f.status}: ${detail}`;
    const group = groups.get(key) ?? { count: 0, where: new Set<string>() };
    group.count++;
    if (group.where.size < 6) group.where.add(f.label);
    groups.set(key, group);
  }
  return [...groups].map(
    ([key, { count, where }]) => `${key} — ×${count}: ${[...where].join(' | ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Values: generated from each input's JSON Schema, plus hand-written nasties

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '_',
  '\\',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u202e\u0301\ufeff',
  '\ud800',
  '💥'.repeat(300),
  'x'.repeat(5_000),
  'NaN',
  'Infinity',
  '-1',
  '0x10',
  '1e309',
  '2024-02-30',
  '2024-13-01T25:61:00Z',
  '+84',
  '+8490123456789012345',
  'eyJhbGciOiJub25lIn0.eyJwaG9uZV9udW1iZXIiOiIrODQ5MDEyMzQ1NjcifQ.',
  'K',
  'manual',
  '__proto__',
  'constructor',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  ...NASTY_NUMBERS,
  null,
  true,
  false,
  [],
  [1, 2, 3],
  [[[[[]]]]],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  deep(200),
  Array.from({ length: 2_000 }, (_, i) => i),
];

/** Values superjson can carry that JSON cannot: what a client with its own transformer sends. */
const SUPERJSON_ONLY: unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  new Date(Number.NaN),
  new Date('2024-01-01T00:00:00Z'),
  2n ** 100n,
  undefined,
  new Map([['id', 1]]),
  new Set([1, 2]),
  /regex/g,
  new Error('boom'),
  new URL('http://example.com'),
];

const nastyValue = fc.constantFrom(...NASTY_VALUES);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyValue, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 400);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ unit: 'binary', minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.constantFrom(...NASTY_STRINGS),
    // Just over the limit: where off-by-one checks hide.
    fc.constant('é'.repeat(Math.max(minLength, maxLength) + 1)),
  ];
  switch (schema.format) {
    case 'date':
      options.push(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      );
      break;
    case 'date-time':
      options.push(
        fc
          .date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      );
      break;
    case 'email':
      options.push(fc.emailAddress());
      break;
    case 'uuid':
      options.push(fc.uuid());
      break;
  }
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the other options remain.
    }
  }
  return fc.oneof(...options);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  const min = schema.minimum ?? (exclusiveMin === null ? -1_000 : exclusiveMin + 1);
  const max = schema.maximum ?? 1_000;
  const clamp = (n: number) => Math.max(-2_147_483_648, Math.min(2_147_483_647, n));
  return fc.oneof(
    { arbitrary: fc.integer({ min: clamp(min), max: clamp(Math.min(max, min + 200)) }), weight: 4 },
    { arbitrary: fc.integer({ min: clamp(min), max: clamp(max) }), weight: 2 },
    { arbitrary: fc.constantFrom(min, max, min - 1, max + 1, 2_147_483_648), weight: 2 },
    { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 1 },
  );
}

/**
 * Inputs shaped like the schema: right keys, mostly right types and bounds, edge values often.
 * `loose` makes every key optional (missing fields).
 */
function arbitraryFor(
  schema: JsonSchema | boolean | undefined,
  loose: boolean,
): fc.Arbitrary<unknown> {
  if (schema === undefined || typeof schema === 'boolean') return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryFor(s, loose)));
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) {
    return fc.oneof(...type.map((t) => arbitraryFor({ ...schema, type: t }, loose)));
  }
  switch (type[0]) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, loose)]),
      );
      const requiredKeys = loose ? [] : (schema.required ?? []);
      return fc.record(shape, { requiredKeys });
    }
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return fc.array(arbitraryFor(items, loose), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 6, 12),
      });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
        integerArbitrary(schema),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
  }
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], loose);
  return fc.jsonValue({ maxDepth: 2 });
}

function jsonSchemaOf(parser: unknown): JsonSchema | null {
  if (!(parser instanceof z.ZodType)) return null;
  return z.toJSONSchema(parser, { io: 'input', unrepresentable: 'any' });
}

function topLevelKeys(schema: JsonSchema | null): string[] {
  if (!schema) return [];
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set(variants.flatMap((s) => Object.keys(s.properties ?? {})))];
}

/** Every property name of every input, at any depth: the vocabulary of generated REST bodies. */
function allKeys(schema: JsonSchema | boolean | undefined, into: Set<string>) {
  if (schema === undefined || typeof schema === 'boolean') return;
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    into.add(key);
    allKeys(s, into);
  }
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    allKeys(s, into);
  }
  allKeys(Array.isArray(schema.items) ? schema.items[0] : schema.items, into);
}

/** A stable seed per name: adding a procedure does not change what the others are sent. */
function seedFor(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

// ---------------------------------------------------------------------------------------------
// The tRPC campaign

interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  schema: JsonSchema | null;
}

function isProcedure(value: unknown): value is AnyProcedure {
  return typeof value === 'function' && '_def' in value;
}

/** Every procedure, from the router itself: one added later is fuzzed without editing this. */
function listProcedures(): ProcedureInfo[] {
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

const JSON_HEADERS: Record<string, string> = { 'content-type': 'application/json' };

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

function generatedProbes(info: ProcedureInfo, identities: Identity[], name: string): Probe[] {
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
function handWrittenProbes(info: ProcedureInfo, thorough: boolean): Probe[] {
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
function unknownProcedureProbes(): Probe[] {
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

// ---------------------------------------------------------------------------------------------
// The REST campaign

interface Endpoint {
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
function listEndpoints(router: unknown, prefix = ''): Endpoint[] {
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

function restProbes(
  endpoint: Endpoint,
  keys: string[],
  identities: Identity[],
  thorough: boolean,
): Probe[] {
  const probes: Probe[] = [];
  const hasBody = endpoint.method !== 'GET';
  const at = (id: string) => `/app-api/v1${endpoint.path.replace(/:id\b/g, id)}`;
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

// ---------------------------------------------------------------------------------------------
// Identities

interface Identity {
  name: string;
  /** tRPC headers for a procedure. */
  headers(info: ProcedureInfo): Record<string, string>;
  /** REST headers for an endpoint (`POST /auth/logout`). */
  restHeaders(endpoint: string): Record<string, string>;
}

/**
 * What ends the caller's session (or all of the user's): fuzzed on a throwaway session, so the
 * others stay signed in to the end. The REST campaign has sessions of its own for the same reason.
 */
const SESSION_ENDING = new Set([
  'auth.logout',
  'auth.changePassword',
  'auth.phoneResetPassword',
  'POST /auth/logout',
  'POST /auth/password',
  'POST /auth/phone-reset-password',
]);

let server: RunningServer;
let organizerToken = '';
let identities: { anonymous: Identity[]; signedIn: Identity[] };

async function tokenOf(account: { username: string; password: string }): Promise<string> {
  const client = createBidaHubClient({ url: base });
  await client.login(account.username, account.password);
  return client.token as string;
}

async function setUp() {
  // A Firebase project (the demo one, never reaching Google): bad phone tokens are then refused
  // as invalid (422), where an unconfigured server answers every phone sign-up 503.
  vi.stubEnv('FIREBASE_PROJECT_ID', DEMO_FIREBASE_PROJECT_ID);
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: memoryDatabase(),
    clientDir: null,
  });
  base = `http://127.0.0.1:${server.port}`;
  const { organizer, operator, viewer } = FIXTURE_ACCOUNTS;
  const tokens = await Promise.all(
    [organizer, operator, organizer, operator, viewer].map((account) => tokenOf(account)),
  );
  const [bffOrganizer, bffOperator, restOrganizer, restOperator, throwaway] = tokens as [
    string,
    string,
    string,
    string,
    string,
  ];
  organizerToken = bffOrganizer;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const session = (target: string, token: string) =>
    SESSION_ENDING.has(target) ? throwaway : token;
  identities = {
    anonymous: [
      { name: 'anonymous', headers: () => ({}), restHeaders: () => ({}) },
      {
        name: 'forged token',
        headers: () => ({ cookie: 'token=forged-or-revoked' }),
        restHeaders: () => bearer('forged-or-revoked'),
      },
    ],
    signedIn: [
      {
        name: 'organizer',
        headers: (info) => bearer(session(info.path, bffOrganizer)),
        restHeaders: (endpoint) => bearer(session(endpoint, restOrganizer)),
      },
      {
        name: 'operator (cookie)',
        headers: (info) => ({ cookie: `token=${session(info.path, bffOperator)}` }),
        restHeaders: (endpoint) => bearer(session(endpoint, restOperator)),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------

const procedures = listProcedures();
// Logged by the embedded upstream when a request failed for a reason it did not foresee.
const unexpected: string[] = [];

beforeAll(async () => {
  vi.spyOn(appApiLogger, 'error').mockImplementation((...args: unknown[]) => {
    const [fields, message] = args as [{ method?: string; url?: string; err?: unknown }, string];
    if (message === 'unexpected error') {
      unexpected.push(
        `${fields.method} ${String(fields.url).slice(0, 100)}: ${String(fields.err)}`,
      );
    }
  });

  // The endpoints, read off the upstream's router; built to be read, never called, so it needs
  // no services. The published API documents take no input: nothing to fuzz.
  const documents = new Set(['/openapi.json', '/reference']);
  const endpoints = listEndpoints(createAppApiRouter({} as AppApiDeps)).filter(
    (endpoint) => !documents.has(endpoint.path),
  );

  await setUp();
  const started = performance.now();
  // The first procedure of each kind also gets the transport-level cases in full.
  const thorough = new Set(
    (['query', 'mutation', 'subscription'] as const).flatMap((type) =>
      procedures
        .filter((p) => p.type === type && p.schema)
        .slice(0, 1)
        .map((p) => p.path),
    ),
  );
  const bffProbes = [
    ...procedures.flatMap((info) => [
      ...generatedProbes(info, identities.anonymous, 'anonymous'),
      ...generatedProbes(info, identities.signedIn, 'signed in'),
      ...handWrittenProbes(info, thorough.has(info.path)),
    ]),
    ...unknownProcedureProbes(),
  ];
  const keys = new Set<string>();
  for (const info of procedures) allKeys(info.schema ?? undefined, keys);
  const wireKeys = [...keys].map(toSnakeCase);
  const restIdentities = [...identities.anonymous, ...identities.signedIn];
  // The first endpoint of each mount that reads a body also gets the transport-level cases.
  const mounts = new Map<string, Endpoint>();
  for (const endpoint of endpoints) {
    const mount = endpoint.path.split('/')[1] ?? '';
    if (endpoint.method !== 'GET' && !mounts.has(mount)) mounts.set(mount, endpoint);
  }
  const thoroughEndpoints = new Set(mounts.values());
  const restRequests = endpoints.flatMap((endpoint) =>
    restProbes(endpoint, wireKeys, restIdentities, thoroughEndpoints.has(endpoint)),
  );

  await sendAll([...bffProbes, ...restRequests]);
  tally.procedures = procedures.length;
  tally.endpoints = endpoints.length;
  tally.ms = Math.round(performance.now() - started);
  // The figures a report quotes (process.stdout: the lint rules keep console for warnings).
  process.stdout.write(
    `fuzz: ${tally.bff} requests over ${tally.procedures} procedures, ` +
      `${tally.rest} requests over ${tally.endpoints} REST endpoints, ` +
      `${findings.filter((f) => f.problem === '5xx').length} 5xx, ${tally.ms} ms\n`,
  );
}, 180_000);

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('fuzzing over HTTP', () => {
  it('found every procedure of appRouter and every REST endpoint of the upstream', () => {
    expect(procedures.map((p) => p.path)).toEqual(
      expect.arrayContaining(['auth.login', 'tournaments.get']),
    );
    expect(procedures.filter((p) => p.type === 'subscription').length).toBeGreaterThan(0);
    expect(tally.endpoints).toBeGreaterThan(40);
    expect(tally.bff).toBeGreaterThan(procedures.length * RUNS_PER_PROCEDURE);
  });

  it('no tRPC procedure answers a 5xx, in a response, a batch item or an event stream', () => {
    expect(grouped('bff', ['5xx', 'no answer'])).toEqual([]);
  });

  it('no REST endpoint of the upstream answers a 5xx, nor logs an unexpected error', () => {
    expect(grouped('rest', ['5xx', 'no answer'])).toEqual([]);
    expect(unexpected).toEqual([]);
  });

  it('every error says what went wrong in Vietnamese', () => {
    expect([
      ...grouped('bff', ['not Vietnamese', 'no error body']),
      ...grouped('rest', ['not Vietnamese', 'no error body']),
    ]).toEqual([]);
  });

  it('no error carries a stack trace', () => {
    expect([...grouped('bff', ['stack trace']), ...grouped('rest', ['stack trace'])]).toEqual([]);
  });

  it('the server is still healthy afterwards, and the fuzzed sessions still work', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { state: 'ok' } });
    // Signed in (not signing in again: the fuzzing used up the sign-in rate limit).
    const organizer = createBidaHubClient({ url: base, token: organizerToken });
    expect(await organizer.api.auth.me.query()).toMatchObject({ username: 'organizer' });
    expect(await organizer.api.config.get.query()).toMatchObject({ siteName: 'BidaHub' });
  });
});
