/** Statuses the specification retries, once, and only for reads. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** The HTTP status of a failed tRPC call (`error.data.httpStatus`), if the server answered. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** TanStack `retry` for queries: `failureCount` is the number of failures so far, from 0. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  return failureCount < 1 && status !== undefined && RETRYABLE_STATUSES.has(status);
}

/** Mutations are writes (POST/PUT/PATCH/DELETE upstream): never retried. */
export const shouldRetryMutation = (): boolean => false;
