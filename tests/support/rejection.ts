import { expect } from 'vitest';
import { AppApiError } from '../../src/app-api/errors';

/** The AppApiError a service call fails with (the test fails if it succeeds or throws else). */
export async function rejection(promise: Promise<unknown>): Promise<AppApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppApiError);
  return error as AppApiError;
}
