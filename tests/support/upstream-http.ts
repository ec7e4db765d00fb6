// Calls to the embedded upstream's REST API over real HTTP, as the tests make them: a JSON
// request with an optional bearer token, its answer always JSON, and errors in the envelope.
import { expect } from 'vitest';
import { errorBodyWire } from '../../src/shared/wire/envelope';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface CallOptions {
  json?: unknown;
  /** A body sent as it is (not JSON, or JSON written by hand). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** The caller of the upstream served at `origin()` (`http://…/app-api/v1`, known once started). */
export function upstreamCaller(origin: () => string) {
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body =
      options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    const response = await fetch(origin() + path, { method, headers, body });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The answer is the error `status`, in the envelope, with `message` when given. */
  function expectError(reply: Reply, status: number, message?: string): void {
    expect(reply.status).toBe(status);
    const body = errorBodyWire.parse(reply.body);
    expect(body.message).toEqual(expect.any(String));
    if (message) expect(body.message).toBe(message);
  }

  return { call, expectError };
}
