// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEARCH_SUGGESTIONS } from '../../../backend/src/casino/search';
import { CASINO_GAMES } from '../../../backend/src/seed/casino';
import { makeBackend } from './helpers';

interface Found {
  id: number;
  name: string;
  route: string;
  providerName: string;
  matched: 'name' | 'studio';
}

const search = async (backend: ReturnType<typeof makeBackend>, q: string, extra = '') =>
  (await backend.call('GET', `/web-api/casino/search?q=${encodeURIComponent(q)}${extra}`)).json;

describe('GET /web-api/casino/search', () => {
  it('finds «Аврора» by "aurora" and "Aurora Riches" by «аврора»', async () => {
    const backend = makeBackend();
    const latin = await search(backend, 'aurora', '&lng=en');
    expect(latin.items.map((item: Found) => item.route)).toEqual(expect.arrayContaining(['avrora', 'aurora-riches']));
    const cyrillic = await search(backend, 'аврора');
    expect(cyrillic.items.map((item: Found) => item.route)).toEqual(expect.arrayContaining(['avrora', 'aurora-riches']));
    expect(cyrillic.items.find((item: Found) => item.route === 'avrora').name).toBe('Аврора');
    expect(cyrillic.suggestions).toEqual([]);
  });

  it('is case- and ё-insensitive and transliterates the other way too', async () => {
    const backend = makeBackend();
    for (const q of ['матрешка', 'МАТРЁШКА', 'matreshka', 'Matryoshka']) {
      expect((await search(backend, q)).items.map((item: Found) => item.route), q).toContain('matryoshka');
    }
    expect((await search(backend, 'elki')).items.map((item: Found) => item.route)).toContain('yolki-palki');
    expect((await search(backend, 'жар пт')).items.map((item: Found) => item.route)).toContain('firebird');
  });

  it('ranks a word prefix of the name first, then a substring, then the studio; popularity breaks ties', async () => {
    const backend = makeBackend();
    // "ice": Virtual Ice Hockey (a word starts with it), …Dice… (inside a word), then studios.
    const res = await search(backend, 'ice', '&limit=50&lng=en');
    const tiers = res.items.map((item: Found) => {
      if (item.matched === 'studio') return 3;
      return item.name.toLowerCase().split(/[^a-z]+/).some((word) => word.startsWith('ice')) ? 1 : 2;
    });
    expect(tiers).toEqual([...tiers].sort());
    expect(new Set(tiers)).toEqual(new Set([1, 2, 3]));
    expect(res.items[0].name).toBe('Virtual Ice Hockey');
    const studio = await search(backend, 'golden anchor', '&limit=50&lng=en');
    expect(studio.items.length).toBeGreaterThan(0);
    expect(studio.items.every((item: Found) => item.matched === 'studio' && item.providerName === 'Golden Anchor Games')).toBe(true);
    const popularity = studio.items.map((item: Found) => CASINO_GAMES.find((game) => game.id === item.id)!.popularity);
    expect(popularity).toEqual([...popularity].sort((a: number, b: number) => b - a));
  });

  it('finds games by their studio in either alphabet', async () => {
    const backend = makeBackend();
    const ru = await search(backend, 'самовар', '&limit=50');
    const en = await search(backend, 'samovar', '&limit=50');
    expect(ru.items).toHaveLength(30);
    expect(en.items.map((item: Found) => item.id)).toEqual(ru.items.map((item: Found) => item.id));
  });

  it('an empty result suggests the most popular games', async () => {
    const backend = makeBackend();
    const res = await search(backend, 'zzqx');
    expect(res.items).toEqual([]);
    expect(res.suggestions).toHaveLength(SEARCH_SUGGESTIONS);
    const top = [...CASINO_GAMES].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, SEARCH_SUGGESTIONS);
    expect(res.suggestions.map((item: Found) => item.id)).toEqual(top.map((game) => game.id));
  });

  it('needs 2 letters, and keeps to the limit', async () => {
    const backend = makeBackend();
    const short = await backend.call('GET', '/web-api/casino/search?q=a');
    expect(short.status).toBe(400);
    expect(short.json.errors[0].source).toEqual({ parameter: 'q' });
    expect((await backend.call('GET', '/web-api/casino/search?q=%20a%20')).status).toBe(400);
    expect((await search(backend, 'ca', '&limit=3')).items).toHaveLength(3);
    expect((await backend.call('GET', '/web-api/casino/search?q=ca&limit=51')).status).toBe(400);
  });
});
