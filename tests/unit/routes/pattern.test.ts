// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPath, matchParts, parsePattern, pathSegments } from '@/lib/routes/pattern';
import { pathFromFolder } from '@/lib/routes/folder';

const match = (pattern: string, path: string, rules = {}) => matchParts(parsePattern(pattern), pathSegments(path) ?? [], rules);

describe('matchParts', () => {
  it('skips an optional parameter whose value breaks its rule', () => {
    expect(match('/line/:menu?/:sport?', '/line/football', { menu: ['today'] })).toEqual({ sport: 'football' });
  });

  it('takes an optional parameter when the value fits', () => {
    expect(match('/line/:menu?/:sport?', '/line/today/football', { menu: ['today'] })).toEqual({ menu: 'today', sport: 'football' });
  });

  it('collects the rest of the path, including nothing', () => {
    expect(match('/blog/*rest', '/blog/a/b')).toEqual({ rest: 'a/b' });
    expect(match('/blog/*rest', '/blog')).toEqual({ rest: '' });
  });

  it('reads a parameter after a literal prefix in one segment', () => {
    expect(match('/landing-:id', '/landing-spring')).toEqual({ id: 'spring' });
    expect(match('/landing-:id', '/landing-')).toBeNull();
  });

  it('refuses extra segments', () => {
    expect(match('/news/:slug?', '/news/a/b')).toBeNull();
  });
});

describe('pathSegments', () => {
  it('decodes each segment once', () => {
    expect(pathSegments('/a%20b/c')).toEqual(['a b', 'c']);
  });

  it('refuses an encoded slash, backslash or control character', () => {
    expect(pathSegments('/office%2Faccount')).toBeNull();
    expect(pathSegments('/a%5Cb')).toBeNull();
    expect(pathSegments('/a%0Ab')).toBeNull();
  });

  it('refuses a malformed escape', () => {
    expect(pathSegments('/%E0%A4%A')).toBeNull();
  });
});

describe('buildPath', () => {
  it('drops optional parameters and encodes values', () => {
    expect(buildPath('/news/:slug?', {})).toBe('/news');
    expect(buildPath('/news/:slug?', { slug: 'a b' })).toBe('/news/a%20b');
  });
});

describe('pathFromFolder', () => {
  it('drops route groups and fills the dynamic segments', () => {
    expect(pathFromFolder('(main)/toto/[[...path]]', { lng: 'ru', path: ['x', 'draw'] })).toBe('/toto/x/draw');
    expect(pathFromFolder('(main)/toto/[[...path]]', { lng: 'ru' })).toBe('/toto');
    expect(pathFromFolder('(main)/bonus/[bonusId]/[[...tab]]', { bonusId: '5', tab: ['rules'] })).toBe('/bonus/5/rules');
    expect(pathFromFolder('(main)', {})).toBe('');
  });

  it('re-encodes what Next decoded', () => {
    expect(pathFromFolder('(main)/news/[[...path]]', { path: ['a/b'] })).toBe('/news/a%2Fb');
  });
});
