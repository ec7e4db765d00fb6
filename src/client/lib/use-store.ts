import { useSyncExternalStore } from 'react';
import type { ExternalStore } from './external-store';

export function useStore<T>(store: Pick<ExternalStore<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
