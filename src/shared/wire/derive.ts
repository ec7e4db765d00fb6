import { z } from '../zod';
import {
  deepCamelKeys,
  deepSnakeKeys,
  toCamelCase,
  toSnakeCase,
  type DeepSnake,
  type SnakeCase,
} from './case';

/**
 * The wire form of a camelCase domain schema: accepts the upstream's snake_case JSON, renames
 * the keys once, and validates with the domain schema itself, so the two cannot drift apart.
 * Its input type is the deep snake_case of the domain's, for the side that sends it.
 *
 * `renames` declares the top-level fields whose wire name is not their snake_case (the
 * specification's `password_confirmation` for the domain's `confirmPassword`).
 */
export function wireSchema<S extends z.ZodType, const R extends Renames<S> = NoRenames>(
  domain: S,
  renames?: R,
): Wire<S, R> {
  const fromWire = renames ? renamedBack(renames) : null;
  const read = fromWire
    ? (value: unknown) => renameTop(deepCamelKeys(value), (key) => fromWire.get(key) ?? key)
    : deepCamelKeys;
  const wire = z.preprocess(read, domain) as unknown as Wire<S, R>;
  domains.set(wire, domain);
  if (renames) wireNames.set(wire, renames);
  return wire;
}

type NoRenames = Record<never, string>;

/** Wire names of a domain schema's top-level fields, where they are not the snake_case. */
type Renames<S extends z.ZodType> = { readonly [K in keyof z.input<S>]?: string };

/** The camelCase the reader meets (`passwordConfirmation`) → the domain's name. */
function renamedBack(renames: Record<string, string | undefined>): Map<string, string> {
  const back = new Map<string, string>();
  for (const [domainName, wireName] of Object.entries(renames)) {
    if (wireName) back.set(toCamelCase(wireName), domainName);
  }
  return back;
}

function renameTop(value: unknown, rename: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [rename(key), item]));
}

const wireNames = new WeakMap<z.ZodType, Record<string, string | undefined>>();

/** The wire name of a domain field of `wire`'s top level: its declared rename, else snake_case. */
export function wireNameOf(wire: z.ZodType, field: string): string {
  return wireNames.get(wire)?.[field] ?? toSnakeCase(field);
}

/** A domain value as `wire` reads it: snake_case keys, and the declared renames. */
export function toWire(wire: z.ZodType, value: unknown): unknown {
  const names = wireNames.get(wire);
  const snake = deepSnakeKeys(value);
  if (!names) return snake;
  const renamed = new Map(
    Object.entries(names).map(([domainName, wireName]) => [toSnakeCase(domainName), wireName]),
  );
  return renameTop(snake, (key) => renamed.get(key) ?? key);
}

declare const derivedFrom: unique symbol;

/**
 * A wire schema derived from domain schema `S`, which its type remembers (a brand with no value
 * at run time): the BFF's forwards build their inputs and outputs from it (server/forward.ts).
 */
export type Wire<S extends z.ZodType, R = NoRenames> = z.ZodType<
  z.output<S>,
  Renamed<DeepSnake<z.input<S>>, R>
> & {
  readonly [derivedFrom]?: S;
};

/** A snake_case shape with its declared renames applied to the top-level keys. */
type Renamed<T, R> = [keyof R] extends [never]
  ? T
  : Omit<T, SnakeCase<keyof R & string>> & {
      [K in keyof R & string as R[K] extends string ? R[K] : never]: T[SnakeCase<K> & keyof T];
    };

/** The domain schema a wire's type was derived from; `never` for a hand-written wire. */
export type DomainOf<W> = W extends { readonly [derivedFrom]?: infer S extends z.ZodType }
  ? S
  : never;

// The preprocessing step hides the wire's shape from JSON Schema generators: the published
// document (OpenAPI) describes a derived schema by its domain schema with snake_case keys.
const domains = new WeakMap<z.ZodType, z.ZodType>();

/** The domain schema a wire schema was derived from by `wireSchema`, if it was. */
export const domainOf = (wire: z.ZodType): z.ZodType | undefined => domains.get(wire);
