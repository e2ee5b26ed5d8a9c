import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../lib/toast';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** The toast region, mounted (and sonner downloaded) only once the first toast is asked for. */
export function Toaster({ duration }: { duration?: number }) {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster duration={duration} />
    </Suspense>
  );
}
