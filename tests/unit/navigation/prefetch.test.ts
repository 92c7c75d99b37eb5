// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkPrefetch, prefetchAllowed } from '@/lib/navigation/prefetch';

describe('link prefetch rules (shell-and-routing.md §9)', () => {
  it('is allowed on a fast connection or when the browser does not tell', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('is skipped on 2g and slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('is skipped with save-data whatever the connection', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('prefetches a link by its kind: navigation when visible, rows, footer and office links on intent, actions never', () => {
    expect(linkPrefetch('navigation', true, false)).toBe('auto');
    for (const kind of ['list', 'footer', 'office'] as const) {
      expect(linkPrefetch(kind, true, false)).toBe(false);
      expect(linkPrefetch(kind, true, true)).toBe('auto');
    }
    expect(linkPrefetch('action', true, true)).toBe(false);
  });

  it('prefetches no link of any kind where prefetching is not allowed', () => {
    for (const kind of ['navigation', 'list', 'footer', 'office', 'action'] as const) expect(linkPrefetch(kind, false, true)).toBe(false);
  });
});
