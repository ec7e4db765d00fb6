// Values for the fuzz campaign: generated from each input's JSON Schema (fast-check), plus
// hand-written nasties a broken or hostile client sends.
import fc from 'fast-check';
import { z } from '../../../src/shared/zod';
import type { JsonSchema } from './probes';

const SEED = 20_240_611;

export const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};
export const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export const NASTY_STRINGS = [
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
export const SUPERJSON_ONLY: unknown[] = [
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
export const junk: fc.Arbitrary<unknown> = fc.oneof(
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
export function arbitraryFor(
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

export function jsonSchemaOf(parser: unknown): JsonSchema | null {
  if (!(parser instanceof z.ZodType)) return null;
  return z.toJSONSchema(parser, { io: 'input', unrepresentable: 'any' });
}

export function topLevelKeys(schema: JsonSchema | null): string[] {
  if (!schema) return [];
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set(variants.flatMap((s) => Object.keys(s.properties ?? {})))];
}

/** Every property name of every input, at any depth: the vocabulary of generated REST bodies. */
export function allKeys(schema: JsonSchema | boolean | undefined, into: Set<string>) {
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
export function seedFor(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
