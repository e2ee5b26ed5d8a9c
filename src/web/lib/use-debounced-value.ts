import { useEffect, useState } from 'react';
import { UI_TIMINGS } from '#domain/business-constants';

/**
 * The value, once it has stopped changing for `delay` ms: the shop's header search and the back office's list
 * searches send one request per pause, not per key (the shop's search debounce unless told otherwise).
 */
export function useDebouncedValue<T>(value: T, delay: number = UI_TIMINGS.searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
