import { LAST_GOOD_MAX_ENTRIES, LAST_GOOD_WAIT_MS } from '@/lib/config/backend';
import { ApiError } from './http';

/**
 * A backend fault, which a last good copy may stand in for: no answer, a late one, a 5xx or a
 * payload that does not parse. A 4xx is the backend's real word (a page gone is a 404): never
 * hidden behind an old copy.
 */
export function isBackendFault(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export interface LastGood<T> {
  /**
   * A fresh answer from `load`, remembered as the key's last good copy. When the key has a copy,
   * a fault or an answer later than `waitMs` serves the copy instead (a late answer still
   * replaces the copy when it comes). Without a copy the fault is thrown. One load per key at a
   * time: callers that come while one is under way share it.
   */
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** The key's last good copy, if any. */
  peek(key: string): T | undefined;
}

/**
 * Last good copies in memory, at most `maxEntries` (the least recently stored go first), so
 * pages the same for every visitor survive a slow or absent backend (docs/decisions/backend-faults.md).
 */
export function createLastGood<T>({
  maxEntries = LAST_GOOD_MAX_ENTRIES,
  waitMs = LAST_GOOD_WAIT_MS,
  isFault = isBackendFault,
}: { maxEntries?: number; waitMs?: number; isFault?: (error: unknown) => boolean } = {}): LastGood<T> {
  const copies = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();

  function remember(key: string, value: T) {
    copies.delete(key);
    copies.set(key, value);
    while (copies.size > maxEntries) copies.delete(copies.keys().next().value as string);
  }

  function fresh(key: string, load: () => Promise<T>): Promise<T> {
    const under = pending.get(key);
    if (under) return under;
    const promise = load().then(
      (value) => {
        remember(key, value);
        return value;
      },
      (error: unknown) => {
        if (!isFault(error)) copies.delete(key);
        throw error;
      },
    );
    const settled = () => pending.delete(key);
    promise.then(settled, settled);
    pending.set(key, promise);
    return promise;
  }

  return {
    peek: (key) => copies.get(key),
    async read(key, load) {
      const answer = fresh(key, load);
      if (!copies.has(key)) return answer;
      const copy = copies.get(key) as T;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(copy), waitMs);
      });
      try {
        return await Promise.race([
          answer.catch((error: unknown) => {
            if (isFault(error)) return copy;
            throw error;
          }),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
