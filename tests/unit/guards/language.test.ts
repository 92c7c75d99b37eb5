import { describe, expect, it } from 'vitest';
import { decideLanguage, languageFromAcceptLanguage, preferredLanguage } from '@/lib/guards/language';
import type { RequestFacts } from '@/lib/guards/facts';

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  pathname: '/',
  search: '',
  cookies: {},
  acceptLanguage: null,
  ...over,
});

describe('language prefix present', () => {
  it('passes a supported prefix through with that language', () => {
    expect(decideLanguage(facts({ pathname: '/en/slots' }))).toEqual({ kind: 'next', language: 'en' });
  });

  it('passes the bare language root', () => {
    expect(decideLanguage(facts({ pathname: '/kk' }))).toEqual({ kind: 'next', language: 'kk' });
  });

  it('answers 404 for a well-formed but unknown language, in the visitor language', () => {
    expect(decideLanguage(facts({ pathname: '/xx/slots', cookies: { lng: 'en' } }))).toEqual({
      kind: 'not-found',
      language: 'en',
    });
  });
});

describe('language prefix missing', () => {
  it('redirects the root to the default language', () => {
    expect(decideLanguage(facts())).toEqual({ kind: 'redirect', location: '/ru' });
  });

  it('keeps the rest of the path and the query', () => {
    expect(decideLanguage(facts({ pathname: '/slots', search: '?category=new&x=1' }))).toEqual({
      kind: 'redirect',
      location: '/ru/slots?category=new&x=1',
    });
  });

  it('treats an upper-case prefix as no prefix', () => {
    expect(decideLanguage(facts({ pathname: '/EN/slots' }))).toEqual({ kind: 'redirect', location: '/ru/EN/slots' });
  });

  it('treats a longer first segment as no prefix', () => {
    expect(decideLanguage(facts({ pathname: '/rus' }))).toEqual({ kind: 'redirect', location: '/ru/rus' });
  });
});

describe('current language', () => {
  it('prefers the lng cookie over Accept-Language', () => {
    expect(preferredLanguage(facts({ cookies: { lng: 'tr' }, acceptLanguage: 'en' }))).toBe('tr');
  });

  it('ignores a cookie naming no supported language', () => {
    expect(preferredLanguage(facts({ cookies: { lng: 'xx' }, acceptLanguage: 'en-US,en;q=0.9' }))).toBe('en');
  });

  it('falls back to ru with neither', () => {
    expect(preferredLanguage(facts())).toBe('ru');
  });
});

describe('Accept-Language', () => {
  it('picks the best supported language by quality', () => {
    expect(languageFromAcceptLanguage('de;q=1, en;q=0.5, uk;q=0.8')).toBe('uk');
  });

  it('reads the primary subtag only', () => {
    expect(languageFromAcceptLanguage('en-GB')).toBe('en');
  });

  it('keeps header order among equal qualities', () => {
    expect(languageFromAcceptLanguage('tr, en')).toBe('tr');
  });

  it('skips languages refused with q=0', () => {
    expect(languageFromAcceptLanguage('en;q=0, az;q=0.1')).toBe('az');
  });

  it('gives null when nothing is supported or the header is garbage', () => {
    expect(languageFromAcceptLanguage('de, fr;q=0.8')).toBeNull();
    expect(languageFromAcceptLanguage(';;;q=abc,,')).toBeNull();
  });
});
