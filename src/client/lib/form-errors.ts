import type { z } from '../../shared/zod';
import { callErrorInfo } from './call-errors';

export type FormErrors = Record<string, string[]>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/** Validates form values with the same shared schema the server uses; errors per field. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/** The server's per-field errors of a failed call (camelCase keys), for the form's fields. */
export function serverFormErrors(error: unknown): FormErrors {
  return callErrorInfo(error).fieldErrors ?? {};
}

/** The messages of a field, including nested ones the server reports (`raceTo.final`, `prizes.0.label`). */
export function errorsOf(errors: FormErrors, name: string): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : undefined;
}
