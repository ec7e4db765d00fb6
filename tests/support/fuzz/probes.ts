// The fuzz campaign's requests and what is wrong with their answers: every probe is sent over
// real HTTP and its answer judged (below 500; an error in Vietnamese, without a stack trace).
// Findings are collected, then grouped by cause, so one failure lists every case.
import type { AnyProcedure } from '@trpc/server';
import type { z } from '../../../src/shared/zod';
import { sseBlocks } from '../sse-blocks';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

export const JSON_HEADERS: Record<string, string> = { 'content-type': 'application/json' };

/** Requests in flight at once (a browser's worth). */
const CONCURRENCY = 8;

// Letters only Vietnamese uses: a message without one is not in Vietnamese.
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const STACK_FRAME = /\bat .+:\d+:\d+\)?/;

// ---------------------------------------------------------------------------------------------
// Requests and what is wrong with their answers

export interface Probe {
  /** `bff` or `rest`, then what was sent, for the report. */
  layer: 'bff' | 'rest';
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export type Problem = '5xx' | 'not Vietnamese' | 'stack trace' | 'no error body' | 'no answer';

export interface Finding {
  layer: Probe['layer'];
  problem: Problem;
  status: number;
  label: string;
  detail: string;
}

export const findings: Finding[] = [];
export const tally = { bff: 0, rest: 0, procedures: 0, endpoints: 0, ms: 0 };

interface ErrorShape {
  message: unknown;
  httpStatus: number | null;
  stack: boolean;
}

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The errors a body carries: tRPC's `{ error: { json } }` (alone or batched) or `{ message }`. */
function errorsIn(body: unknown): ErrorShape[] {
  const items = Array.isArray(body) ? body : [body];
  const errors: ErrorShape[] = [];
  for (const item of items) {
    const record = asRecord(item);
    if (!record) continue;
    const trpc = asRecord(asRecord(record.error)?.json) ?? asRecord(record.json);
    if (trpc) {
      const data = asRecord(trpc.data);
      errors.push({
        message: trpc.message,
        httpStatus: typeof data?.httpStatus === 'number' ? data.httpStatus : null,
        stack: data !== null && 'stack' in data,
      });
    } else if (!('result' in record) && !('data' in record)) {
      errors.push({ message: record.message, httpStatus: null, stack: 'stack' in record });
    }
  }
  return errors;
}

function record(probe: Probe, problem: Problem, status: number, detail: string) {
  findings.push({ layer: probe.layer, problem, status, label: probe.label, detail });
}

function judge(probe: Probe, status: number, text: string) {
  if (status >= 500) record(probe, '5xx', status, text.slice(0, 200));
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const errors = errorsIn(body);
  if (status >= 400 && errors.length === 0) {
    // Node's own parser refuses oversized headers before any application code runs.
    if (status !== 431) record(probe, 'no error body', status, text.slice(0, 200));
    return;
  }
  for (const error of errors) judgeError(probe, status, error, text);
}

function judgeError(probe: Probe, status: number, error: ErrorShape, text: string) {
  // A batch item or an event stream fails inside a response that itself went well.
  if (status < 500 && error.httpStatus !== null && error.httpStatus >= 500) {
    record(probe, '5xx', error.httpStatus, String(error.message));
  }
  if (typeof error.message !== 'string' || !VIETNAMESE.test(error.message)) {
    record(probe, 'not Vietnamese', status, String(error.message).slice(0, 120));
  }
  if (error.stack || STACK_FRAME.test(text)) {
    record(probe, 'stack trace', status, String(error.message).slice(0, 120));
  }
}

/** Reads server-sent events up to the first data or error event, then hangs up. */
async function judgeStream(probe: Probe, response: Response, hangUp: AbortController) {
  try {
    for await (const block of sseBlocks(response.body as ReadableStream<Uint8Array>)) {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (event === 'connected' || event === 'ping' || (event === undefined && data === '')) {
        continue;
      }
      if (event === 'serialized-error') {
        const errors = errorsIn(JSON.parse(data));
        for (const error of errors) judgeError(probe, response.status, error, data);
      }
      return;
    }
  } catch (error) {
    if (!hangUp.signal.aborted) record(probe, 'no answer', 0, String(error));
  } finally {
    hangUp.abort();
  }
}

let base = '';

/** The server every probe goes to. */
export function aimAt(url: string): void {
  base = url;
}

async function send(probe: Probe): Promise<void> {
  tally[probe.layer]++;
  const hangUp = new AbortController();
  let response: Response;
  try {
    response = await fetch(base + probe.url, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
      signal: AbortSignal.any([hangUp.signal, AbortSignal.timeout(15_000)]),
    });
  } catch (error) {
    record(probe, 'no answer', 0, `${String(error)} (${String((error as Error).cause)})`);
    return;
  }
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await judgeStream(probe, response, hangUp);
    return;
  }
  judge(probe, response.status, await response.text());
}

/** Sends every probe, a few at a time (a browser's worth of parallel requests). */
export async function sendAll(probes: Probe[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < probes.length) await send(probes[next++] as Probe);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Findings of some kinds, grouped by what went wrong (quoted paths and numbers folded), each
 * group with how often and where: one line per root cause rather than one per request.
 */
export function grouped(layer: Probe['layer'], problems: Problem[]): string[] {
  const groups = new Map<string, { count: number; where: Set<string> }>();
  for (const f of findings) {
    if (f.layer !== layer || !problems.includes(f.problem)) continue;
    const detail = f.detail
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d+/g, 'N')
      .slice(0, 100);
    // A stack trace has one cause whatever the message: grouped by status alone.
    const key =
      f.problem === 'stack trace'
        ? `${f.problem} ${f.status}`
        : `${f.problem} ${f.status}: ${detail}`;
    const group = groups.get(key) ?? { count: 0, where: new Set<string>() };
    group.count++;
    if (group.where.size < 6) group.where.add(f.label);
    groups.set(key, group);
  }
  return [...groups].map(
    ([key, { count, where }]) => `${key} — ×${count}: ${[...where].join(' | ')}`,
  );
}

/** A tRPC procedure of appRouter and the JSON Schema of its input (null: none, or not zod). */
export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  schema: JsonSchema | null;
}

export function isProcedure(value: unknown): value is AnyProcedure {
  return typeof value === 'function' && '_def' in value;
}

/** Who sends a probe: no one, a forged session, or a signed-in account. */
export interface Identity {
  name: string;
  /** tRPC headers for a procedure. */
  headers(info: ProcedureInfo): Record<string, string>;
  /** REST headers for an endpoint (`POST /auth/logout`). */
  restHeaders(endpoint: string): Record<string, string>;
}
