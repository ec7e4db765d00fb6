// Values read from an address's query string. A file of their own, without the hooks of
// url-params.ts: the reads a page starts at boot (app/route-data.ts) need them in the first load.

/** One of `allowed`, or undefined for a missing or unknown value (a hand-edited URL). */
export function pickParam<T extends string>(
  value: string | null,
  allowed: readonly T[],
): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A positive integer from the URL, or undefined. */
export function positiveIntParam(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/** The list's page in the URL (`?page=`), 1 when absent or invalid. */
export function pageParam(params: URLSearchParams): number {
  return positiveIntParam(params.get('page')) ?? 1;
}
