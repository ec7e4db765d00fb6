import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from './url-values';

// The pages' readers of the query string use both; the list inputs prefetched at boot import
// url-values.ts alone.
export { pageParam, pickParam, positiveIntParam } from './url-values';

/**
 * List state kept in the query string, so a filtered page can be shared and the back button
 * works. Changing a filter goes back to page 1.
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean } = {}) => {
      setParams(
        () => {
          // From the address itself, not the last render's params: react-router renders a
          // navigation in a transition, so a second change right after the first (two filters
          // picked quickly) would otherwise start from the params before the first.
          const next = new URLSearchParams(window.location.search);
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

/** The list's page in the URL (see `pageParam`), and a way to go to another. */
export function usePageParam(): readonly [page: number, goTo: (page: number) => void] {
  const [params, update] = useQueryState();
  const goTo = useCallback((page: number) => update({ page }), [update]);
  return [pageParam(params), goTo] as const;
}
