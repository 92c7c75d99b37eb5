// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNewVersion } from '@/lib/appVersion/update';

describe('app update (limits-coupon-auth.md §4)', () => {
  it('is an update when the deployed build differs from the running one', () => {
    expect(isNewVersion('build-a', 'build-b')).toBe(true);
  });

  it('is none for the same build', () => {
    expect(isNewVersion('build-a', 'build-a')).toBe(false);
  });

  it('is none when either build is unknown', () => {
    expect(isNewVersion(null, 'build-b')).toBe(false);
    expect(isNewVersion('build-a', null)).toBe(false);
    expect(isNewVersion('', 'build-b')).toBe(false);
  });
});
