import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import type { Notice } from '../../shared/schemas/common';
import { envelopeWire } from '../../shared/wire/envelope';
import { errorFromResponse, invalidResponse, unreachable } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses on which a GET is retried, once (the specification's rule). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface UpstreamCall<S extends z.ZodType> {
  method: HttpMethod;
  /** Path below `/app-api`, e.g. `/v1/auth/me`. */
  path: string;
  schema: S;
  body?: object;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string | null;
}

export interface UpstreamResponse<T> {
  data: T;
  notice: Notice | null;
}

export interface UpstreamClient {
  readonly baseUrl: () => string;
  request<S extends z.ZodType>(call: UpstreamCall<S>): Promise<UpstreamResponse<z.output<S>>>;
}

export interface UpstreamClientOptions {
  /** Origin of the upstream; `/app-api` is appended. A function when it is known only later. */
  baseUrl: string | (() => string);
  timeoutMs?: number;
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const baseUrl =
    typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(call: UpstreamCall<z.ZodType>): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    // One deadline for the whole exchange: ofetch's own timeout stops at the headers, and a
    // body that stalls after them must not hold the request.
    const signal = AbortSignal.timeout(timeout);
    try {
      const response = await ofetch.raw<unknown>(call.path, {
        baseURL: `${baseUrl().replace(/\/$/, '')}/app-api`,
        method: call.method,
        headers,
        body: call.body,
        query: call.query,
        signal,
        retry: false,
      });
      return { status: response.status, body: response._data };
    } catch (error) {
      if (error instanceof FetchError && error.response) throw error;
      throw unreachable(signal.aborted);
    }
  }

  async function sendWithRetry(call: UpstreamCall<z.ZodType>) {
    const attempts = call.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(call);
      } catch (error) {
        if (!(error instanceof FetchError && error.response)) throw error;
        const { status } = error.response;
        if (attempt < attempts && RETRY_STATUSES.has(status)) continue;
        throw errorFromResponse(status, error.data);
      }
    }
  }

  return {
    baseUrl,
    async request(call) {
      const { status, body } = await sendWithRetry(call);
      const envelope = envelopeWire.safeParse(body);
      if (!envelope.success) throw invalidResponse(status);
      // The specification's rule: the data field, or the whole body when it carries meta.
      const payload = envelope.data.meta != null ? envelope.data : envelope.data.data;
      const parsed = call.schema.safeParse(payload ?? null);
      if (!parsed.success) throw invalidResponse(status);
      const { show_message, type, message } = envelope.data;
      const notice: Notice | null =
        show_message === true && type === 'warning' && message
          ? { type: 'warning', message }
          : null;
      return { data: parsed.data, notice };
    },
  };
}
