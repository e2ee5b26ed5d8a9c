import { useEffect } from 'react';
import { useLocation } from 'react-router';

let appStarted = false;

/**
 * The page scrolls to the top on every path change (not on query or hash changes) — but not as the app starts: a
 * shopper may have scrolled a server-rendered page before it came alive, and throwing them back to the top would
 * also move what they were about to tap (tests/e2e/slow-phone.spec.ts).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!appStarted) {
      appStarted = true;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
