import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';
import { findGame, findTeam, listChamps, listGames, listResultChamps, listResults, listResultSports, listSports } from '../line/line';
import { queryInt, readQuery } from '../validate';

/** Sports line: sports, championships and games with their main markets, the results of finished games and a team's page (line/line.ts). */
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
  // A section page lists every game of the section (the site's live page, up to 200).
  limit: queryInt(1, 200).optional(),
  lng: z.string().optional(),
});

/** The latest epoch ms a Date can hold. */
const MAX_EPOCH_MS = 8_640_000_000_000_000;

/** `from`/`to`: the window on finishedAt, epoch ms, from ≤ finishedAt < to (docs/line-feed.md "Results"). */
const ResultWindow = z.object({
  from: queryInt(0, MAX_EPOCH_MS).optional(),
  to: queryInt(0, MAX_EPOCH_MS).optional(),
  lng: z.string().optional(),
});
const windowInOrder = (q: { from?: number; to?: number }) => q.from === undefined || q.to === undefined || q.from <= q.to;
const WINDOW_ORDER = { path: ['to'], error: 'must not be before from' };

const ResultsQuery = ResultWindow.extend({
  sportId: queryInt(1, MAX_ID).optional(),
  champId: queryInt(1, MAX_ID).optional(),
  limit: queryInt(1, 100).optional(),
  offset: queryInt(0, MAX_ID).optional(),
}).refine(windowInOrder, WINDOW_ORDER);

const ResultSportsQuery = ResultWindow.refine(windowInOrder, WINDOW_ORDER);

const ResultChampsQuery = ResultWindow.extend({ sportId: queryInt(1, MAX_ID).optional() }).refine(windowInOrder, WINDOW_ORDER);

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

  // Results: finished games, newest first, and the sports and champs that have some (the page's filters).
  app.get('/line/results', (c) => {
    const { lng, limit, offset, ...filter } = readQuery(c, ResultsQuery);
    return c.json(listResults(db, clock, { ...filter, limit: limit ?? 50, offset: offset ?? 0 }, pickLang(lng)));
  });

  app.get('/line/results/sports', (c) => {
    const { lng, ...window } = readQuery(c, ResultSportsQuery);
    return c.json(listResultSports(db, window, pickLang(lng)));
  });

  app.get('/line/results/champs', (c) => {
    const { lng, ...filter } = readQuery(c, ResultChampsQuery);
    return c.json(listResultChamps(db, filter, pickLang(lng)));
  });

  // A team's page: its line and live games and its latest results (docs/line-feed.md "Team").
  app.get('/line/teams/:slug', (c) => {
    const slug = c.req.param('slug');
    const team = findTeam(db, clock, slug, pickLang(c.req.query('lng')));
    if (!team) throw notFound(`Unknown team: ${slug}`);
    return c.json(team);
  });

  return app;
}
