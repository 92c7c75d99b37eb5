import { describe, expect, it } from 'vitest';
import { disciplineNameOf, disciplineSlugOf, esportsDisciplines, resolveEsportsAddress } from '@/lib/line/esports';

// The reference backend's esports championships (backend/src/seed/sports.ts), in Russian.
const CHAMPS = [
  { id: 701, name: 'Counter-Strike 2. Про-лига', enName: 'Counter-Strike 2. Pro League', gamesCount: 2 },
  { id: 702, name: 'Dota 2. Премьер-серия', enName: 'Dota 2. Premier Series', gamesCount: 2 },
  { id: 703, name: 'Dota 2. Кубок', enName: 'Dota 2. Cup', gamesCount: 1 },
];

describe('esports disciplines from the line', () => {
  it('names a discipline by the game a championship leads with', () => {
    expect(disciplineNameOf('Dota 2. Премьер-серия')).toBe('Dota 2');
    expect(disciplineNameOf('Valorant')).toBe('Valorant');
  });

  it('makes the address slug of letters and digits', () => {
    expect(disciplineSlugOf('Counter-Strike 2')).toBe('counter-strike-2');
    expect(disciplineSlugOf('  League of Legends ')).toBe('league-of-legends');
    expect(disciplineSlugOf('Кубок')).toBe('');
  });

  it('groups the championships by discipline, slug from English, name in the page language', () => {
    expect(esportsDisciplines(CHAMPS)).toEqual([
      { slug: 'counter-strike-2', name: 'Counter-Strike 2', gamesCount: 2, champs: [{ id: 701, name: 'Counter-Strike 2. Про-лига', gamesCount: 2 }] },
      {
        slug: 'dota-2',
        name: 'Dota 2',
        gamesCount: 3,
        champs: [
          { id: 702, name: 'Dota 2. Премьер-серия', gamesCount: 2 },
          { id: 703, name: 'Dota 2. Кубок', gamesCount: 1 },
        ],
      },
    ]);
  });

  it('leaves out a championship no address could name', () => {
    expect(esportsDisciplines([{ id: 9, name: 'Кубок', enName: 'Кубок', gamesCount: 1 }])).toEqual([]);
  });
});

describe('what an esports address names', () => {
  const disciplines = esportsDisciplines(CHAMPS);

  it('a discipline and its championship', () => {
    const address = resolveEsportsAddress(disciplines, { discipline: 'dota-2', champ: '702' });
    expect(address?.discipline?.name).toBe('Dota 2');
    expect(address?.champ?.name).toBe('Dota 2. Премьер-серия');
  });

  it('nothing on the kind pages', () => {
    expect(resolveEsportsAddress(disciplines, {})).toEqual({});
  });

  it.each([
    ['an unknown discipline', { discipline: 'chess' }],
    ['another discipline’s championship', { discipline: 'dota-2', champ: '701' }],
    ['an unknown championship', { discipline: 'counter-strike-2', champ: '799' }],
  ])('names nothing for %s (a 404)', (_what, params) => {
    expect(resolveEsportsAddress(disciplines, params)).toBeNull();
  });
});
