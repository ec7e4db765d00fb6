// Key-case conversion between the upstream's snake_case and our camelCase, typed so that a
// renamed field breaks the build on both sides.

export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeCase<Tail>}`
    : `_${Lowercase<Head>}${SnakeCase<Tail>}`
  : S;

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type SnakeKeys<T> = { [K in keyof T as K extends string ? SnakeCase<K> : K]: T[K] };

export const toSnakeCase = (key: string): string =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const toCamelCase = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Shallow: request bodies of the contract are flat objects. Undefined fields are dropped. */
export function snakeKeys<T extends object>(value: T): SnakeKeys<T> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v !== undefined) out[toSnakeCase(key)] = v;
  }
  return out as SnakeKeys<T>;
}

export function camelKeys<V>(record: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [toCamelCase(k), v]));
}

/** Deep snake_case keys, through arrays and nested objects (not through strings or dates). */
export type DeepSnake<T> = T extends readonly (infer U)[]
  ? DeepSnake<U>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: DeepSnake<T[K]> }
      : T;

/** Deep camelCase keys: the domain form of a wire shape (`DeepCamel<DeepSnake<T>>` is `T`). */
export type DeepCamel<T> = T extends readonly (infer U)[]
  ? DeepCamel<U>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: DeepCamel<T[K]> }
      : T;

const isNested = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !(value instanceof Date);

/**
 * `rename`, remembered: the wire has a few dozen field names, and every list response repeats
 * them once per row. Bounded, because request bodies may carry any keys.
 */
function memoized(rename: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let renamed = known.get(key);
    if (renamed === undefined) {
      renamed = rename(key);
      if (known.size < 1_000) known.set(key, renamed);
    }
    return renamed;
  };
}

const toSnakeCaseMemo = memoized(toSnakeCase);
const toCamelCaseMemo = memoized(toCamelCase);

/**
 * Copies `value` with its keys renamed at every depth (undefined fields dropped). Iterative: it
 * runs on request bodies before validation, and a body nested thousands deep must not overflow
 * the stack.
 */
function mapKeysDeep(value: unknown, rename: (key: string) => string): unknown {
  if (!isNested(value)) return value;
  const shell = (source: object): unknown[] | Record<string, unknown> =>
    Array.isArray(source) ? [] : {};
  const root = shell(value);
  const pending: Array<[object, unknown[] | Record<string, unknown>]> = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next;
    const copy = (item: unknown) => {
      if (!isNested(item)) return item;
      const nested = shell(item);
      pending.push([item, nested]);
      return nested;
    };
    if (Array.isArray(target)) {
      for (const item of source as unknown[]) target.push(copy(item));
    } else {
      for (const [key, item] of Object.entries(source)) {
        if (item === undefined) continue;
        const name = rename(key);
        // Defined, not assigned: a `__proto__` key stays a key and never becomes the prototype.
        // Only then: defining every key would leave each copy a slow dictionary-mode object.
        if (name === '__proto__') {
          Object.defineProperty(target, name, {
            value: copy(item),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        } else {
          target[name] = copy(item);
        }
      }
    }
  }
  return root;
}

export function deepSnakeKeys<T>(value: T): DeepSnake<T> {
  return mapKeysDeep(value, toSnakeCaseMemo) as DeepSnake<T>;
}

export function deepCamelKeys(value: unknown): unknown {
  return mapKeysDeep(value, toCamelCaseMemo);
}
