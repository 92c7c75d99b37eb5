// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { agreeTypeFrom, consentAllows, mayWriteCookie } from '@/lib/consent/consent';

describe('agree type of a choice', () => {
  it('is ALL when everything is chosen', () => {
    expect(agreeTypeFrom({ functionality: true, marketing: true })).toBe('ALL');
  });

  it('is the single chosen kind', () => {
    expect(agreeTypeFrom({ functionality: true, marketing: false })).toBe('functionality');
    expect(agreeTypeFrom({ functionality: false, marketing: true })).toBe('marketing');
  });

  it('is disabled when nothing optional is chosen', () => {
    expect(agreeTypeFrom({ functionality: false, marketing: false })).toBe('disabled');
  });
});

describe('what consent allows', () => {
  it('always allows necessary cookies, even before a choice', () => {
    expect(consentAllows(null, 'necessary')).toBe(true);
    expect(mayWriteCookie('lng', 'disabled')).toBe(true);
  });

  it('allows functional cookies with ALL or functionality only', () => {
    expect(mayWriteCookie('hide_right', 'ALL')).toBe(true);
    expect(mayWriteCookie('hide_right', 'functionality')).toBe(true);
    expect(mayWriteCookie('hide_right', 'marketing')).toBe(false);
    expect(mayWriteCookie('hide_right', 'disabled')).toBe(false);
    expect(mayWriteCookie('hide_right', null)).toBe(false);
  });

  it('allows marketing with ALL or marketing only', () => {
    expect(consentAllows('marketing', 'marketing')).toBe(true);
    expect(consentAllows('functionality', 'marketing')).toBe(false);
  });

  it('treats a cookie it does not know as functional', () => {
    expect(mayWriteCookie('something_new', 'marketing')).toBe(false);
    expect(mayWriteCookie('something_new', 'functionality')).toBe(true);
  });
});
