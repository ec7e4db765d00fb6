// A form's submission and its errors: the values validated and saved by the caller, the errors
// it answers (or the server's) shown, and the keyboard taken to the first field to fix.
import { useRef, useState, type FormEvent } from 'react';
import { serverFormErrors, type FormErrors } from './form-errors';

export function useFormSubmit<V>(values: V, save: (values: V) => Promise<FormErrors | undefined>) {
  const [errors, setErrors] = useState<FormErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    // Take the keyboard (and the screen reader) to the first field to fix.
    requestAnimationFrame(() => {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      showErrors((await save(values)) ?? {});
    } catch (error) {
      showErrors(serverFormErrors(error));
    }
  };

  return {
    form,
    errors,
    setErrors,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
