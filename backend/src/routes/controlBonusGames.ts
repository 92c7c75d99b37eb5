import { Hono } from 'hono';
import { z } from 'zod';
import { requireUserByLogin } from '../accounts/users';
import { BONUS_GAME_IDS } from '../bonusGames/games';
import { grantPlays } from '../bonusGames/grants';
import { controlView } from '../bonusGames/view';
import type { AppDeps } from '../deps';
import { readBody } from '../validate';

const GrantBody = z.strictObject({ game: z.enum(BONUS_GAME_IDS), plays: z.number().int().min(1).max(1_000) });

/**
 * Control calls (backend port only, docs/bonus-games-api.md "Control API"): a player's plays left and
 * last prize per game, `[{ game, playsLeft, lastPrize }]`; and granting him plays, `{ game, plays }`.
 */
export function controlBonusGameRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/bonus-games/:login', (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    return c.json(controlView(db, user.id));
  });

  app.post('/bonus-games/:login', async (c) => {
    const user = requireUserByLogin(db, c.req.param('login'));
    const { game, plays } = await readBody(c, GrantBody);
    grantPlays(db, clock.now(), { userId: user.id, game, plays, source: 'control', sourceRef: `control:${crypto.randomUUID()}` });
    return c.json(controlView(db, user.id));
  });

  return app;
}
