// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prefetchAllowed, prefetchTarget, shouldPrefetch } from '@/lib/navigation/prefetch';

const here = { pathname: '/ru', search: '' };
const origin = 'https://betsite.example';

describe('link prefetch rules (shell spec §9)', () => {
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

  it('prefetches the page of a link: path and query, no anchor', () => {
    expect(prefetchTarget('/ru/line?sport=1#top', here, origin)).toBe('/ru/line?sport=1');
    expect(prefetchTarget('https://betsite.example/ru/live', here, origin)).toBe('/ru/live');
  });

  it('prefetches nothing for another site, another scheme or the page itself', () => {
    expect(prefetchTarget('https://elsewhere.example/ru/live', here, origin)).toBeNull();
    expect(prefetchTarget('mailto:help@betsite.example', here, origin)).toBeNull();
    expect(prefetchTarget('/ru#promotions', here, origin)).toBeNull();
  });

  it('prefetches each page once', () => {
    const done = new Set(['/ru/line']);
    expect(shouldPrefetch('/ru/line', done, undefined)).toBe(false);
    expect(shouldPrefetch('/ru/live', done, undefined)).toBe(true);
    expect(shouldPrefetch(null, done, undefined)).toBe(false);
    expect(shouldPrefetch('/ru/live', done, { saveData: true })).toBe(false);
  });
});
