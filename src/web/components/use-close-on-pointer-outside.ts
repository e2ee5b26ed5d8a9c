import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside `inside` closes it (`setOpen(false)`): the header's popups (the search's
 * suggestions, the account menu) close when a click goes elsewhere.
 */
export function useCloseOnPointerOutside(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!inside.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, inside, setOpen]);
}
