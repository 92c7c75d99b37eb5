import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';
import { findGame, listChamps, listGames, listSports } from '../line/line';
import { queryInt, readQuery } from '../validate';

/** Sports line: sports, championships and games with their main markets (line/line.ts). */
const MAX_ID = 2_147_483_647;

const SectionSchema = z.enum(['line', 'live'], { error: 'must be "line" or "live"' });
const FlagSchema = z.enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' }).transform((v) => v === '1' || v === 'true');

const ChampsQuery = z.object({
  sportId: queryInt(1, MAX_ID).optional(),
  section: SectionSchema.optional(),
  lng: z.string().optional(),
});

const GamesQuery = z.object({
  section: SectionSchema.optional(),
  sportId: queryInt(1, MAX_ID).optional(),
  champId: queryInt(1, MAX_ID).optional(),
  top: FlagSchema.optional(),
  limit: queryInt(1, 100).optional(),
  lng: z.string().optional(),
});

export function lineRoutes({ db, clock }: AppDeps) {
  const app = new Hono();

  app.get('/line/sports', (c) => c.json(listSports(db, pickLang(c.req.query('lng')))));

  // `section` (optional, an addition) counts only that section's games and drops empty champs.
  app.get('/line/champs', (c) => {
    const { lng, ...filter } = readQuery(c, ChampsQuery);
    return c.json(listChamps(db, filter, pickLang(lng)));
  });

  app.get('/line/games', (c) => {
    const { lng, limit, ...filter } = readQuery(c, GamesQuery);
    return c.json(listGames(db, clock, { ...filter, limit: limit ?? 20 }, pickLang(lng)));
  });

  app.get('/line/games/:id', (c) => {
    const id = Number(c.req.param('id'));
    const game = Number.isInteger(id) ? findGame(db, clock, id, pickLang(c.req.query('lng'))) : undefined;
    if (!game) throw notFound(`Unknown game: ${c.req.param('id')}`);
    return c.json(game);
  });

  return app;
}
