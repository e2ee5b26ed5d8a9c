/**
 * Errors of the order's action forms, one per field (docs/decisions/097): from the domain schema the server runs
 * (so the words are the server's), or from the server's refusal (`errors: [{ path, message }]`). A refusal
 * that names no field of the form is the form's message instead.
 */
import type { z } from 'zod';
import { ApiError, errorMessage } from '#web/lib/api-client';

export type FieldErrors = Record<string, string>;

/** The first message of each path (`carrier`, `huids.<lineId>.0`). */
export function issuesByField(
  issues: readonly z.core.$ZodIssue[],
  field = (path: string) => path,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = field(issue.path.map(String).join('.'));
    out[key] ??= issue.message;
  }
  return out;
}

/** A refusal split into the fields it names (of `known`) and a message for the rest. */
export function refusal(
  err: unknown,
  known: (path: string) => boolean,
  fallback: string,
): { fields: FieldErrors; message: string | null } {
  const fields: FieldErrors = {};
  if (err instanceof ApiError)
    for (const e of err.errors ?? []) if (known(e.path)) fields[e.path] ??= e.message;
  const message = errorMessage(err, fallback);
  // The message repeats a field's error when the server names one field: said once, under the field.
  return { fields, message: Object.values(fields).includes(message) ? null : message };
}
