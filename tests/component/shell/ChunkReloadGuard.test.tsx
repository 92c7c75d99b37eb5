import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/config/navigation';
import { ChunkReloadGuard } from '@/components/shell/ChunkReloadGuard';
import { reloadAfterChunkFailure } from '@/components/shell/chunkReload';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

function windowError(error: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }));
}

function rejection(reason: unknown) {
  // jsdom has no PromiseRejectionEvent: an event carrying `reason` is what the guard reads.
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

/** The guard with a reload that counts, and a session storage kept across "reloads". */
function guarded(storage = memoryStorage()) {
  const reload = vi.fn();
  const view = render(<ChunkReloadGuard effects={{ reload, storage }} />);
  return { reload, storage, view };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('failed chunk load (shell-and-routing.md §8, §9)', () => {
  it('reloads the page on a chunk that failed to load', () => {
    const { reload } = guarded();
    windowError(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on a rejected dynamic import too', () => {
    const { reload } = guarded();
    rejection(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once per 60 000 ms, counted across the reload', () => {
    const first = guarded();
    windowError(chunkError());
    expect(first.reload).toHaveBeenCalledTimes(1);
    first.view.unmount();

    // The reloaded page fails again at once: no second reload (no loop).
    const second = guarded(first.storage);
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    windowError(chunkError());
    expect(second.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    windowError(chunkError());
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone', () => {
    const { reload } = guarded();
    windowError(new TypeError('x is undefined'));
    rejection(new Error('Request cancelled'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload without storage: with no memory of the last reload it could loop', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(chunkError(), { reload, storage: null })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is what the error page uses for a chunk failure that reached it', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(chunkError(), { reload, storage: memoryStorage() })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
