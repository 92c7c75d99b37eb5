// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/http';
import { createLastGood, isBackendFault } from '@/lib/api/lastGood';

const down = () => Promise.reject(new ApiError('Failed to fetch', 0));
const never = () => new Promise<string>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('last good copies of pages the same for every visitor', () => {
  it('serves the last good copy when the backend is down', async () => {
    const pages = createLastGood<string>();
    expect(await pages.read('ru/contacts', async () => 'Контакты v1')).toBe('Контакты v1');
    expect(await pages.read('ru/contacts', down)).toBe('Контакты v1');
  });

  it('throws the fault when there is no copy (the page shows its error block)', async () => {
    const pages = createLastGood<string>();
    await expect(pages.read('ru/contacts', down)).rejects.toMatchObject({ status: 0 });
  });

  it('keeps copies per key: another language has none of its own yet', async () => {
    const pages = createLastGood<string>();
    await pages.read('ru/contacts', async () => 'ru');
    await expect(pages.read('en/contacts', down)).rejects.toBeInstanceOf(ApiError);
  });

  it('waits waitMs for a late answer, then serves the copy; the late answer replaces it when it comes', async () => {
    const pages = createLastGood<string>({ waitMs: 800 });
    await pages.read('k', async () => 'v1');
    let answer: (value: string) => void = () => {};
    const late = new Promise<string>((resolve) => (answer = resolve));
    let served: string | undefined;
    void pages.read('k', () => late).then((value) => (served = value));
    await vi.advanceTimersByTimeAsync(799);
    expect(served).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(served).toBe('v1');
    answer('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(pages.peek('k')).toBe('v2');
  });

  it('shares one load per key while it is under way', async () => {
    const pages = createLastGood<string>();
    const load = vi.fn(never);
    void pages.read('k', load);
    void pages.read('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never hides a 4xx behind a copy: a page gone is gone', async () => {
    const pages = createLastGood<string>();
    await pages.read('k', async () => 'v1');
    await expect(pages.read('k', () => Promise.reject(new ApiError('gone', 404)))).rejects.toMatchObject({ status: 404 });
    expect(pages.peek('k')).toBeUndefined();
  });

  it('is bounded: the least recently stored copy goes first', async () => {
    const pages = createLastGood<string>({ maxEntries: 2 });
    await pages.read('a', async () => 'A');
    await pages.read('b', async () => 'B');
    await pages.read('a', async () => 'A2');
    await pages.read('c', async () => 'C');
    expect([pages.peek('a'), pages.peek('b'), pages.peek('c')]).toEqual(['A2', undefined, 'C']);
  });

  it('counts no answer, a late one, a 5xx and a bad payload as faults, a 4xx not', () => {
    expect([0, 502, 200].map((status) => isBackendFault(new ApiError('x', status)))).toEqual([true, true, true]);
    expect(isBackendFault(new ApiError('x', 404))).toBe(false);
  });
});
