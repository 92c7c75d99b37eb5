// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterSignIn } from '@/lib/auth/afterSignIn';
import { returnUrlFrom, safeReturnUrl } from '@/lib/auth/returnUrl';
import { GOOD_RETURN_URLS, HOSTILE_RETURN_URLS } from '@/tests/support/hostileReturnUrls';

const FALLBACK = '/ru';

describe('safeReturnUrl refuses the hostile corpus (open redirects)', () => {
  it('holds at least 60 forms of every kind of open redirect', () => {
    expect(HOSTILE_RETURN_URLS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(HOSTILE_RETURN_URLS.map((entry) => entry.kind)).size).toBe(8);
  });

  it.each(HOSTILE_RETURN_URLS.map((entry) => [entry.kind, entry.value]))('%s: %j', (_, value) => {
    expect(safeReturnUrl(value, FALLBACK)).toBe(FALLBACK);
  });

  it('returns the fallback it was given', () => {
    expect(safeReturnUrl('/.//evil.com/x', '/en/office')).toBe('/en/office');
  });
});

describe('after a sign-in through the forms, the corpus is never followed', () => {
  it.each(HOSTILE_RETURN_URLS.map((entry) => [entry.kind, entry.value]))('%s: %j', (_, value) => {
    const search = `?${new URLSearchParams({ returnUrl: value }).toString()}`;
    expect(afterSignIn({ pathname: '/ru/user/login', search, language: 'ru' })).toEqual({ kind: 'navigate', url: '/ru' });
    expect(afterSignIn({ pathname: '/ru/registration', search, language: 'ru' })).toEqual({ kind: 'navigate', url: '/ru' });
    expect(afterSignIn({ pathname: '/ru/slots', search: '', language: 'ru', returnUrl: value })).toEqual({ kind: 'stay' });
  });
});

describe('safeReturnUrl answers with the resolved path, never the raw string', () => {
  it.each(GOOD_RETURN_URLS.map((entry) => [entry.value, entry.resolved]))('%j → %j', (value, resolved) => {
    expect(safeReturnUrl(value, FALLBACK)).toBe(resolved);
  });

  it('keeps /ru/office/account?x=1 unchanged', () => {
    expect(safeReturnUrl('/ru/office/account?x=1', FALLBACK)).toBe('/ru/office/account?x=1');
  });

  it.each([
    ['a query with an encoded slash', '/ru/a?b=1&c=%2F'],
    ['a fragment', '/ru#x'],
    ['an encoded slash later in the path', '/ru/a%2F%2Fb'],
    ['every language of the site', '/uk/live'],
    ['a path of exactly 2048 characters', `/ru/${'a'.repeat(2044)}`],
  ])('%s', (_, value) => {
    expect(safeReturnUrl(value, FALLBACK)).toBe(value);
  });

  it('resolves dot segments that stay under the language', () => {
    expect(safeReturnUrl('/ru/a/./b/../c?x=1#h', FALLBACK)).toBe('/ru/a/c?x=1#h');
    expect(safeReturnUrl('/en/%2e%2e/ru/live', FALLBACK)).toBe('/ru/live');
  });
});

describe('safeReturnUrl rejects control characters, raw or encoded', () => {
  it.each([
    ['an encoded tab', '/ru%09/x'],
    ['an encoded CR/LF', '/ru/%0d%0aSet-Cookie:x'],
    ['an encoded NUL', '/ru%00'],
    ['an encoded DEL', '/ru%7F'],
    ['a raw tab', '/ru\t/x'],
    ['a raw newline', '/ru\n'],
  ])('%s', (_, value) => {
    expect(safeReturnUrl(value, FALLBACK)).toBe(FALLBACK);
  });
});

describe('safeReturnUrl rejects what is not a page path', () => {
  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['no leading slash', 'ru/office'],
    ['a backslash later in the path', '/ru\\evil'],
    ['2049 characters', `/ru/${'a'.repeat(2045)}`],
    ['a lone percent', '/ru/100%'],
  ])('%s', (_, value) => {
    expect(safeReturnUrl(value, FALLBACK)).toBe(FALLBACK);
  });
});

describe('returnUrlFrom', () => {
  it('keeps the path and the query', () => {
    expect(returnUrlFrom('/ru/office', '?tab=history')).toBe('/ru/office?tab=history');
  });

  it('keeps the path alone when there is no query', () => {
    expect(returnUrlFrom('/ru/office', '')).toBe('/ru/office');
  });

  it('gives a URL safeReturnUrl accepts', () => {
    const url = returnUrlFrom('/ru/office/history', '?from=2024-01-01&page=2');
    expect(safeReturnUrl(url, FALLBACK)).toBe(url);
  });
});
