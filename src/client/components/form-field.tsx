import { Field } from './styled-parts/field';
import type { ReactNode } from 'react';

/** A labelled form control with its error (first message) and optional help text. */
export function FormField({
  label,
  errors,
  helper,
  required,
  children,
}: {
  label: string;
  errors?: readonly string[];
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const error = errors?.[0];
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
