// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchText, prepareEntries, rankSearch, type SearchEntry } from '../../../backend/src/casino/searchRank';
import { fold, foldWords } from '../../../backend/src/casino/translit';

describe('transliteration: both alphabets fold to one Latin skeleton', () => {
  it('"aurora" and «Аврора» fold alike, in either case', () => {
    expect(fold('aurora')).toBe('avrora');
    expect(fold('Аврора')).toBe('avrora');
    expect(fold('АВРОРА')).toBe(fold('Aurora'));
  });

  it('ё is е and й is и; case does not count', () => {
    expect(fold('Матрёшка')).toBe(fold('матрешка'));
    expect(fold('Ёлки-палки')).toBe(fold('елки палки'));
    expect(fold('Йога')).toBe(fold('иога'));
  });

  it('letters of several Latin ones (ж, х, ц, ч, ш, щ, ю, я) read as their usual spelling', () => {
    expect(fold('Жар-птица')).toBe(fold('zhar-ptitsa'));
    expect(fold('Хохлома')).toBe(fold('Khokhloma'));
    expect(fold('Хохлома')).toBe(fold('hohloma'));
    expect(fold('Щука')).toBe(fold('shchuka'));
    expect(fold('Лукоморье')).toBe(fold('Lukomorye'));
    expect(fold('Богатыри')).toBe(fold('Bogatyri'));
  });

  it('Latin spellings that sound alike meet their Cyrillic form: c/k, x/кс, j/дж, doubled letters', () => {
    expect(fold('Classic')).toBe(fold('Классик'));
    expect(fold('Express')).toBe(fold('Экспресс'));
    expect(fold('Joker')).toBe(fold('Джокер'));
    expect(fold('Cherry')).toBe(fold('Черри'));
  });

  it('punctuation separates words, an apostrophe joins them', () => {
    expect(foldWords("Casino Hold'em Live")).toEqual(['kasino', 'holdem', 'live']);
    expect(foldWords('Lucky 5 of 36!')).toEqual(['luki', '5', 'of', '36']);
    expect(foldWords('  —  ')).toEqual([]);
  });
});

const entry = (id: number, names: string[], studio: string[], popularity = 0): SearchEntry => ({ id, names, studio, popularity });

describe('ranking: a word prefix before a substring, the name before the studio, popularity breaks ties', () => {
  const q = (text: string) => {
    const words = foldWords(text);
    return { words, joined: words.join(' ') };
  };

  it('tiers of one text: starts with 0, word prefix 1, inside 2, else null', () => {
    expect(matchText(q('Aurora Riches'), q('auro'))).toBe(0);
    expect(matchText(q('Aurora Riches'), q('rich'))).toBe(1);
    expect(matchText(q('Aurora Riches'), q('riches aur'))).toBe(1);
    expect(matchText(q('Aurora Riches'), q('ches'))).toBe(2);
    expect(matchText(q('Aurora Riches'), q('gold'))).toBeNull();
    expect(matchText(q('Aurora Riches'), q(''))).toBeNull();
  });

  it('orders name prefix, name word prefix, name substring, studio word prefix, studio substring', () => {
    const entries = prepareEntries([
      entry(1, ['Golden Sun'], ['Sun Studio'], 1),
      entry(2, ['Old Sunset'], ['Nowhere'], 5),
      entry(3, ['Resun Peak'], ['Nowhere'], 9),
      entry(4, ['Moon'], ['Sunrise Games'], 99),
      entry(5, ['Star'], ['Midsun Play'], 100),
      entry(6, ['Sunny Days'], ['Nowhere'], 0),
      entry(7, ['Nothing'], ['Nobody'], 1000),
    ]);
    const ranked = rankSearch(entries, 'sun', 10);
    expect(ranked.map((r) => r.id)).toEqual([6, 2, 1, 3, 4, 5]);
    expect(ranked.map((r) => r.tier)).toEqual([0, 1, 1, 2, 3, 4]);
    expect(ranked.map((r) => r.matched)).toEqual(['name', 'name', 'name', 'name', 'studio', 'studio']);
  });

  it('breaks a tie by popularity, then by the lower id, and keeps at most the limit', () => {
    const entries = prepareEntries([entry(10, ['Gem A'], [], 5), entry(11, ['Gem B'], [], 50), entry(9, ['Gem C'], [], 5)]);
    expect(rankSearch(entries, 'gem', 10).map((r) => r.id)).toEqual([11, 9, 10]);
    expect(rankSearch(entries, 'gem', 2).map((r) => r.id)).toEqual([11, 9]);
  });

  it('a Latin query finds a Cyrillic name and a Cyrillic query a Latin name', () => {
    const entries = prepareEntries([entry(1, ['Аврора', 'Avrora'], ['Самовар Геймс', 'Samovar Games']), entry(2, ['Aurora Riches'], ['Northern Lights Gaming'])]);
    expect(rankSearch(entries, 'aurora', 10).map((r) => r.id).sort()).toEqual([1, 2]);
    expect(rankSearch(entries, 'аврора', 10).map((r) => r.id).sort()).toEqual([1, 2]);
    expect(rankSearch(entries, 'самовар', 10).map((r) => [r.id, r.matched])).toEqual([[1, 'studio']]);
    expect(rankSearch(entries, 'нортерн', 10).map((r) => r.id)).toEqual([2]);
  });

  it('a query of punctuation only finds nothing', () => {
    expect(rankSearch(prepareEntries([entry(1, ['Anything'], [])]), '!!', 10)).toEqual([]);
  });
});
