// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRegistrationAvailable, registrationDisplay as display, type RegistrationDisplayFacts } from '@/lib/auth/registrationDisplay';
import { registrationTypeOf } from '@/lib/auth/registrationType';
import { authPagePaths } from '@/lib/auth/authPages';

/** The decision as the header makes it: the auth pages' paths in the language of the path. */
const registrationDisplay = (facts: Omit<RegistrationDisplayFacts, 'authPages'>) =>
  display({ ...facts, authPages: authPagePaths(facts.pathname.slice(1, 3)) });

describe('registration display (shell-and-routing.md §4)', () => {
  it.each(['/ru', '/en/slots', '/ru/line/football', '/ru/office/account', '/en/promotions'])('is a modal over %s', (pathname) => {
    expect(registrationDisplay({ pathname })).toBe('modal');
  });

  it.each(['/ru/registration', '/en/registration/full', '/ru/registration/socialregistration', '/en/user/login', '/ru/login'])(
    'is the page when opened from the registration or login page %s',
    (pathname) => {
      expect(registrationDisplay({ pathname })).toBe('page');
    },
  );

  it('is a modal on a page whose path only begins like an auth page', () => {
    expect(registrationDisplay({ pathname: '/ru/registration-bonus' })).toBe('modal');
    expect(registrationDisplay({ pathname: '/en/user/login-help' })).toBe('modal');
  });

  it('is the page when a redirect is asked for', () => {
    expect(registrationDisplay({ pathname: '/ru/slots', redirect: true })).toBe('page');
  });
});

describe('registration availability (shell-and-routing.md §5, §6)', () => {
  it('is open to a visitor while the config enables it', () => {
    expect(isRegistrationAvailable({ registrationEnabled: true }, false)).toBe(true);
  });

  it('is closed when the config disables it', () => {
    expect(isRegistrationAvailable({ registrationEnabled: false }, false)).toBe(false);
  });

  it('is never offered to a signed-in player', () => {
    expect(isRegistrationAvailable({ registrationEnabled: true }, true)).toBe(false);
    expect(isRegistrationAvailable(null, true)).toBe(false);
  });

  it('is offered while the config is not known yet: the page and the backend check again', () => {
    expect(isRegistrationAvailable(null, false)).toBe(true);
  });
});

describe('registration type of a URL segment', () => {
  it.each([
    ['one_click', 'one_click'],
    ['phone', 'phone'],
    ['full', 'full'],
    ['social', 'social'],
    ['pay-and-play', 'pay-and-play'],
    ['socialregistration', 'social'],
    [undefined, 'one_click'],
    ['bogus', 'one_click'],
    [7, 'one_click'],
  ])('%s → %s', (segment, type) => {
    expect(registrationTypeOf(segment)).toBe(type);
  });
});
