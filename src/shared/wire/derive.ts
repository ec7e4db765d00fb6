import { z } from '../zod';
import { deepCamelKeys, type DeepSnake } from './case';

/**
 * The wire form of a camelCase domain schema: accepts the upstream's snake_case JSON, renames
 * the keys once, and validates with the domain schema itself, so the two cannot drift apart.
 * Its input type is the deep snake_case of the domain's, for the side that sends it.
 */
export function wireSchema<S extends z.ZodType>(domain: S): Wire<S> {
  const wire = z.preprocess(deepCamelKeys, domain) as unknown as Wire<S>;
  domains.set(wire, domain);
  return wire;
}

declare const derivedFrom: unique symbol;

/**
 * A wire schema derived from domain schema `S`, which its type remembers (a brand with no value
 * at run time): the BFF's forwards build their inputs and outputs from it (server/forward.ts).
 */
export type Wire<S extends z.ZodType> = z.ZodType<z.output<S>, DeepSnake<z.input<S>>> & {
  readonly [derivedFrom]?: S;
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

/** What the upstream sends for a domain schema. */
export type WireOf<S extends z.ZodType> = DeepSnake<z.input<S>>;
