import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

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

/**
 * List state kept in the query string, so a filtered page can be shared and the back button
 * works. Changing a filter goes back to page 1.
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

/** The rows of one page of a list, where the list does not ask for another number. */
export const PAGE_SIZE = 10;

/** The list's page in the URL (`?page=`), 1 when absent or invalid. */
export function pageParam(params: URLSearchParams): number {
  return positiveIntParam(params.get('page')) ?? 1;
}

/** The list's page in the URL (see `pageParam`), and a way to go to another. */
export function usePageParam(): readonly [page: number, goTo: (page: number) => void] {
  const [params, update] = useQueryState();
  const goTo = useCallback((page: number) => update({ page }), [update]);
  return [pageParam(params), goTo] as const;
}
