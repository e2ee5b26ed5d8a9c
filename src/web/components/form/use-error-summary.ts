/**
 * The state an ErrorSummary needs beside the form's errors (docs/decisions/123): the form element, whose fields
 * give the summary its order, and the count of refused submits, each of which moves focus to the summary. Returns
 * `[summary, refused]`: spread `summary` on the ErrorSummary and give `summary.formRef` to the form; pass
 * `refused` as the submit's invalid callback (and call it for a refusal from the server). One counter for every
 * form with a summary, rather than a `useState(0)` and a ref in each.
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export function useErrorSummary<T extends FieldValues>(errors: FieldErrors<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const refused = useCallback(() => setAttempt((n) => n + 1), []);
  return [{ errors, attempt, formRef }, refused] as const;
}
