import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_TYPE, findCurrency, roundMoney } from '../accounts';
import { createSession, SESSION_COOKIE, TOKEN_COOKIE } from '../auth/sessions';
import { resetDatabase } from '../db/reset';
import type { Db } from '../db/open';
import type { AccountRow, InboxRow, UserRow } from '../db/rows';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { mergeSiteConfig, SiteConfigSchema } from '../siteConfig';
import { loadSiteConfig, saveSiteConfig } from '../siteConfigStore';
import { findUserByLogin, toControlUserView } from '../users';
import { parseWith, readBody } from '../validate';

/**
 * /__control/*: the test and demo harness. Only reachable on the backend's own
 * port (the site does not rewrite this prefix). This is a contract used by
 * external acceptance checks — change shapes only deliberately.
 */
const MAX_CLOCK_OFFSET_SECONDS = 10 * 365 * 24 * 3600;

const money = z.number().min(0, 'must be 0 or more');
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

type BalanceChange = { id?: number; iso?: string; money: number };

function parseBalances(raw: unknown): BalanceChange[] {
  if (Array.isArray(raw)) {
    return parseWith(z.strictObject({ balances: BalanceListSchema }), { balances: raw }, 'body').balances;
  }
  const map = parseWith(z.strictObject({ balances: BalanceMapSchema }), { balances: raw }, 'body').balances;
  return Object.entries(map).map(([iso, value]) => ({ iso, money: value }));
}

/** Applies one balance change; creates a type-9 account for a new currency. */
function applyBalance(db: Db, user: UserRow, change: BalanceChange): void {
  if (change.id !== undefined) {
    const account = db.prepare('SELECT * FROM accounts WHERE id = ? AND user_id = ?').get(change.id, user.id) as
      | AccountRow
      | undefined;
    if (!account) throw badRequest(`balances: account ${change.id} does not belong to ${user.login}`);
    db.prepare('UPDATE accounts SET money = ? WHERE id = ?').run(roundMoney(change.money), account.id);
    return;
  }
  const iso = change.iso ?? '';
  const currency = findCurrency(db, iso);
  if (!currency) throw badRequest(`balances: unknown currency "${iso}"`);
  // The main account wins over currency accounts; bonus accounts are only reachable by id.
  const account = db
    .prepare(
      `SELECT * FROM accounts WHERE user_id = ? AND currency_id = ? AND type IN (${ACCOUNT_TYPE.main}, ${ACCOUNT_TYPE.currency})
       ORDER BY type, id LIMIT 1`,
    )
    .get(user.id, currency.id) as AccountRow | undefined;
  if (account) {
    db.prepare('UPDATE accounts SET money = ? WHERE id = ?').run(roundMoney(change.money), account.id);
  } else {
    db.prepare('INSERT INTO accounts (user_id, currency_id, type, money, points, is_active) VALUES (?, ?, ?, ?, 0, 0)').run(
      user.id,
      currency.id,
      ACCOUNT_TYPE.currency,
      roundMoney(change.money),
    );
  }
}

function requireUser(db: Db, login: string): UserRow {
  const user = findUserByLogin(db, login);
  if (!user) throw notFound(`Unknown login: ${login}`);
  return user;
}

export function controlRoutes({ db, clock, secret }: AppDeps) {
  const app = new Hono();

  app.get('/health', (c) => c.json({ ok: true }));

  app.post('/reset', (c) => {
    resetDatabase(db);
    clock.setOffsetSeconds(0);
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
    const { session, userToken } = createSession(db, clock, secret, user.id);
    return c.json({
      cookies: [
        { name: SESSION_COOKIE, value: session.id },
        { name: TOKEN_COOKIE, value: userToken },
      ],
    });
  });

  app.patch('/users/:login', async (c) => {
    const user = requireUser(db, c.req.param('login'));
    const patch = await readBody(c, UserPatchSchema);
    const balances = patch.balances === undefined ? [] : parseBalances(patch.balances);
    // All or nothing: a bad balance entry rolls back the other changes too.
    db.transaction(() => {
      if (patch.banLevel !== undefined) db.prepare('UPDATE users SET ban_level = ? WHERE id = ?').run(patch.banLevel, user.id);
      if (patch.banVersion !== undefined) {
        db.prepare('UPDATE users SET ban_version = ? WHERE id = ?').run(patch.banVersion, user.id);
      }
      if (patch.termsChanged !== undefined) {
        db.prepare('UPDATE users SET terms_changed = ? WHERE id = ?').run(patch.termsChanged ? 1 : 0, user.id);
      }
      for (const change of balances) applyBalance(db, user, change);
    })();
    return c.json(toControlUserView(db, requireUser(db, user.login)));
  });

  app.get('/clock', (c) => c.json({ offsetSeconds: clock.offsetSeconds(), now: new Date(clock.now()).toISOString() }));

  app.post('/clock', async (c) => {
    const { offsetSeconds } = await readBody(
      c,
      z.strictObject({
        offsetSeconds: z.number().min(-MAX_CLOCK_OFFSET_SECONDS).max(MAX_CLOCK_OFFSET_SECONDS),
      }),
    );
    clock.setOffsetSeconds(offsetSeconds);
    return c.json({ offsetSeconds, now: new Date(clock.now()).toISOString() });
  });

  // What the site logged of a player's cookie agreements, newest last (for tests and demos).
  app.get('/cookie-agreements/:login', (c) => {
    const user = requireUser(db, c.req.param('login'));
    const rows = db.prepare('SELECT agreed_at FROM cookie_agreements WHERE user_id = ? ORDER BY id').all(user.id) as {
      agreed_at: string;
    }[];
    return c.json({ agreements: rows.map((row) => row.agreed_at) });
  });

  app.get('/inbox/:login', (c) => {
    const user = requireUser(db, c.req.param('login'));
    const rows = db.prepare('SELECT * FROM inbox WHERE user_id = ? ORDER BY id').all(user.id) as InboxRow[];
    return c.json({
      codes: rows.map((row) => ({ kind: row.kind, code: row.code, createdAt: new Date(row.created_at).toISOString() })),
    });
  });

  return app;
}
