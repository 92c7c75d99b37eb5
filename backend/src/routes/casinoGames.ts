import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { hasAtMostTwoDecimals, toMajor, toMinor } from '../accounts/money';
import { requireSession } from '../auth/requireSession';
import { assertTermsAccepted } from '../auth/terms';
import { ENGINES, type EngineId } from '../casino/games/engines';
import { playableGame } from '../casino/games/playable';
import type { PlaySessionRow, RoundRow } from '../casino/games/rows';
import { gamePage, gamePageHeaders, unplayablePage } from '../casino/play/page';
import { cashOut, revealRound, settleIfDue, startRound } from '../casino/play/rounds';
import { createPlaySession, MAX_CLIENT_SEED_LENGTH, rebindSession, refillDemo, reloadSession, setClientSeed } from '../casino/play/sessions';
import { sweepRounds } from '../casino/play/sweep';
import { verifyRound } from '../casino/play/verify';
import { MAX_STAKE_MINOR, MIN_STAKE_MINOR, roundView, sessionSummary, sessionView } from '../casino/play/view';
import { roundNotFound, sessionNotFound } from '../casino/wallet/errors';
import { findRound, findSession, sessionRounds } from '../casino/wallet/store';
import { sessionBalance } from '../casino/wallet/wallet';
import type { AppDeps } from '../deps';
import { ApiError, notFound } from '../errors';
import { pickLang } from '../lang';
import { parseWith, queryInt, readBody, readQuery } from '../validate';

/**
 * The games' HTTP surface (docs/casino-games.md): the game page the site frames from its own origin
 * (`/casino-games/{gameId}`, proxied by the site) and the play API under /web-api/casino/play that
 * page calls. Every POST passes the request guard (same origin, JSON); a real session needs its
 * player signed in (401) and not banned (403 `banned`); a demo session needs nothing but its id.
 */
const SESSION_ID = '{ps_[0-9a-f]{32}}';
const ROUND_ID = '{rnd_[0-9a-f]{24}}';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const clientSeed = z.string().min(1).max(MAX_CLIENT_SEED_LENGTH).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

const StartBody = z.strictObject({
  gameId: z.number().int().positive(),
  mode: z.enum(['demo', 'real']),
  accountId: z.number().int().positive().optional(),
  clientSeed: clientSeed.optional(),
});

const RoundBody = z.strictObject({
  stake: z
    .number()
    .min(MIN_STAKE_MINOR / 100)
    .max(MAX_STAKE_MINOR / 100)
    .refine(hasAtMostTwoDecimals, 'at most 2 decimals'),
  params: z.record(z.string(), z.unknown()).optional(),
});

const HistoryQuery = z.object({ limit: queryInt(1, 100).optional(), lng: z.string().optional() });

const unauthorized = (c: Context) => c.json({ error: 'unauthorized', errors: [{ code: 'unauthorized', detail: 'Not signed in' }] }, 401);

