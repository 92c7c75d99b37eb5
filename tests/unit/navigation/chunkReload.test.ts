// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/config/navigation';
import { chunkReloadDue, isChunkLoadError, parseReloadTime } from '@/lib/navigation/chunkReload';

afterEach(() => {
  vi.useRealTimers();
});

describe('failed chunk load (shell-and-routing.md §8)', () => {
  it('knows the chunk failures of webpack, Turbopack and the browsers', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.\n(error: https://site/_next/static/chunks/42.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js from module 7'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://site/x.js'))).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 7 failed')).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'gone' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('chunk reload guard: at most once per 60 000 ms (shell-and-routing.md §9)', () => {
  it('reloads the first time', () => {
    expect(chunkReloadDue(null, Date.now())).toBe(true);
  });

  it('waits out 60 000 ms after a reload, to the millisecond', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const reloadedAt = Date.now();
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    expect(chunkReloadDue(reloadedAt, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(chunkReloadDue(reloadedAt, Date.now())).toBe(true);
  });

  it('does not let a time from the future block reloads', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(chunkReloadDue(now + 3600000, now)).toBe(true);
  });

  it('reads the stored time, and nothing from a value that is no number', () => {
    expect(parseReloadTime('1777629600000')).toBe(1777629600000);
    expect(parseReloadTime(null)).toBeNull();
    expect(parseReloadTime('yesterday')).toBeNull();
  });
});
