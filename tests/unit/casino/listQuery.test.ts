import { describe, expect, it } from 'vitest';
import { listQueryOf } from '@/lib/casino/listQuery';
import { categoryHref, categoryKey } from '@/lib/casino/categoryPages';
import { CASINO_CATEGORIES } from '@/lib/config/casino';

// Every casino-layout list page asks the backend for its own games.
describe('listQueryOf', () => {
  it('narrows slots by a subcategory or a tag, and shows every slot for the old vulkan', () => {
    expect(listQueryOf({ kind: 'casino', category: 'slots' }, {})).toEqual({ category: 'slots' });
    expect(listQueryOf({ kind: 'casino', category: 'slots' }, { subcategory: 'multiways' })).toEqual({ category: 'slots', subcategory: 'multiways' });
    expect(listQueryOf({ kind: 'casino', category: 'slots' }, { subcategory: 'new' })).toEqual({ category: 'slots', tag: 'new' });
    expect(listQueryOf({ kind: 'casino', category: 'slots' }, { subcategory: 'vulkan' })).toEqual({ category: 'slots' });
  });

  it('narrows live casino by its subcategory only', () => {
    expect(listQueryOf({ kind: 'casino', category: 'live' }, { subcategory: 'roulette' })).toEqual({ category: 'live', subcategory: 'roulette' });
    expect(listQueryOf({ kind: 'casino', category: 'live' }, { subcategory: 'multiways' })).toEqual({ category: 'live' });
  });

  it('keeps a tag page and a plain category as the manifest gives them', () => {
    expect(listQueryOf({ kind: 'casino', tag: 'popular' }, { gameRoute: 'x' })).toEqual({ tag: 'popular' });
    expect(listQueryOf({ kind: 'casino', category: 'crash-games' }, {})).toEqual({ category: 'crash-games' });
  });
});

describe('categoryHref', () => {
  it('gives every category a page of the casino layout', () => {
    for (const category of CASINO_CATEGORIES) expect(categoryHref('ru', category), category).toMatch(/^\/ru\/[a-z-/]+$/);
    expect(categoryHref('en', 'live')).toBe('/en/casino');
    expect(categoryHref('en', 'brand')).toBe('/en/casino/brand');
    expect(categoryHref('en', 'crash-games')).toBe('/en/crash-games');
  });

  it('gives the subcategories of slots and live casino theirs, and nothing for an unknown id', () => {
    expect(categoryHref('ru', 'slots/multiways')).toBe('/ru/slots/multiways');
    expect(categoryHref('ru', 'live/roulette')).toBe('/ru/casino/roulette');
    expect(categoryHref('ru', 'keno/x')).toBeNull();
    expect(categoryHref('ru', 'unknown')).toBeNull();
  });

  it('names the messages key of a hyphenated category in camel case', () => {
    expect(categoryKey('crash-games')).toBe('crashGames');
    expect(categoryKey('slots')).toBe('slots');
  });
});
