// Serves a contract endpoint (src/shared/contract): its path, its access rule, its query and
// body parsed by the declared schemas, and an answer typed as the declared response's wire form.
import type { Request, RequestHandler, Response, Router } from 'express';
import {
  paramNamesOf,
  type AnyEndpoint,
  type EndpointShape,
  type PathParams,
} from '../../shared/contract';
import type { Access } from '../../shared/permissions';
import { idSchema, type Notice } from '../../shared/schemas/common';
import type { User } from '../../shared/schemas/user';
import type { z } from '../../shared/zod';
import { deepSnakeKeys, type DeepCamel } from '../../shared/wire/case';
import { AppApiError } from '../errors';
import type { AuthService } from '../services/auth';
import { authed, optionalUser, parseBody, parseQuery, permitted, sendData } from './http';

type Output<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler of endpoint `E` is given. */
type EndpointRequest<E extends AnyEndpoint> = {
  params: PathParams<E['path']>;
  query: Output<E, 'query'>;
  body: Output<E, 'body'>;
  req: Request;
  res: Response;
} & (E['access'] extends 'public'
  ? {
      /** The caller, when the request carries a live token; read only when needed. */
      viewer: () => Promise<User | null>;
    }
  : { user: User; token: string });

/**
 * The declared response, optionally with a warning notice. Handlers answer in the domain's
 * camelCase (every response wire is derived from a domain schema); `serve` renames the keys for
 * the wire once, at the hop.
 */
type AnswerData<E extends AnyEndpoint> = DeepCamel<z.input<E['response']>>;
type EndpointAnswer<E extends AnyEndpoint> = AnswerData<E> | Noticed<AnswerData<E>>;

/** An answer that also carries a notice for the user (`show_message`). */
export class Noticed<T> {
  constructor(
    readonly data: T,
    readonly notice: Notice,
  ) {}
}

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
) => Promise<EndpointAnswer<E>>;

export interface EndpointRoutesOptions {
  auth: AuthService;
  /**
   * Checks every answer against the endpoint's declared response schema and fails loudly when
   * one does not satisfy it. On under test, where every test's traffic then checks the contract.
   */
  checkAnswers?: boolean;
}

/** Where the upstream's router is mounted (`/app-api/v1`): the version every contract path starts with. */
const VERSION = '/v1';

/** An endpoint's contract path below the router's mount point: `/v1/players/:id` → `/players/:id`. */
export function routePath(endpoint: AnyEndpoint): string {
  if (!endpoint.path.startsWith(`${VERSION}/`)) {
    throw new Error(`${endpoint.operation}: ${endpoint.path} is not under ${VERSION}`);
  }
  return endpoint.path.slice(VERSION.length);
}

const isNumber = (segment: unknown) => /^\d+$/.test(String(segment));

/** The path's ids; a number no row can have names nothing: 404. */
function pathParams(req: Request, names: string[]): Record<string, number> {
  const params: Record<string, number> = {};
  for (const name of names) {
    const id = idSchema.safeParse(req.params[name]);
    if (!id.success) throw AppApiError.notFound();
    params[name] = id.data;
  }
  return params;
}

type Who = { viewer: () => Promise<User | null> } | { user: User; token: string };
type Run = (req: Request, res: Response, who: Who) => Promise<void>;

/** The access rule, checked before the request is read: who may not call learns nothing. */
function guard(auth: AuthService, access: Access, run: Run): RequestHandler {
  if (access === 'public') {
    return (req, res) => run(req, res, { viewer: () => optionalUser(auth, req) });
  }
  if (access === 'bank') throw new Error('Signed endpoints read their raw body: see payments.ts');
  const handler = (req: Request, res: Response, ctx: { user: User; token: string }) =>
    run(req, res, ctx);
  return access === 'user' ? authed(auth, handler) : permitted(auth, access, handler);
}

/**
 * Registers contract endpoints on `router`, each at its full contract path (the router is
 * mounted with the others at `/app-api/v1`): `serve(APP_API['payment.topup'], async (...) => ...)`.
 */
export function endpointRoutes(router: Router, options: EndpointRoutesOptions) {
  return function serve<E extends AnyEndpoint>(endpoint: E, handler: EndpointHandler<E>): void {
    const shape: EndpointShape = endpoint;
    const names = paramNamesOf(shape.path);
    const run: Run = async (req, res, who) => {
      const request = {
        params: pathParams(req, names),
        query: shape.query ? parseQuery(shape.query, req.query) : undefined,
        body: shape.body ? parseBody(shape.body, req.body) : undefined,
        req,
        res,
        ...who,
      } as unknown as EndpointRequest<E>;
      const answer = await handler(request);
      const [given, notice] =
        answer instanceof Noticed ? [answer.data, answer.notice] : [answer, undefined];
      const data = deepSnakeKeys(given);
      if (options.checkAnswers) checkAnswer(endpoint, data);
      if (shape.created) res.status(201);
      if (shape.paged) res.json(data);
      else sendData(res, data, notice);
    };
    const guarded = guard(options.auth, endpoint.access, run);
    // A segment that is no number belongs to another route (`/tournaments/joined` is not
    // `/tournaments/:id`), whatever order they were registered in.
    const handle: RequestHandler = (req, res, next) => {
      if (!names.every((name) => isNumber(req.params[name]))) {
        next();
        return;
      }
      return guarded(req, res, next);
    };
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](routePath(endpoint), handle);
  };
}

function checkAnswer(endpoint: AnyEndpoint, data: unknown): void {
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `${endpoint.operation} answered outside its contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
    );
  }
}
