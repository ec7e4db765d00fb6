import { MESSAGES } from '../../shared/messages';
import { createExternalStore } from './external-store';
import { httpStatusOf } from './http-status';
import { reportError } from './report-error';

/** An error meant for the error page: a status code and, optionally, a data string (JSON). */
export class FatalError extends Error {
  readonly statusCode: number;
  readonly data?: string;
  readonly explicitMessage: boolean;

  constructor(statusCode: number, message?: string, data?: string) {
    super(message ?? MESSAGES.internalError);
    this.name = 'FatalError';
    this.statusCode = statusCode;
    this.data = data;
    this.explicitMessage = message !== undefined;
  }
}

export interface ErrorView {
  statusCode: number;
  message: string;
}

function numberField(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'number' && Number.isInteger(field) ? field : undefined;
}

function messageFromData(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    }
  } catch (parseError) {
    reportError(parseError);
  }
  return undefined;
}

/**
 * What the error page shows for an error: its status code (500 when it has none) and 'Internal
 * Error', unless the error carries a JSON data string with a message, or is one of ours.
 */
export function describeFatalError(error: unknown): ErrorView {
  const trpcStatus = httpStatusOf(error);
  const statusCode =
    numberField(error, 'statusCode') ?? trpcStatus ?? numberField(error, 'status') ?? 500;
  const fromData = messageFromData(error);
  if (fromData) return { statusCode, message: fromData };
  if (error instanceof FatalError && error.explicitMessage) {
    return { statusCode, message: error.message };
  }
  // Server messages of tRPC errors are meant for users; a crash's own message is not.
  if (trpcStatus !== undefined && error instanceof Error && error.message) {
    return { statusCode, message: error.message };
  }
  if (statusCode === 404) return { statusCode, message: MESSAGES.notFoundPage };
  if (statusCode === 403) return { statusCode, message: MESSAGES.forbidden };
  return { statusCode, message: MESSAGES.internalError };
}

/** The app error state: a start-up (or otherwise fatal) error shown by the error page. */
export const appError = createExternalStore<ErrorView | null>(null);

export function showFatalError(error: unknown): void {
  reportError(error);
  appError.set(describeFatalError(error));
}

export function clearFatalError(): void {
  appError.set(null);
}
