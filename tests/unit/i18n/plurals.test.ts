import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

// Counts are ICU plurals: "3 игр" was what a player read in the casino lobby.
const tRu = createTranslator({ locale: 'ru', messages: ru });
const tEn = createTranslator({ locale: 'en', messages: en });

describe('counts read as the language says them', () => {
  it.each([
    [1, '1 игра'],
    [3, '3 игры'],
    [5, '5 игр'],
    [21, '21 игра'],
    [112, '112 игр'],
  ])('ru: %i provider games → %s', (count, text) => {
    expect(tRu('casino.providerGames', { count })).toBe(text);
  });

  it('ru: more outcomes of an event', () => {
    expect(tRu('line.marketsLabel', { count: 1 })).toBe('Ещё 1 исход');
    expect(tRu('line.marketsLabel', { count: 2 })).toBe('Ещё 2 исхода');
    expect(tRu('line.marketsLabel', { count: 117 })).toBe('Ещё 117 исходов');
  });

  it('ru: the age asked for', () => {
    expect(tRu('age.text', { age: 18 })).toContain('исполнилось 18 лет.');
    expect(tRu('age.text', { age: 21 })).toContain('исполнилось 21 год.');
    expect(tRu('age.refused', { age: 21 })).toBe('Сайт доступен только лицам старше 21 года.');
  });

  it('en: one and other', () => {
    expect(tEn('casino.providerGames', { count: 1 })).toBe('1 game');
    expect(tEn('casino.providerGames', { count: 3 })).toBe('3 games');
    expect(tEn('line.marketsLabel', { count: 1 })).toBe('1 more outcome');
    expect(tEn('line.marketsLabel', { count: 117 })).toBe('117 more outcomes');
  });
});

describe('a sport line heading', () => {
  it('is the sport alone on the line, with "live" on the live section', () => {
    expect(tEn('line.sportTitle', { sport: 'Football', section: 'line' })).toBe('Football');
    expect(tEn('line.sportTitle', { sport: 'Football', section: 'live' })).toBe('Football: live');
    expect(tRu('line.sportTitle', { sport: 'Футбол', section: 'line' })).toBe('Футбол');
  });
});

describe('every message compiles as the build compiles it', () => {
  // The build precompiles the catalogues (next.config.ts): a message its ICU parser refuses (a
  // select key with a hyphen) fails `next build`, so it fails here first, with its key.
  it.each([['ru', ru], ['en', en]] as const)('%s', async (_lng, messages) => {
    const { default: compile } = await import('icu-minify/compile');
    const refused: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        try {
          compile(node);
        } catch {
          refused.push(path);
        }
      } else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    };
    walk(messages, '');
    expect(refused).toEqual([]);
  });
});
