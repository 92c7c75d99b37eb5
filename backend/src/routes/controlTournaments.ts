import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { tournamentNotFound } from '../tournaments/errors';
import { advanceTournaments, finishNow } from '../tournaments/finish';
import { allTournaments, findTournament } from '../tournaments/store';
import { controlView } from '../tournaments/view';

/**
 * Control calls (backend port only, docs/tournaments-api.md "Control API"): every tournament with its
 * status and whole leaderboard, logins in full, after moving them on to the backend clock; and
 * finishing one now, which pays its prizes (once).
 */
export function controlTournamentRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/tournaments', (c) => {
    advanceTournaments(db, clock.now());
    return c.json(allTournaments(db).map((tournament) => controlView(db, tournament)));
  });

  app.post('/tournaments/:id/finish', (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || !finishNow(db, id, clock.now())) throw tournamentNotFound(raw);
    return c.json(controlView(db, findTournament(db, id)!));
  });

  return app;
}
