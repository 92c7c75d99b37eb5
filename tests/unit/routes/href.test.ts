import { describe, expect, it } from 'vitest';
import { href, isAllowedParam } from '@/lib/routes/href';
import { pathInLanguage } from '@/components/shell/LanguageSwitcher';

describe('href', () => {
  it('builds the home of a language', () => {
    expect(href('en', 'home')).toBe('/en');
  });

  it('drops optional parameters left out', () => {
    expect(href('ru', 'line')).toBe('/ru/line');
    expect(href('ru', 'line', { sport: 'football' })).toBe('/ru/line/football');
  });

  it('encodes parameter values', () => {
    expect(href('ru', 'landingPage', { landingId: 'a/b?c' })).toBe('/ru/landing-page/a%2Fb%3Fc');
  });

  it('refuses to build a route without a required parameter', () => {
    expect(() => href('ru', 'onpay')).toThrow(/needs status/);
  });

  it('takes only manifest names: another fails the type check (and throws if forced through)', () => {
    // @ts-expect-error 'nowhere' is not a route of the manifest
    expect(() => href('ru', 'nowhere')).toThrow(/Unknown route nowhere/);
  });

  it('checks constrained parameters against the manifest', () => {
    expect(isAllowedParam('onpay', 'status', 'success')).toBe(true);
    expect(isAllowedParam('onpay', 'status', 'refund')).toBe(false);
    expect(isAllowedParam('info', 'page', 'about')).toBe(true);
  });
});

describe('the same page in another language', () => {
  it('swaps only the prefix and keeps the query', () => {
    expect(pathInLanguage('/ru/slots', 'category=new', 'en')).toBe('/en/slots?category=new');
  });

  it('works on the language root', () => {
    expect(pathInLanguage('/ru', '', 'tr')).toBe('/tr');
  });
});
