// Types of firebase-emulator.mjs for the TypeScript tests that start the emulator.
import type { ChildProcess } from 'node:child_process';

export const DEMO_PROJECT_ID: string;

export interface StartAuthEmulatorOptions {
  port?: number;
  projectId?: string;
  runtimeDir?: string;
  inheritOutput?: boolean;
  timeoutMs?: number;
}

export interface AuthEmulator {
  projectId: string;
  port: number;
  host: string;
  url: string;
  logFile: string;
  child: ChildProcess;
  ready: Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

export interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

export function configuredPort(): number;
export function isPortFree(port: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function startAuthEmulator(options?: StartAuthEmulatorOptions): Promise<AuthEmulator>;
export function readVerificationCodes(url: string, projectId?: string): Promise<VerificationCode[]>;
export function printVerificationCodes(
  url: string,
  projectId?: string,
  intervalMs?: number,
): () => void;
export interface OnDemand {
  started(): boolean;
  close(): Promise<void>;
}
export function serveOnDemand(options: {
  port: number;
  start: () => Promise<{ port: number }>;
}): Promise<OnDemand>;
export function planDemoEmulator(env?: NodeJS.ProcessEnv): Promise<{
  host: string;
  launch(): Promise<AuthEmulator | null>;
  serve(): Promise<OnDemand>;
} | null>;
export function startDemoEmulatorIfUnconfigured(
  env?: NodeJS.ProcessEnv,
): Promise<AuthEmulator | null>;
