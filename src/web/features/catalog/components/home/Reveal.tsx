import { useEffect, useState, type ReactNode } from 'react';
import { UI_TIMINGS } from '#domain/business-constants';
import { useHydrated } from '#web/components/use-hydrated';

/**
 * Home sections fill in gently once their data is there (docs/shop/storefront.md §4: about 300 ms). A
 * server-rendered section is shown as it is — it arrived with the page, and a page read without JavaScript must
 * not keep it transparent — so only sections the browser itself mounts fade in.
 */
export function Reveal({ ready, children }: { ready: boolean; children: ReactNode }) {
  const serverRendered = !useHydrated();
  const [shown, setShown] = useState(serverRendered);
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return (
    <div
      className="below-fold transition-opacity ease-out"
      style={{ opacity: shown ? 1 : 0, transitionDuration: `${UI_TIMINGS.homeSectionRevealMs}ms` }}
    >
      {children}
    </div>
  );
}
