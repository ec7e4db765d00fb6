// Types of service-worker.mjs for vite.config.ts and the tests.
import type { Plugin } from 'vite';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}
export function precacheList(clientDir: string): PrecacheEntry[];
export function bundleServiceWorker(precache: PrecacheEntry[]): Promise<string>;
export function writeServiceWorker(clientDir: string): Promise<number>;
export function serviceWorkerDev(): Plugin;
