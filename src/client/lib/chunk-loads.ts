import { createExternalStore } from './external-store';

/** Route chunks being downloaded right now (drives the loading bar). */
export const chunkLoads = createExternalStore(0);

export async function trackChunkLoad<T>(load: Promise<T>): Promise<T> {
  chunkLoads.set((n) => n + 1);
  try {
    return await load;
  } finally {
    chunkLoads.set((n) => n - 1);
  }
}
