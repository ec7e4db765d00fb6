import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { MESSAGES } from '../../shared/messages';
import type { FieldErrors } from '../../shared/schemas/common';
import { camelKeys } from '../../shared/wire/case';
import { errorBodyWire } from '../../shared/wire/envelope';

/** Kept as the `cause` of the TRPCError, so the error formatter can expose the field errors. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: FieldErrors | null = null,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

function codeForStatus(status: number): TRPC_ERROR_CODE_KEY {
  switch (status) {
    case 400:
    case 422:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'GATEWAY_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'BAD_GATEWAY' : 'BAD_REQUEST';
  }
}

const defaultMessage: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: MESSAGES.invalidInput,
  UNAUTHORIZED: MESSAGES.unauthorized,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.notFound,
  CONFLICT: MESSAGES.conflict,
  TOO_MANY_REQUESTS: MESSAGES.tooManyRequests,
  BAD_GATEWAY: MESSAGES.upstreamUnavailable,
  GATEWAY_TIMEOUT: MESSAGES.upstreamTimeout,
};

/** An upstream error response → TRPCError, keeping the upstream's own message. */
export function errorFromResponse(status: number, body: unknown): TRPCError {
  const code = codeForStatus(status);
  const parsed = errorBodyWire.safeParse(body);
  const message = (parsed.success && parsed.data.message) || defaultMessage[code] || '';
  const fieldErrors = parsed.success && parsed.data.errors ? camelKeys(parsed.data.errors) : null;
  return new TRPCError({ code, message, cause: new UpstreamError(message, status, fieldErrors) });
}

export function unreachable(timedOut: boolean): TRPCError {
  const code = timedOut ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY';
  const message = timedOut ? MESSAGES.upstreamTimeout : MESSAGES.upstreamUnavailable;
  return new TRPCError({ code, message, cause: new UpstreamError(message, null) });
}

export function invalidResponse(status: number): TRPCError {
  const message = MESSAGES.upstreamInvalid;
  return new TRPCError({
    code: 'BAD_GATEWAY',
    message,
    cause: new UpstreamError(message, status),
  });
}

/** The circuit breaker is open: the upstream failed repeatedly, so the call is not even tried. */
export function circuitOpen(): TRPCError {
  const message = MESSAGES.upstreamPaused;
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message,
    cause: new UpstreamError(message, null),
  });
}
