import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a search asks once the player pauses, not at
 * every key. A new value restarts the wait; the first render has the value at once, so a page
 * opened with a query (the search page's `?q=`) asks without waiting.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
