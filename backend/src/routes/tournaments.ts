import { Hono, type Context } from 'hono';
import { requireSession } from '../auth/requireSession';
import type { AppDeps } from '../deps';
import { pickLang, type Lang } from '../lang';
import { idempotencyKeyRequired, notSignedIn, tournamentNotFound } from '../tournaments/errors';
import { advanceTournaments } from '../tournaments/finish';
import { joinTournament } from '../tournaments/join';
import { allTournaments, findTournament, type TournamentRow } from '../tournaments/store';
import { tournamentCard, tournamentDetail } from '../tournaments/view';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Casino tournaments (docs/tournaments-api.md): the list, a tournament's page with its leaderboard
 * and the player's own standing, and joining. Every call moves tournaments on to the backend clock
 * first (a start or a finish that is due happens before the answer). Reading is public (the player's
 * `me` when signed in); joining needs a session whose ban allows moving money. `Cache-Control: no-store`.
 */
export function tournamentRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/casino/tournaments', noStore);
  app.use('/casino/tournaments/*', noStore);

  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));
  const tournamentOf = (c: Context): TournamentRow => {
    const raw = c.req.param('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    const found = Number.isSafeInteger(id) ? findTournament(db, id) : undefined;
    if (!found) throw tournamentNotFound(raw);
    return found;
  };

  app.get('/casino/tournaments', (c) => {
    const now = clock.now();
    advanceTournaments(db, now);
    const lang = langOf(c);
    return c.json({ asOf: new Date(now).toISOString(), items: allTournaments(db).map((tournament) => tournamentCard(db, tournament, lang)) });
  });

  app.get('/casino/tournaments/:id', (c) => {
    const now = clock.now();
    advanceTournaments(db, now);
    const tournament = tournamentOf(c);
    const user = requireSession(c, deps)?.user ?? null;
    return c.json({ asOf: new Date(now).toISOString(), ...tournamentDetail(db, tournament, langOf(c), user?.id ?? null) });
  });

  app.post('/casino/tournaments/:id/join', (c) => {
    const found = requireSession(c, deps, { money: 'move' });
    if (!found) throw notSignedIn();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > 100) throw idempotencyKeyRequired();
    const now = clock.now();
    advanceTournaments(db, now);
    const tournament = tournamentOf(c);
    const { replayed } = joinTournament(db, now, found.user, tournament, langOf(c));
    if (replayed) c.header('Idempotency-Replayed', 'true');
    const fresh = findTournament(db, tournament.id)!;
    return c.json({ asOf: new Date(now).toISOString(), ...tournamentDetail(db, fresh, langOf(c), found.user.id) }, replayed ? 200 : 201);
  });

  return app;
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.header('Cache-Control', 'no-store');
}
