import { useLayoutEffect, useRef } from 'react';

/**
 * Focus back to whatever opened a dialog, when it closes. Radix returns focus only to its own Dialog.Trigger; a
 * dialog opened from state (a drawer, a confirmation) remembers the focused element as it opens — a layout
 * effect, so before Radix moves focus inside — and hands this to `onCloseAutoFocus`. When the opener is gone
 * (the row it sat in was deleted) Radix's default applies.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (event) => {
    const el = opener.current;
    if (el?.isConnected) {
      event.preventDefault();
      el.focus();
    }
  };
}
