// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from '@/lib/routes/scroll';

describe('scroll to top on navigation', () => {
  it('scrolls for an ordinary page', () => {
    expect(shouldScrollToTop('/ru/about', '')).toBe(true);
  });

  it('keeps the place on a route that opts out', () => {
    expect(shouldScrollToTop('/ru/results/live', '')).toBe(false);
    expect(shouldScrollToTop('/en/bonus/5/rules', '')).toBe(false);
  });

  it('keeps the place when the query flag is present', () => {
    expect(shouldScrollToTop('/ru/about', 'keepScroll=1')).toBe(false);
  });

  it('scrolls for a path no route matches (the 404 page)', () => {
    expect(shouldScrollToTop('/ru/nope', '')).toBe(true);
  });
});
