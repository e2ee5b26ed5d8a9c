/** An account form's submit button: disabled and saying what it does while the form is sent. */
import type { ReactNode } from 'react';

export function SubmitButton({
  busy,
  busyText,
  children,
  className = 'btn-primary w-full',
  disabled = false,
}: {
  busy: boolean;
  /** 'Saving…', 'Logging in…' */
  busyText: string;
  children: ReactNode;
  className?: string;
  /** Disabled for another reason too (nothing changed yet). */
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? busyText : children}
    </button>
  );
}
