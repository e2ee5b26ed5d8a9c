/**
 * Renders its children once the spot comes within `margin` of the viewport (then keeps them): for below-the-fold
 * extras whose code should not be part of a page's first load. Without IntersectionObserver they render at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNear({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = spot.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? <>{children}</> : <div ref={spot} aria-hidden="true" />;
}
