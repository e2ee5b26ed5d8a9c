import type { ReactNode } from 'react';
import { ui } from './ui';

/** A form's submit button: disabled and saying what it is doing (`busyLabel`) while the form is sending. */
export function SubmitButton({
  busy,
  busyLabel,
  className = ui.btnPrimary,
  children,
}: {
  busy: boolean;
  busyLabel: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
