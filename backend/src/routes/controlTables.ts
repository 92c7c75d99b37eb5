import { Hono } from 'hono';
import { z } from 'zod';
import { controlRound, parseForcedOutcome } from '../casino/tables/control';
import { findLiveTable, liveTables } from '../casino/tables/catalogue';
import { advanceTable } from '../casino/tables/cycle';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { parseJsonText, readBodyText } from '../http/jsonBody';
import { parseWith } from '../validate';

/**
 * Control calls of the live tables (backend port only, docs/casino-tables-api.md "Control"):
 * `GET /__control/tables` lists every table's current round; `POST /__control/tables/{tableId}/round`
 * closes the betting now and settles the round (with the forced outcome when given), then opens the next.
 */
const RoundBody = z.object({ outcome: z.unknown().optional() });

export function controlTableRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/tables', (c) => {
    const now = clock.now();
    return c.json(
      liveTables(db).map((table) => {
        const round = advanceTable(db, now, table);
        return { tableId: table.id, game: table.kind, status: round.status, roundId: round.id, closesAt: round.closes_at, gameId: table.id, name: table.name.en };
      }),
    );
  });

  app.post('/tables/:tableId{[0-9]{1,9}}/round', async (c) => {
    const table = findLiveTable(db, Number(c.req.param('tableId')));
    if (!table) throw new ApiError(404, 'This game is not a live table', { code: 'table_not_found' });
    // The body is optional: none (or empty) settles with the drawn outcome.
    const text = await readBodyText(c);
    const body = text.trim() === '' ? {} : parseWith(RoundBody, parseJsonText(text), 'body');
    return c.json(controlRound(db, clock.now(), table, parseForcedOutcome(table, body.outcome)));
  });

  return app;
}
