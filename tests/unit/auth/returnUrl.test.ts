// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnUrlFrom, safeReturnUrl } from '@/lib/auth/returnUrl';

const FALLBACK = '/ru';

describe('safeReturnUrl accepts a same-origin path', () => {
  it.each([
    ['a plain path', '/ru/office'],
    ['a query with an encoded slash', '/ru/a?b=1&c=%2F'],
    ['a fragment', '/ru#x'],
    ['the root', '/'],
    ['a unicode path', '/ru/матч'],
    ['an encoded slash later in the path', '/ru/a%2F%2Fb'],
    ['a path of exactly 2048 characters', `/${'a'.repeat(2047)}`],
  ])('%s', (_, raw) => {
    expect(safeReturnUrl(raw, FALLBACK)).toBe(raw);
  });

  it('allows dot segments, which resolve inside the origin', () => {
    const raw = '/..%2f..';
    expect(new URL(raw, 'https://site.invalid').origin).toBe('https://site.invalid');
    expect(safeReturnUrl(raw, FALLBACK)).toBe(raw);
  });

  it('allows encoded dots too', () => {
    expect(safeReturnUrl('/%2e%2e/%2e%2e/ru', FALLBACK)).toBe('/%2e%2e/%2e%2e/ru');
  });
});

describe('safeReturnUrl rejects another origin', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['slash then backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a backslash later in the path', '/ru\\evil'],
    ['a scheme without slashes', 'https:evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded protocol-relative path', '/%2F%2Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['lower-case encoded slashes', '/%2f%2fevil.com'],
  ])('%s', (_, raw) => {
    expect(safeReturnUrl(raw, FALLBACK)).toBe(FALLBACK);
  });
});

describe('safeReturnUrl rejects control characters', () => {
  it.each([
    ['an encoded tab', '/ru%09/x'],
    ['an encoded CR/LF', '/%0d%0aSet-Cookie:x'],
    ['an encoded NUL', '/ru%00'],
    ['an encoded DEL', '/ru%7F'],
    ['a raw tab', '/ru\t/x'],
    ['a raw tab that would make a protocol-relative URL', '/\t/evil.com'],
    ['a raw newline', '/ru\n'],
  ])('%s', (_, raw) => {
    expect(safeReturnUrl(raw, FALLBACK)).toBe(FALLBACK);
  });
});

describe('safeReturnUrl rejects what is not a path', () => {
  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['no leading slash', 'ru/office'],
    ['3000 characters', `/${'a'.repeat(2999)}`],
    ['2049 characters', `/${'a'.repeat(2048)}`],
    ['a malformed escape', '/%E0%A4%A'],
    ['a lone percent', '/100%'],
  ])('%s', (_, raw) => {
    expect(safeReturnUrl(raw, FALLBACK)).toBe(FALLBACK);
  });

  it('returns the fallback it was given', () => {
    expect(safeReturnUrl('//evil.com', '/en/office')).toBe('/en/office');
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
