// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { casinoPreviewKey, readCasinoPreview } from '@/lib/api/casinoPreview';

// Both shapes of "Games preview, light" (shell-and-routing.md §7) read into one.
describe('readCasinoPreview', () => {
  it('reads shape 1: groups of GT/GN/R/OR/CRID/GF, categories RI/TR, actions Id/Name', () => {
    const preview = readCasinoPreview({
      popular: [{ GT: 3001, GN: 'Aurora Riches', R: 'aurora-riches', OR: 'nlg_aurora_riches', CRID: ['slots', 'slots/free-spins'], GF: 2 }],
      slots: [{ GT: 3002, GN: 'Фрукты', R: 'frukty', OR: 'rf_frukty', CRID: ['slots'], GF: 0 }],
      categories: [{ RI: 'slots', TR: 'Слоты' }],
      actions: [{ Id: 'casino-welcome-pack', Name: 'Welcome' }],
    });
    expect(preview.groups).toEqual([
      { id: 'popular', games: [{ id: 3001, name: 'Aurora Riches', route: 'aurora-riches', oldRoute: 'nlg_aurora_riches', categories: ['slots', 'slots/free-spins'], tagId: 2 }] },
      { id: 'slots', games: [{ id: 3002, name: 'Фрукты', route: 'frukty', oldRoute: 'rf_frukty', categories: ['slots'], tagId: 0 }] },
    ]);
    expect(preview.categories).toEqual([{ id: 'slots', name: 'Слоты' }]);
    expect(preview.actions).toEqual([{ id: 'casino-welcome-pack', name: 'Welcome' }]);
  });

  it('reads shape 2: GTR categories and GP games as the asked group, the old route standing in for the route', () => {
    const preview = readCasinoPreview({ GTR: [{ RI: 'slots/classic', TR: 'Classic' }], GP: [{ GT: 3001, GTN: 'Aurora Riches', OR: 'nlg_aurora_riches' }] }, 'new');
    expect(preview.groups).toEqual([{ id: 'new', games: [{ id: 3001, name: 'Aurora Riches', route: 'nlg_aurora_riches', oldRoute: 'nlg_aurora_riches', categories: [], tagId: 0 }] }]);
    expect(preview.categories).toEqual([{ id: 'slots/classic', name: 'Classic' }]);
  });

  it('refuses a group that is not a list of games', () => {
    expect(() => readCasinoPreview({ popular: [{ GT: 'x' }] })).toThrow();
    expect(() => readCasinoPreview({ GP: [{ GT: 1 }] })).toThrow();
  });
});

describe('the reference backend answers what the site reads', () => {
  it('both shapes of its preview read into the lobby rows', async () => {
    const { makeBackend } = await import('../backend/helpers');
    const { call } = makeBackend();
    const one = await call('GET', casinoPreviewKey({ lng: 'en', whence: 'lobby' }));
    const rows = readCasinoPreview(one.json.Value);
    expect(rows.groups.map((group) => group.id)).toEqual(expect.arrayContaining(['popular', 'new', 'jackpot', 'exclusive', 'slots', 'crash-games']));
    expect(rows.groups.every((group) => group.games.length > 0 && group.games.length <= 16)).toBe(true);
    const two = await call('GET', casinoPreviewKey({ lng: 'ru', whence: 'lobby', groupId: 'keno', shape: 2 }));
    const keno = readCasinoPreview(two.json.Value, 'keno');
    expect(keno.groups[0]?.games.length).toBeGreaterThan(0);
  });
});
