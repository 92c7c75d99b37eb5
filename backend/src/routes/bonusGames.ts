import { Hono, type Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import { requireSession } from '../auth/requireSession';
import type { MoneyUse } from '../auth/rights';
import { idempotencyKeyRequired, notSignedIn, playNotFound, unknownGame } from '../bonusGames/errors';
import { isBonusGame, type BonusGameId } from '../bonusGames/games';
import { buyPlay } from '../bonusGames/grants';
import { makeMove, startPlay } from '../bonusGames/plays';
import { gameScreen, gamesIndex, playView } from '../bonusGames/view';
import type { AppDeps } from '../deps';
import { pickLang, type Lang } from '../lang';
import { readJsonBody } from '../http/jsonBody';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The bonus games (docs/bonus-games-api.md): the games' terms for everyone (with a player's plays
 * left and last prizes when signed in), starting a play, a move in it and buying a play with points.
 * Every call that plays or buys needs a signed-in player whose ban allows moving money, and an
 * Idempotency-Key; a self-exclusion, time-out or block refuses it. Answers are `Cache-Control: no-store`.
 */
export function bonusGameRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/bonus-games', noStore);
  app.use('/bonus-games/*', noStore);

  const viewer = (c: Context): UserRow | null => requireSession(c, deps, { money: 'read' })?.user ?? null;
  const player = (c: Context, money: MoneyUse): UserRow => {
    const found = requireSession(c, deps, { money });
    if (!found) throw notSignedIn();
    return found.user;
  };
  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));
  const gameOf = (c: Context): BonusGameId => {
    const game = c.req.param('game') ?? '';
    if (!isBonusGame(game)) throw unknownGame(game);
    return game;
  };
  const keyOf = (c: Context): string => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > 100) throw idempotencyKeyRequired();
    return key;
  };

  app.get('/bonus-games', (c) => c.json(gamesIndex(db, viewer(c)?.id ?? null)));

  app.get('/bonus-games/:game', (c) => {
    const game = gameOf(c);
    return c.json(gameScreen(db, viewer(c)?.id ?? null, game));
  });

  app.post('/bonus-games/:game/plays', (c) => {
    const game = gameOf(c);
    const user = player(c, 'move');
    const started = startPlay(db, clock.now(), { userId: user.id, game, key: keyOf(c), lang: langOf(c) });
    if (started.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(playView(db, started.play), started.replayed ? 200 : 201);
  });

  app.post('/bonus-games/:game/plays/:playId/moves', async (c) => {
    const game = gameOf(c);
    const user = player(c, 'move');
    const raw = c.req.param('playId');
    if (!/^\d{1,15}$/.test(raw)) throw playNotFound(raw);
    const key = keyOf(c);
    const move = await readJsonBody(c);
    const made = makeMove(db, clock.now(), { userId: user.id, game, playId: Number(raw), key, move, lang: langOf(c) });
    if (made.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(playView(db, made.play));
  });

  app.post('/bonus-games/:game/buy', (c) => {
    const game = gameOf(c);
    const user = player(c, 'move');
    const bought = buyPlay(db, clock.now(), { userId: user.id, game, key: keyOf(c), lang: langOf(c) });
    if (bought.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(gameScreen(db, user.id, game), bought.replayed ? 200 : 201);
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
