// The two doors of every operation over real HTTP: the BFF's tRPC procedure (`/trpc/<op>`) and the
// upstream's endpoint (`/app-api/...`, from the contract). A call answers its status and body.
import { APP_API, pathOf } from '../../src/shared/contract';
import type { Operation } from '../../src/shared/permissions';
import { appRouter } from '../../src/server/routers';

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: string } }
>;

/** Whether the BFF has a procedure named as the operation. */
export const hasProcedure = (op: string): boolean => procedures[op] !== undefined;

export interface Reply {
  status: number;
  /** The parsed JSON body, or null when there is none. */
  body: unknown;
}

async function replyOf(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** `/trpc/<op>` with `input` (sent as superjson's `{ json }`): a query by GET, a mutation by POST. */
export async function viaTrpc(
  origin: string,
  op: Operation,
  token: string | null,
  input: unknown,
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const envelope = JSON.stringify({ json: input });
  const response =
    procedures[op]?._def.type === 'query'
      ? await fetch(`${origin}/trpc/${op}?input=${encodeURIComponent(envelope)}`, { headers })
      : await fetch(`${origin}/trpc/${op}`, {
          method: 'POST',
          headers: { ...headers, origin },
          body: envelope,
        });
  return replyOf(response);
}

/** The operation's `/app-api` endpoint: its method, its path with `params`, `query` and `body`. */
export async function viaAppApi(
  origin: string,
  op: Operation,
  token: string | null,
  request: { params?: Record<string, number>; query?: string; body?: unknown } = {},
): Promise<Reply> {
  const endpoint = APP_API[op];
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const path = pathOf(endpoint.path, request.params ?? {});
  const query = request.query ? `?${request.query}` : '';
  const response = await fetch(`${origin}/app-api${path}${query}`, {
    method: endpoint.method,
    headers,
    body:
      endpoint.method === 'GET' || request.body === undefined
        ? undefined
        : JSON.stringify(request.body),
  });
  return replyOf(response);
}

/** A session token for the account, from the upstream's login. */
export async function logIn(origin: string, username: string, password: string): Promise<string> {
  const reply = await viaAppApi(origin, 'auth.login', null, { body: { username, password } });
  const token = (reply.body as { data?: { token?: string } } | null)?.data?.token;
  if (reply.status !== 200 || !token) throw new Error(`${username} could not log in`);
  return token;
}
