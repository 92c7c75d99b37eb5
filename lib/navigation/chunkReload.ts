import { CHUNK_RELOAD_GUARD_MS } from '@/lib/config/navigation';

const CHUNK_FAILURE = /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

function textOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  if (typeof reason === 'object' && reason !== null) {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : ''}: ${typeof message === 'string' ? message : ''}`;
  }
  return '';
}

/**
 * Whether an error (a window error's `error` or message, or a rejection's reason) is a failed
 * chunk load (shell-and-routing.md §8): webpack's 'Loading chunk N failed', Turbopack's 'Failed to load
 * chunk …', a ChunkLoadError by name, and the browsers' own words for a dynamic import that could
 * not be fetched (a deploy removed it).
 */
export function isChunkLoadError(reason: unknown): boolean {
  return CHUNK_FAILURE.test(textOf(reason));
}

/**
 * Whether a failed chunk load may reload the page now: the first time, or when the last reload
 * for it is at least 60 000 ms ago (shell-and-routing.md §8, §9). A stored time in the future (a clock put
 * back) does not block forever.
 */
export function chunkReloadDue(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** The stored time of the last chunk reload, or null when there is none or it is not a number. */
export function parseReloadTime(stored: string | null): number | null {
  if (stored === null) return null;
  const at = Number(stored);
  return Number.isFinite(at) ? at : null;
}
