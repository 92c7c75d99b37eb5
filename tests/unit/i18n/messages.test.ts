import { describe, expect, it } from 'vitest';
import { loadMessages, mergeMessages } from '@/lib/i18n/messages';
import { LANGUAGES } from '@/lib/config/languages';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('message files', () => {
  it('en has exactly the keys of ru', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort());
  });

  it.each(LANGUAGES)('%s has no key that ru lacks and no empty text', async (language) => {
    const own = (await import(`@/messages/${language}.json`)).default as Tree;
    const known = new Set(keys(ru));
    expect(keys(own).filter((key) => !known.has(key))).toEqual([]);
    expect(values(own).filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe('fallback', () => {
  it('fills every key of a partial language', async () => {
    for (const language of LANGUAGES) {
      expect(keys((await loadMessages(language)) as Tree).sort()).toEqual(keys(ru).sort());
    }
  });

  it('falls back to ru for uk', async () => {
    const uk = await loadMessages('uk');
    expect(uk.header.login).toBe('Вхід');
    expect(uk.meta.homeTitle).toBe(ru.meta.homeTitle);
  });

  it('falls back to en for tr', async () => {
    const tr = await loadMessages('tr');
    expect(tr.header.login).toBe('Giriş');
    expect(tr.meta.homeTitle).toBe(en.meta.homeTitle);
  });

  it('merges nested keys one by one', () => {
    expect(mergeMessages({ a: { b: '1', c: '2' } }, { a: { c: '3' } })).toEqual({ a: { b: '1', c: '3' } });
  });

  it('takes a message compiled at build time whole: its own language wins, not item by item', () => {
    // The build compiles '{n, plural, …}' into an array (next.config.ts, precompile).
    const fallback = { a: { count: ['Ещё ', ['n', 2, { one: ['# исход'], other: ['# исходов'] }]] } };
    const own = { a: { count: [['n', 2, { other: ['# more'] }]] } };
    expect(mergeMessages(fallback as never, own as never)).toEqual(own);
  });
});
