import { Hono } from 'hono';
import { z } from 'zod';
import { createSession, revokeUserSessions, SESSION_COOKIE, TOKEN_COOKIE } from '../auth/sessions';
import { resetDatabase } from '../setup/reset';
import { clearFilesRoot } from '../files/root';
import { cookieAgreementsOf } from '../accounts/cookieAgreements';
import { MAX_MAJOR_AMOUNT } from '../accounts/money';
import { patchPlayer, type BalanceChange } from '../accounts/playerPatch';
import { inboxOf } from '../auth/inbox';
import { openFeedStreams } from '../line/feed/stream';
import type { AppDeps } from '../deps';
import { mergeSiteConfig, SiteConfigSchema } from '../siteConfig';
import { loadSiteConfig, saveSiteConfig } from '../siteConfigStore';
import { requireUserByLogin, toControlUserView } from '../accounts/users';
import { parseWith, readBody } from '../validate';
import { pickLang } from '../lang';
import { sendTermsLetter } from '../accountLinks/letters';
import { sessionClientOf } from '../security/device';

/**
 * /__control/*: the test and demo harness. Only reachable on the backend's own
 * port (the site does not rewrite this prefix). This is a contract used by
 * external acceptance checks — change shapes only deliberately.
 */
const MAX_CLOCK_OFFSET_SECONDS = 10 * 365 * 24 * 3600;

const money = z.number().min(0, 'must be 0 or more').max(MAX_MAJOR_AMOUNT);
const BalanceMapSchema = z.record(z.string().regex(/^[A-Za-z]{3,5}$/, 'must be a currency code such as RUB'), money);
const BalanceListSchema = z.array(
  z
    .strictObject({
      id: z.number().int().positive().optional(),
      iso: z.string().regex(/^[A-Za-z]{3,5}$/, 'must be a currency code such as RUB').optional(),
      money,
    })
    .refine((item) => item.id !== undefined || item.iso !== undefined, 'each balance needs an "id" or an "iso"'),
);

const UserPatchSchema = z.strictObject({
  banLevel: z.number().int().min(0).optional(),
  banVersion: z.number().int().optional(),
  termsChanged: z.boolean().optional(),
  // Checked below: a map { RUB: 5000 } or a list [{ id?, iso?, money }].
  balances: z.unknown().optional(),
});

function parseBalances(raw: unknown): BalanceChange[] {
  if (Array.isArray(raw)) {
    return parseWith(z.strictObject({ balances: BalanceListSchema }), { balances: raw }, 'body').balances;
  }
  const map = parseWith(z.strictObject({ balances: BalanceMapSchema }), { balances: raw }, 'body').balances;
  return Object.entries(map).map(([iso, value]) => ({ iso, money: value }));
}

const requireUser = requireUserByLogin;

export function controlRoutes(deps: AppDeps) {
  const { db, clock, secret, line } = deps;
  const app = new Hono();

  app.get('/health', (c) => c.json({ ok: true }));

  app.post('/reset', (c) => {
    clock.setOffsetSeconds(0);
    // The seed again, the line's history from LINE_SEED (line/history.ts).
    resetDatabase(db, clock.now(), line?.simulator.seed);
    // The file store's rows went with the data; its bytes go too (docs/documents-api.md "File store").
    clearFilesRoot(deps);
    // The simulator frozen as the env says, from now; the feed's clients told to load the snapshot again.
    line?.simulator.reset();
    return c.json({ ok: true });
  });

  app.get('/site-config', (c) => c.json(loadSiteConfig(db)));

  app.patch('/site-config', async (c) => {
    const patch = await readBody(c, z.record(z.string(), z.unknown()));
    const merged = parseWith(SiteConfigSchema, mergeSiteConfig(loadSiteConfig(db), patch), 'body');
    saveSiteConfig(db, merged);
    return c.json(merged);
  });

  app.post('/session', async (c) => {
    const { login } = await readBody(c, z.strictObject({ login: z.string().min(1) }));
    const user = requireUser(db, login);
    // Listed on the security page like any sign-in: the caller's User-Agent and address.
    const { session, userToken } = createSession(db, clock, secret, user.id, sessionClientOf(c, deps));
    return c.json({
      cookies: [
        { name: SESSION_COOKIE, value: session.id },
        { name: TOKEN_COOKIE, value: userToken },
      ],
    });
  });

  // The backend forgets every session of the player, as a password reset does; the browser keeps
  // its cookies (a session that ended under an open page, docs/auth-api.md "Control API additions").
  app.delete('/sessions/:login', (c) => {
    revokeUserSessions(db, requireUser(db, c.req.param('login')).id);
    return c.json({ ok: true });
  });

  app.patch('/users/:login', async (c) => {
    const user = requireUser(db, c.req.param('login'));
    const patch = await readBody(c, UserPatchSchema);
    const balances = patch.balances === undefined ? [] : parseBalances(patch.balances);
    // All or nothing: a bad balance entry rolls back the other changes too.
    patchPlayer(db, user, { ...patch, balances }, clock.now());
    // Terms that change now are announced by a letter with the confirm page (docs/account-links-api.md).
    if (patch.termsChanged === true && user.terms_changed === 0) {
      sendTermsLetter(deps, pickLang(c.req.header('x-language') ?? c.req.query('lng')), user);
    }
    return c.json(toControlUserView(db, requireUser(db, user.login)));
  });

  app.get('/line/freeze', (c) => c.json({ frozen: line?.simulator.isFrozen() ?? true }));

  // Stops (true) or restarts (false) the simulator's moves; the control calls of the line still work.
  app.post('/line/freeze', async (c) => {
    const { frozen } = await readBody(c, z.strictObject({ frozen: z.boolean() }));
    line?.simulator.setFrozen(frozen);
    return c.json({ frozen: line?.simulator.isFrozen() ?? true });
  });

  // The feed's streams open now (line/feed/stream.ts): the cluster's test and bench check that the
  // site's fan-out keeps them to one per filter per site instance (docs/line-feed.md).
  app.get('/line/feed/streams', (c) => c.json({ open: line ? openFeedStreams(line.feed) : 0 }));

  app.get('/clock', (c) => c.json({ offsetSeconds: clock.offsetSeconds(), now: new Date(clock.now()).toISOString() }));

  app.post('/clock', async (c) => {
    const { offsetSeconds } = await readBody(
      c,
      z.strictObject({
        offsetSeconds: z.number().min(-MAX_CLOCK_OFFSET_SECONDS).max(MAX_CLOCK_OFFSET_SECONDS),
      }),
    );
    clock.setOffsetSeconds(offsetSeconds);
    // The line catches up at once (in bounded steps) rather than on its next tick.
    line?.simulator.tick();
    return c.json({ offsetSeconds, now: new Date(clock.now()).toISOString() });
  });

  // What the site logged of a player's cookie agreements, newest last (for tests and demos).
  app.get('/cookie-agreements/:login', (c) => {
    const user = requireUser(db, c.req.param('login'));
    return c.json({ agreements: cookieAgreementsOf(db, user.id) });
  });

  app.get('/inbox/:login', (c) => {
    const user = requireUser(db, c.req.param('login'));
    return c.json({ codes: inboxOf(db, user.id) });
  });

  return app;
}
