import type { FieldErrors } from '../../shared/schemas/common';
import { httpStatusOf } from './http-status';

export const NETWORK_ERROR_MESSAGE = 'Không kết nối được tới máy chủ, vui lòng thử lại';

/** Procedure path (`auth.me`) from a tRPC query or mutation key (`[['auth', 'me'], …]`). */
export function procedurePathOf(key: readonly unknown[] | undefined): string | undefined {
  const head = key?.[0];
  return Array.isArray(head) && head.every((part) => typeof part === 'string')
    ? head.join('.')
    : undefined;
}

/** `fieldErrorsSchema`'s shape, checked by hand to keep zod out of the first-load bundle. */
function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

export interface CallErrorInfo {
  message: string;
  httpStatus?: number;
  fieldErrors: FieldErrors | null;
}

export function callErrorInfo(error: unknown): CallErrorInfo {
  const httpStatus = httpStatusOf(error);
  const message =
    httpStatus !== undefined && error instanceof Error && error.message
      ? error.message
      : NETWORK_ERROR_MESSAGE;
  let fieldErrors: FieldErrors | null = null;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'fieldErrors' in data) {
      fieldErrors = isFieldErrors(data.fieldErrors) ? data.fieldErrors : null;
    }
  }
  return { message, httpStatus, fieldErrors };
}

/** The current-user call is the one whose failures stay silent (SPEC §4). */
export const CURRENT_USER_PROCEDURE = 'auth.me';

/** What a failed call does, decided in one place for every query and mutation. */
export function callErrorEffects(path: string | undefined, error: unknown) {
  if (path === CURRENT_USER_PROCEDURE) return { toast: null, openLogin: false };
  const info = callErrorInfo(error);
  return { toast: info.message, openLogin: info.httpStatus === 401 };
}

/**
 * A read that already shows data, refreshed in the background while the phone is offline, fails
 * without an answer: the page keeps what it shows (and says so where it matters, as the score
 * screen's sync line does) and TanStack reads it again when the network returns. A toast for
 * each such refresh would bury a scorer at a table with no signal; an error the server sent is
 * still shown, and so is any read with nothing on screen yet.
 */
export function quietWhileOffline(error: unknown, hasData: boolean, online: boolean): boolean {
  return hasData && !online && httpStatusOf(error) === undefined;
}
