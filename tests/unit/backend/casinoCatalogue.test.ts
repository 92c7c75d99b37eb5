// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, loadProviders } from '../../../backend/src/casino/casino';
import { openDb } from '../../../backend/src/setup/open';
import { resetDatabase } from '../../../backend/src/setup/reset';
import { seedDatabase } from '../../../backend/src/setup/seed';
import {
  CASINO_CATEGORIES,
  CASINO_GAMES,
  CASINO_TAG_SLUGS,
  LIVE_SUBCATEGORIES,
  MOTIFS,
  SLOTS_SUBCATEGORIES,
  STUDIOS,
  VOLATILITIES,
  buildCatalogue,
} from '../../../backend/src/seed/casino';
import { makeBackend } from './helpers';

const count = (pred: (game: (typeof CASINO_GAMES)[number]) => boolean) => CASINO_GAMES.filter(pred).length;

describe('the casino catalogue', () => {
  it('has at least 300 games from 20 studios, each studio with games', () => {
    expect(CASINO_GAMES.length).toBeGreaterThanOrEqual(300);
    expect(STUDIOS).toHaveLength(20);
    for (const studio of STUDIOS) expect(count((game) => game.studioId === studio.id), studio.slug).toBeGreaterThanOrEqual(5);
  });

  it('fills every category of the casino layout, and every subcategory of slots and live casino', () => {
    for (const category of CASINO_CATEGORIES) expect(count((game) => game.categories.includes(category)), category).toBeGreaterThanOrEqual(8);
    for (const sub of SLOTS_SUBCATEGORIES) expect(count((game) => game.categories.includes(`slots/${sub}`)), sub).toBeGreaterThanOrEqual(8);
    for (const sub of LIVE_SUBCATEGORIES) expect(count((game) => game.categories.includes(`live/${sub}`)), sub).toBeGreaterThanOrEqual(4);
    expect(count((game) => game.categories[0] === 'slots')).toBeGreaterThanOrEqual(100);
  });

  it('tags games new, popular, jackpot and exclusive', () => {
    for (const tag of CASINO_TAG_SLUGS) expect(count((game) => game.tags.includes(tag)), tag).toBeGreaterThanOrEqual(10);
    // Brand games are the operator's own: every one exclusive.
    expect(CASINO_GAMES.filter((game) => game.categories.includes('brand')).every((game) => game.tags.includes('exclusive'))).toBe(true);
  });

  it('gives every game a unique id, route and old route, a studio, RTP, volatility and an art seed', () => {
    const ids = CASINO_GAMES.map((game) => game.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(ids.map((_, i) => 3001 + i));
    const routes = CASINO_GAMES.flatMap((game) => [game.route, game.oldRoute]);
    expect(new Set(routes).size).toBe(routes.length);
    for (const game of CASINO_GAMES) {
      expect(game.route).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(game.oldRoute).toMatch(/^[a-z]+_[a-z0-9_]+$/);
      expect(STUDIOS.some((studio) => studio.id === game.studioId)).toBe(true);
      expect(game.rtp).toBeGreaterThanOrEqual(88);
      expect(game.rtp).toBeLessThan(100);
      expect(VOLATILITIES).toContain(game.volatility);
      expect(MOTIFS).toContain(game.art.motif);
      expect(game.art.palette).toHaveLength(3);
      for (const colour of game.art.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(game.name.ru.length * game.name.en.length).toBeGreaterThan(0);
    }
  });

  it('names some games in Russian with an English name beside it', () => {
    const avrora = CASINO_GAMES.find((game) => game.name.ru === 'Аврора')!;
    expect(avrora).toMatchObject({ name: { en: 'Avrora' }, route: 'avrora' });
    expect(count((game) => /[а-яё]/i.test(game.name.ru) && !/[а-яё]/i.test(game.name.en))).toBeGreaterThanOrEqual(30);
  });

  it('keeps the first seed’s games with their ids, routes and studios', () => {
    expect(CASINO_GAMES[0]).toMatchObject({ id: 3001, route: 'aurora-riches', name: { en: 'Aurora Riches' }, studioId: 1, categories: ['slots', 'slots/free-spins'] });
    expect(CASINO_GAMES[20]).toMatchObject({ id: 3021, route: 'velvet-roulette-live', categories: ['live', 'live/roulette'] });
    expect(CASINO_GAMES.find((game) => game.route === 'comet-crash')).toMatchObject({ id: 3013, categories: ['crash-games', 'fast-games'] });
    expect(STUDIOS.find((studio) => studio.id === 11)!.slug).toBe('amber-owl-play');
  });

  it('is deterministic: built again it is the same, another seed gives another', () => {
    expect(buildCatalogue()).toEqual(CASINO_GAMES);
    const other = buildCatalogue(7);
    expect(other.length).toBe(CASINO_GAMES.length);
    expect(other.map((game) => game.art.seed)).not.toEqual(CASINO_GAMES.map((game) => game.art.seed));
  });
});

describe('the catalogue in the database', () => {
  it('seeds every game and studio, and a reset gives the same ids back', () => {
    const { db } = makeBackend();
    const before = loadCatalogue(db);
    expect(before).toHaveLength(CASINO_GAMES.length);
    expect(loadProviders(db).map((p) => p.gamesCount).reduce((a, b) => a + b, 0)).toBe(CASINO_GAMES.length);
    resetDatabase(db);
    expect(loadCatalogue(db)).toEqual(before);
  });

  it('rebuilds the first seed’s two small tables of an older file, keeping its players', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'casino-')), 'old.sqlite');
    const db = openDb(file);
    seedDatabase(db);
    db.exec(`DROP TABLE casino_favorites; DROP TABLE casino_recent; DROP TABLE casino_games; DROP TABLE casino_providers;
      CREATE TABLE casino_providers (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
      CREATE TABLE casino_games (id INTEGER PRIMARY KEY, name TEXT NOT NULL, route TEXT NOT NULL UNIQUE,
        provider_id INTEGER NOT NULL REFERENCES casino_providers(id), categories TEXT NOT NULL, accent TEXT NOT NULL,
        is_new INTEGER NOT NULL, is_hot INTEGER NOT NULL, sort INTEGER NOT NULL);
      INSERT INTO casino_providers VALUES (1, 'northern-lights-gaming', 'Northern Lights Gaming');
      INSERT INTO casino_games VALUES (3001, 'Aurora Riches', 'aurora-riches', 1, '["slots"]', '#3fb6a8', 0, 1, 0);`);
    db.close();
    const reopened = openDb(file);
    expect(loadCatalogue(reopened)).toHaveLength(CASINO_GAMES.length);
    expect((reopened.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBeGreaterThan(0);
    reopened.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare('SELECT name_en, old_route FROM casino_games WHERE id = 3001').get()).toEqual({ name_en: 'Aurora Riches', old_route: 'nlg_aurora_riches' });
    raw.close();
  });
});
