// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { protectionLevelStatus } from '@/lib/user/protection';

describe('protection level status within the spec ranges', () => {
  it.each([
    [0, 'bad'],
    [29, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ])('shows %s as %s', (level, status) => {
    expect(protectionLevelStatus(level)).toBe(status);
  });

  it('shows nothing for exactly 30', () => {
    expect(protectionLevelStatus(30)).toBeNull();
  });
});

describe('protection level status for non-integers', () => {
  it.each([
    [29.5, 'bad'],
    [30.5, 'normal'],
    [69.5, 'normal'],
    [99.5, 'good'],
  ])('uses the same boundaries for %s (%s)', (level, status) => {
    expect(protectionLevelStatus(level)).toBe(status);
  });
});

describe('protection level status out of range', () => {
  it.each([[101], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    'shows nothing for %s',
    (level) => {
      expect(protectionLevelStatus(level)).toBeNull();
    },
  );
});
