import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import type { FieldError } from '../machines/effects.ts';

/**
 * Shows a refusal of one field under that field of the form (which clears it once the field is changed). `fields`
 * maps the request's field paths to the form's; `#` in a path stands for any index in a list ('steps.#'). Returns
 * the message when the form has no such field, for the screen to show as the form's error instead; else null.
 */
export function useFieldError<Values>(
  form: UseFormReturnType<Values>,
  fieldError: FieldError | null,
  fields: Record<string, string>,
): string | null {
  const path = fieldError
    ? (fields[fieldError.field] ?? fields[fieldError.field.replace(/\.\d+(?=\.|$)/g, '.#')])
    : undefined;
  const message = fieldError?.message;
  // `form` is a new object each render; the error is placed once per refusal.
  useEffect(() => {
    if (path && message) form.setFieldError(path, message);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldError, path, message]);
  return fieldError && !path ? fieldError.message : null;
}
