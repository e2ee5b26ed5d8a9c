import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `ms`: the shop's header search and the back office's list searches
 * send one request per pause, not per key (both with UI_TIMINGS.searchDebounceMs). No default here, so the
 * storefront's shell does not carry the shop's timings for it.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
