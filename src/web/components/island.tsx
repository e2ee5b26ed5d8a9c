/**
 * A part of a server-rendered page whose code is not part of the page's first load: an island (docs/decisions/128).
 * The server renders it in full (its code is loaded before the first render: `loadIslands`); in the browser the
 * server's markup stays as it is — shown, not yet live — until the shopper comes within `margin` of it, and only
 * then is its code fetched and the part hydrated. Mounted later (a navigation in the app), it loads at once.
 *
 * For what sits well below the fold and is rarely touched before the shopper scrolls to it ('You May Also Like'
 * on a product page). The returned component is memoised: a re-render of the page with the same props does not
 * reach a part that is still waiting (React would otherwise drop the server's markup and render it afresh).
 */
import { Suspense, lazy, memo, type ComponentType, type JSX } from 'react';
import { isAppLive } from './use-hydrated';

const registry: Array<() => Promise<unknown>> = [];

/** Every island's code, loaded: the server awaits this before it renders a page (entry-server.tsx). */
export function loadIslands(): Promise<unknown> {
  return Promise.all(registry.map((load) => load()));
}

/** Resolves once `spot` comes within `margin` of the viewport (at once where that cannot be watched). */
function whenNear(spot: Element | null, margin: string): Promise<void> {
  if (!spot || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(spot);
  });
}

export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  margin = '600px',
): (props: P) => JSX.Element {
  const spotId = `island-${name}`;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (err: unknown) => {
        loading = null; // a failed download is tried again on the next render
        throw err;
      },
    ));
  registry.push(get);
  const now = lazy(() => get().then((part) => ({ default: part })));
  const near = lazy(() =>
    whenNear(document.getElementById(spotId), margin)
      .then(get)
      .then((part) => ({ default: part })),
  );

  function Island(props: P) {
    // The server (code loaded beforehand) and the browser once the code is here render the part itself; a page
    // being hydrated waits for the shopper to come near; a page the app renders loads it now.
    const Part = loaded ?? (isAppLive() ? now : near);
    return (
      <div id={spotId}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(Island) as unknown as (props: P) => JSX.Element;
}
