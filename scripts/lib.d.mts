// Types of lib.mjs for the TypeScript benches and tests that build or run the app.
import type { SpawnOptions } from 'node:child_process';

export const root: string;
export const distDir: string;
export const buildInfoFile: string;
export const serverBundle: string;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export function mustRun(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function buildIsStale(): boolean;
export function chromiumPath(): string;
export const CHROMIUM_FLAGS: string[];
export const headlessShellPath: string;
export function testBrowserPath(): string;
