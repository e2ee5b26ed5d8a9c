/**
 * A guard against leaving a form with unsaved changes (issue 18 item 10, docs/decisions/098). The app runs on a
 * data router (app/browser-router.ts: createBrowserRouter), so React Router's `useBlocker` holds any in-app
 * navigation — a sidebar link, Back, a Cancel link — and asks "Leave without saving?"; closing or reloading the
 * tab gets the browser's own `beforeunload` prompt. Nothing is held while the form is being saved, so the
 * navigation a successful save makes goes through; a failed save arms the guard again.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'Your changes on this page have not been saved. If you leave, they are lost.';

export function useLeaveGuard(dirty: boolean, saving: boolean) {
  const armed = useRef(false);
  armed.current = dirty && !saving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      armed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!armed.current) return;
      event.preventDefault();
      // Older browsers need a value to show their prompt; its text is not shown any more.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Saved meanwhile (the form is clean now): let a held navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={LEAVE_TITLE}
      description={<p>{LEAVE_TEXT}</p>}
      confirmLabel="Leave"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
  return { dialog };
}

/** The guard as a component, for forms that render it beside themselves. */
export function LeaveGuard({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  return useLeaveGuard(dirty, saving).dialog;
}
