/**
 * The hint or the error under an image picker (ImageField, ImageListField), tied to its file input by the ids
 * `${id}-hint` and `${id}-error`. The error is announced (`role="alert"`); a hint shows only while there is none.
 */
import type { ReactNode } from 'react';

export function PickerMessage({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  if (error)
    return (
      <p id={`${id}-error`} role="alert" className="mt-1 text-[13px] text-danger">
        {error}
      </p>
    );
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
      {hint}
    </p>
  );
}

/** The input's aria-describedby: its error, else its hint. */
export const pickerDescribedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;
