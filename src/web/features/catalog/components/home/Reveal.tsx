import { useEffect, useState, type ReactNode } from 'react';
import { UI_TIMINGS } from '../../../../../domain/business-constants';

/** Home sections fill in gently once their data is there (storefront.md §4: about 300 ms). */
export function Reveal({ ready, children }: { ready: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return (
    <div
      className="transition-opacity ease-out"
      style={{ opacity: shown ? 1 : 0, transitionDuration: `${UI_TIMINGS.homeSectionRevealMs}ms` }}
    >
      {children}
    </div>
  );
}
