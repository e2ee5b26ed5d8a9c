/**
 * A dialog that is its own chunk (with Radix Dialog): nothing is rendered — or downloaded — until it first
 * opens; from then on it stays mounted, so closing animates and Radix returns focus as usual. `preload` fetches
 * the chunk early (an opener's pointer-enter or focus) so that the first opening is immediate.
 *
 * The dialog's first render happens once its chunk has arrived, with `open` already true: Radix moves focus in
 * and traps it as on any opening, and `useReturnFocus` remembers the opener then (focus has not moved yet).
 */
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

export type LazyDialog<P> = ComponentType<P> & { preload: () => void };

export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchChunk = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (err: unknown) => {
        pending = undefined; // a failed download is tried again on the next opening
        throw err;
      },
    ));
  const Dialog = lazy(fetchChunk);

  function LazyDialogHost(props: P) {
    const [mounted, setMounted] = useState(props.open);
    if (props.open && !mounted) setMounted(true);
    if (!mounted && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialogHost, { preload: () => void fetchChunk().catch(() => {}) });
}
