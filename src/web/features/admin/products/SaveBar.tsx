/** The product form's bar at the bottom of the screen: the save button (a spinner while sending) and the page's links. */
import type { ReactNode } from 'react';
import { Spinner } from '#web/components/Spinner';
import { ui } from '../components/ui';

export function SaveBar({
  busy,
  busyLabel,
  submitLabel,
  actions,
}: {
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  actions?: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={ui.btnPrimary} disabled={busy}>
          {busy ? <Spinner label={busyLabel} /> : submitLabel}
        </button>
        {actions}
      </div>
    </div>
  );
}
