// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOneTapEligible, sameOriginTarget } from '@/lib/auth/oneTap';

describe('Google One Tap eligibility (shell spec §7)', () => {
  it('needs the feature on and an anonymous visitor', () => {
    expect(isOneTapEligible(true, false)).toBe(true);
    expect(isOneTapEligible(false, false)).toBe(false);
    expect(isOneTapEligible(true, true)).toBe(false);
    expect(isOneTapEligible(false, true)).toBe(false);
  });
});

describe('the page a sign-in answer names', () => {
  const origin = 'https://betsite.example';
  it.each([
    ['/ru', '/ru'],
    ['/en/slots?x=1', '/en/slots?x=1'],
    ['https://betsite.example/en/office', '/en/office'],
  ])('follows %s', (raw, target) => {
    expect(sameOriginTarget(raw, origin, '/ru')).toBe(target);
  });

  it.each(['https://evil.example/ru', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (raw) => {
      expect(sameOriginTarget(raw, origin, '/ru')).toBe('/ru');
    },
  );
});