export function casinoGameRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/casino-games/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/web-api/casino/play/*', async (c, next) => {
    // Interrupted rounds are ended before anything is read or played (casino/play/sweep.ts).
    sweepRounds(db, clock.now());
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // ---- The game page (HTML for the site's sandboxed frame). ----

  app.get('/casino-games/:gameId{[0-9]{1,9}}', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const mode = c.req.query('mode') === 'real' ? 'real' : 'demo';
    const game = playableGame(db, Number(c.req.param('gameId')));
    const nonce = randomBytes(16).toString('base64');
    if (!game) return c.html(unplayablePage(lang, nonce), 404, gamePageHeaders(nonce));
    return c.html(gamePage({ game, mode, lang, nonce }), 200, gamePageHeaders(nonce));
  });

  // ---- The play API (JSON). ----

  /** A play session the request may use: a real one only by its own signed-in player. */
  const sessionFor = (c: Context, money: 'read' | 'move'): PlaySessionRow | Response => {
    const session = findSession(db, c.req.param('sessionId') ?? '');
    if (!session) throw sessionNotFound(c.req.param('sessionId') ?? '');
    if (session.mode === 'real') {
      const player = requireSession(c, deps, { money });
      if (!player) return unauthorized(c);
      if (player.user.id !== session.user_id) throw sessionNotFound(session.id);
      if (money === 'move') {
        assertTermsAccepted(db, player.user);
        // The player's live sign-in carries the session on (a new sign-in after the old one ended).
        if (session.auth_session_id !== player.session.id) rebindSession(db, session.id, player.session.id);
      }
    }
    return session;
  };

  const roundOf = (c: Context, session: PlaySessionRow): RoundRow => {
    const round = findRound(db, c.req.param('roundId') ?? '');
    if (!round || round.session_id !== session.id) throw roundNotFound(c.req.param('roundId') ?? '');
    return round;
  };

  /** A round's answer: the round, the balance after it and the session's time and net position. */
  const roundAnswer = (round: RoundRow) => {
    const session = reloadSession(db, round.session_id);
    const now = clock.now();
    return {
      round: roundView(round, now),
      balance: toMajor(sessionBalance(db, session)),
      currency: session.iso,
      commitment: sessionView(db, session, now).commitment,
      nonce: session.nonce,
      summary: sessionSummary(db, session, now),
    };
  };

  app.post('/web-api/casino/play/sessions', async (c) => {
    const body = await readBody(c, StartBody);
    const lang = pickLang(c.req.query('lng'));
    const game = playableGame(db, body.gameId);
    if (!game) throw notFound(`Game ${body.gameId} cannot be played`);
    const player = requireSession(c, deps, body.mode === 'real' ? { money: 'move' } : {});
    if (body.mode === 'real') {
      if (!player) return unauthorized(c);
      assertTermsAccepted(db, player.user);
    }
    const session = createPlaySession(db, clock.now(), {
      game,
      mode: body.mode,
      lang,
      user: player?.user,
      authSessionId: player?.session.id,
      accountId: body.accountId,
      clientSeed: body.clientSeed,
    });
    return c.json(sessionView(db, session, clock.now()), 201);
  });

  app.get(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}`, (c) => {
    const session = sessionFor(c, 'read');
    if (session instanceof Response) return session;
    return c.json(sessionView(db, session, clock.now()));
  });

  app.post(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/client-seed`, async (c) => {
    const session = sessionFor(c, 'move');
    if (session instanceof Response) return session;
    const body = await readBody(c, z.strictObject({ clientSeed }));
    setClientSeed(db, session.id, body.clientSeed);
    return c.json(sessionView(db, reloadSession(db, session.id), clock.now()));
  });

  app.post(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/demo-refill`, (c) => {
    const session = sessionFor(c, 'move');
    if (session instanceof Response) return session;
    if (session.mode !== 'demo') throw new ApiError(409, 'Only play money is refilled', { code: 'not_demo' });
    if ((session.demo_balance_minor ?? 0) >= MIN_STAKE_MINOR) throw new ApiError(409, 'The play money still pays a stake', { code: 'balance_left' });
    refillDemo(db, session.id);
    return c.json(sessionView(db, reloadSession(db, session.id), clock.now()));
  });

  app.post(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/rounds`, async (c) => {
    const session = sessionFor(c, 'move');
    if (session instanceof Response) return session;
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > 100) throw new ApiError(400, `The ${IDEMPOTENCY_HEADER} header (1–100 characters) is required`, { code: 'idempotency_key_required' });
    const body = await readBody(c, RoundBody);
    const engine = ENGINES[session.engine as EngineId];
    const { params } = parseWith(z.strictObject({ params: engine.paramsSchema }), { params: body.params ?? {} }, 'body');
    const started = startRound(db, clock.now(), session, { stakeMinor: toMinor(body.stake), params, requestKey: key });
    if (started.replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(roundAnswer(started.round), (started.replayed ? 200 : 201) as ContentfulStatusCode);
  });

  app.get(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/rounds`, (c) => {
    const session = sessionFor(c, 'read');
    if (session instanceof Response) return session;
    const query = readQuery(c, HistoryQuery);
    const rows = sessionRounds(db, session.id, query.limit ?? 20);
    const now = clock.now();
    return c.json({ items: rows.map((row) => roundView(settleIfDue(db, now, row), now)), summary: sessionSummary(db, session, now) });
  });

  app.get(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/rounds/:roundId${ROUND_ID}`, (c) => {
    const session = sessionFor(c, 'read');
    if (session instanceof Response) return session;
    return c.json(roundAnswer(settleIfDue(db, clock.now(), roundOf(c, session))));
  });

  app.post(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/rounds/:roundId${ROUND_ID}/cashout`, (c) => {
    const session = sessionFor(c, 'move');
    if (session instanceof Response) return session;
    return c.json(roundAnswer(cashOut(db, clock.now(), roundOf(c, session))));
  });

  app.post(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/rounds/:roundId${ROUND_ID}/reveal`, (c) => {
    const session = sessionFor(c, 'move');
    if (session instanceof Response) return session;
    return c.json(roundAnswer(revealRound(db, clock.now(), roundOf(c, session))));
  });

  app.get(`/web-api/casino/play/sessions/:sessionId${SESSION_ID}/rounds/:roundId${ROUND_ID}/verify`, (c) => {
    const session = sessionFor(c, 'read');
    if (session instanceof Response) return session;
    return c.json(verifyRound(settleIfDue(db, clock.now(), roundOf(c, session))));
  });

  return app;
}
