// The HTTP plumbing every route shares: envelope, validation, bearer auth, errors.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '../../shared/messages';
import type { Notice } from '../../shared/schemas/common';
import type { Permission } from '../../shared/permissions';
import type { User } from '../../shared/schemas/user';
import { wireNameOf } from '../../shared/wire/derive';
import { z } from '../../shared/zod';
import { APP_API_MESSAGES, AppApiError, type FieldErrors } from '../errors';
import { requirePermission } from '../services/access';
import type { AuthService } from '../services/auth';
import { logger } from '../logger';

/** `{ data }`, plus `show_message/type/message` when there is a notice for the user. */
export function sendData<T>(res: Response, data: T, notice?: Notice): void {
  res.json(
    notice ? { data, show_message: true, type: notice.type, message: notice.message } : { data },
  );
}

/** Parses a request body; a failure is a 422 whose field errors carry the schema's messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseWith(schema, body ?? {});
}

/**
 * Parses a query string (snake_case keys, coercing schemas): empty values count as absent, a
 * bad value is a 422 like a bad body.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const present =
    query && typeof query === 'object'
      ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined))
      : {};
  return parseWith(schema, present);
}

/**
 * The top-level fields of `value` holding a NUL character in a string or a key, at any depth
 * (`_` for `value` itself). PostgreSQL stores NUL in neither text nor jsonb: such input is the
 * client's fault, not a database failure. Iterative, so a deeply nested body cannot overflow it.
 */
export function fieldsWithNul(value: unknown): string[] {
  const fields = new Set<string>();
  const pending: Array<[unknown, string]> = [[value, '_']];
  while (pending.length > 0) {
    const [current, field] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) fields.add(field);
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push([item, field]);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const owner = field === '_' && current === value ? key : field;
        if (key.includes('\u0000')) fields.add(owner);
        pending.push([item, owner]);
      }
    }
  }
  return [...fields];
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    const withNul = fieldsWithNul(parsed.data);
    if (withNul.length === 0) return parsed.data;
    throw AppApiError.validation(
      Object.fromEntries(
        withNul.map((f) => [wireNameOf(schema, f), [APP_API_MESSAGES.nulCharacter]]),
      ),
    );
  }
  const { fieldErrors } = z.flattenError(parsed.error);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    // Wire-derived schemas validate the camelCase domain shape: errors go back in wire names.
    if (Array.isArray(messages) && messages.length > 0)
      errors[wireNameOf(schema, field)] = messages;
  }
  throw AppApiError.validation(errors);
}

interface AuthContext {
  user: User;
  /** The bearer token of this request, e.g. to keep this session when revoking the others. */
  token: string;
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** A handler for a signed-in caller. */
type AuthedHandler = (req: Request, res: Response, ctx: AuthContext) => Promise<void>;

/** Wraps a handler that needs a signed-in user: 401 without a token or with a dead one. */
export function authed(auth: AuthService, handler: AuthedHandler): RequestHandler {
  return async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw AppApiError.unauthorized(MESSAGES.unauthorized);
    const user = await auth.authenticate(token);
    if (!user) throw AppApiError.unauthorized(MESSAGES.sessionExpired);
    await handler(req, res, { user, token });
  };
}

/**
 * `authed`, for users holding `permission`: 403 for the others, before the handler reads the
 * request, so a caller who may not act learns nothing about its faults.
 */
export function permitted(
  auth: AuthService,
  permission: Permission,
  handler: AuthedHandler,
): RequestHandler {
  return authed(auth, async (req, res, ctx) => {
    requirePermission(ctx.user, permission);
    await handler(req, res, ctx);
  });
}

/**
 * The caller of a public endpoint that says more to a signed-in user (e.g. `viewer.joined`):
 * null without a token or with a dead one, never a 401.
 */
export async function optionalUser(auth: AuthService, req: Request): Promise<User | null> {
  const token = bearerToken(req);
  return token ? auth.authenticate(token) : null;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};

// Errors of the HTTP plumbing (body-parser, raw-body, zlib, the router decoding a path) carry
// an HTTP `status` (http-errors); a 4xx one is the client's fault, e.g. a body that is not JSON,
// too large, falsely gzipped or in another charset, or a path with broken percent-encoding.
interface ClientHttpError {
  status: number;
  type?: unknown;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientErrorMessage(error: ClientHttpError): string {
  if (error.type === 'entity.parse.failed') return APP_API_MESSAGES.malformedJson;
  if (error.status === 413) return APP_API_MESSAGES.payloadTooLarge;
  if (error.status === 415) return APP_API_MESSAGES.unsupportedMediaType;
  if (error instanceof URIError) return APP_API_MESSAGES.malformedUrl;
  return MESSAGES.invalidInput;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof AppApiError) {
    if (error.status === 401) res.set('WWW-Authenticate', 'Bearer');
    res
      .status(error.status)
      .json(
        error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message },
      );
    return;
  }
  if (isClientHttpError(error)) {
    res.status(error.status).json({ message: clientErrorMessage(error) });
    return;
  }
  logger.error(
    { err: error, requestId: res.locals.requestId, method: req.method, url: req.originalUrl },
    'unexpected error',
  );
  res.status(500).json({ message: MESSAGES.upstreamUnavailable });
};
