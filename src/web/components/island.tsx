/**
 * A part of a server-rendered page whose code is not part of the page's first load: an island (docs/decisions/128).
 * The server renders it in full (its code is loaded before the first render: `loadIslands`). In the browser the
 * server's markup is kept as plain HTML — shown, its links working as links, but not yet React's — until the
 * shopper comes within `margin` of it; then its code is fetched and the part rendered live in its place, the same
 * markup. Mounted later (a navigation in the app, or a page the browser renders itself), it loads at once.
 *
 * Why plain HTML and not a Suspense boundary left dehydrated: React hydrates a waiting boundary as soon as any
 * context above it changes — every navigation changes the router's — and, its code not being there, throws the
 * server's markup away. Markup React never owned cannot be thrown away. A part already on screen when the page
 * starts (the footer of a short page) is the exception: its code is fetched at once and it hydrates in place.
 */
import { Suspense, lazy, memo, useEffect, useRef, useState, type ComponentType, type JSX } from 'react';
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
  const Later = lazy(() => get().then((part) => ({ default: part })));

  /**
   * How the part starts in this browser: `live` where there is no server markup to keep (the server itself, a
   * page the app renders) or its code is here; `hydrate` where the server's markup is already on or near the
   * screen — hydrated in place once the code arrives (moments later: it is fetched at once), for a part on screen
   * must not be drawn a second time (the browser would count it as the page's largest paint, late); `keep`
   * otherwise — the markup kept as plain HTML until the shopper comes near.
   */
  const start = (): { mode: 'live' | 'hydrate' | 'keep'; markup: string } => {
    if (loaded || isAppLive() || typeof document === 'undefined') return { mode: 'live', markup: '' };
    const spot = document.getElementById(spotId);
    if (!spot) return { mode: 'live', markup: '' };
    if (spot.getBoundingClientRect().top < window.innerHeight + parseInt(margin, 10))
      return { mode: 'hydrate', markup: '' };
    return { mode: 'keep', markup: spot.innerHTML };
  };

  function Island(props: P) {
    const spot = useRef<HTMLDivElement>(null);
    const [{ mode, markup }] = useState(start);
    const [live, setLive] = useState(mode !== 'keep');
    useEffect(() => {
      if (live) return;
      let current = true;
      void whenNear(spot.current, margin)
        .then(get)
        .then(
          () => current && setLive(true),
          // Its code did not arrive (offline): the part stays as the server sent it, its links still links.
          () => undefined,
        );
      return () => void (current = false);
    }, [live]);

    if (!live) return <div id={spotId} ref={spot} dangerouslySetInnerHTML={{ __html: markup }} />;
    // One Suspense boundary in every render, the server's included, so a part on screen hydrates in place.
    const Part = loaded ?? Later;
    return (
      <div id={spotId} ref={spot}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(Island) as unknown as (props: P) => JSX.Element;
}
