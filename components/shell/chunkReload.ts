import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/config/navigation';
import { chunkReloadDue, isChunkLoadError, parseReloadTime } from '@/lib/navigation/chunkReload';
import { browserEffects, type ShellEffects } from '@/store/effects';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface ChunkReloadEffects {
  reload: ShellEffects['reload'];
  /** Per-tab storage that survives the reload (sessionStorage); null when the browser refuses it. */
  storage: SessionStore | null;
}

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const browserChunkReloadEffects = (): ChunkReloadEffects => ({ reload: browserEffects.reload, storage: sessionStore() });

/**
 * A failed chunk load (shell-and-routing.md §8) reloads the page, at most once per 60 000 ms per tab: the
 * time of the reload is kept in sessionStorage, which the reload keeps. Without storage there is
 * no reload: with no memory of the last one, a chunk that stays missing would reload forever.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkFailure(reason: unknown, effects: ChunkReloadEffects = browserChunkReloadEffects()): boolean {
  if (!isChunkLoadError(reason) || !effects.storage) return false;
  const now = Date.now();
  let last: number | null;
  try {
    last = parseReloadTime(effects.storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (!chunkReloadDue(last, now)) return false;
    effects.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  effects.reload();
  return true;
}
