import { Hono } from 'hono';
import { z } from 'zod';
import { toMajor } from '../accounts/money';
import { findUserByLogin } from '../accounts/users';
import { commitmentOf } from '../casino/games/fair';
import { playableGame, playableGames } from '../casino/games/playable';
import { forceSeed } from '../casino/play/sessions';
import { sweepRounds } from '../casino/play/sweep';
import { playerRounds } from '../casino/wallet/store';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { readBody } from '../validate';

/**
 * The games' control API (docs/casino-games.md "Control API"):
 * a player's rounds, a forced seed for deterministic tests, the sweep of interrupted rounds, and
 * which catalogue games play on which engine.
 */
const SeedBody = z.strictObject({
  gameId: z.number().int().positive(),
  seed: z.string().min(1).max(256),
});

export function controlCasinoRoutes({ db, clock }: AppDeps) {
  const app = new Hono();

  // The player's rounds, demo and real, newest last; interrupted ones are ended first.
  app.get('/casino/rounds/:login', (c) => {
    const user = findUserByLogin(db, c.req.param('login'));
    if (!user) throw notFound(`Unknown login: ${c.req.param('login')}`);
    sweepRounds(db, clock.now());
    const rows = playerRounds(db, user.id);
    return c.json(
      rows.map((row) => ({
        roundId: row.id,
        gameId: row.game_id,
        mode: row.mode,
        stake: toMajor(row.stake_minor),
        win: row.win_minor === null ? null : toMajor(row.win_minor),
        status: row.status,
      })),
    );
  });

  // The game's next round (whoever plays it) uses this server seed; its commitment is shown before it.
  app.post('/casino/seed', async (c) => {
    const body = await readBody(c, SeedBody);
    const game = playableGame(db, body.gameId);
    if (!game) throw notFound(`Game ${body.gameId} cannot be played`);
    forceSeed(db, game.id, body.seed);
    return c.json({ gameId: game.id, engine: game.engine, commitment: commitmentOf(body.seed) });
  });

  app.post('/casino/sweep', (c) => c.json(sweepRounds(db, clock.now())));

  app.get('/casino/playable', (c) => c.json([...playableGames(db)].map(([gameId, engine]) => ({ gameId, engine }))));

  return app;
}
