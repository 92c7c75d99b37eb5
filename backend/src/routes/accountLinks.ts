import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { findUserById } from '../accounts/users';
import type { AppDeps } from '../deps';
import { fieldError } from '../errors';
import { pickLang } from '../lang';
import { readJson } from '../auth/body';
import { NewPasswordSchema } from '../auth/passwordRules';
import { noStore, TokenSchema } from '../auth/requestSchemas';
import { requireSession } from '../auth/requireSession';
import { signIn } from '../auth/signIn';
import { confirmationOf, confirmEmail } from '../accountLinks/confirmations';
import { linkExpired, linkInvalid, linkUsed, nothingToConfirm, notSignedIn } from '../accountLinks/errors';
import { sendLinkLetter } from '../accountLinks/letters';
import { optOut } from '../accountLinks/newsletter';
import { assertLinkResendAllowed, resendConfirmation } from '../accountLinks/resend';
import { resetPasswordByLink, spendLink } from '../accountLinks/passwordReset';
import { findLinkToken, linkStateOf, type LinkPurpose, type LinkTokenRow } from '../accountLinks/tokens';

/** The links' names in paths (docs/account-links-api.md) and what each is. */
const KINDS = {
  'password-reset': 'password_reset',
  verify: 'verify',
  activate: 'activate',
  'activate-fast': 'activate_fast',
  unsubscribe: 'unsubscribe',
} as const satisfies Record<string, LinkPurpose>;
const KindSchema = z.enum(Object.keys(KINDS) as [keyof typeof KINDS, ...(keyof typeof KINDS)[]]);

const TokenBody = z.object({ token: TokenSchema });

const langOf = (c: Context) => pickLang(c.req.header('x-language') ?? c.req.query('lng'));

/**
 * The pages a letter links to (docs/account-links-api.md, docs/decisions/account-links.md): check a
 * link, reset the password with it, confirm the e-mail, activate (fast: and sign in), stop the
 * newsletter, and a new link for one that expired. None needs a sign-in except the e-mail
 * confirmation's own status and resend.
 */
export function accountLinkRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();
  app.use('/user/links/*', noStore);
  app.use('/user/email-confirmation', noStore);

  /** The link's row when it can be used now; its state's error otherwise. */
  function usable(purpose: LinkPurpose, token: string): LinkTokenRow {
    const row = findLinkToken(db, deps.secret, purpose, token);
    const state = linkStateOf(row, clock.now());
    if (state === 'invalid' || !row) throw linkInvalid();
    if (state === 'used') throw linkUsed();
    if (state === 'expired') throw linkExpired();
    return row;
  }

  const spend = (row: LinkTokenRow): UserRow => spendLink(db, row, clock.now());

  // Where a link stands, without spending it: the page shows the form or says what is wrong.
  app.get('/user/links/:kind', (c) => {
    const kind = KindSchema.safeParse(c.req.param('kind'));
    if (!kind.success) throw linkInvalid();
    const token = c.req.query('token') ?? '';
    const row = token ? findLinkToken(db, deps.secret, KINDS[kind.data], token) : undefined;
    const state = linkStateOf(row, clock.now());
    return c.json({ state, expires_at: state === 'valid' && row?.expires_at ? new Date(row.expires_at).toISOString() : null });
  });

  // A new password from the link, twice; the player's every session ends and this browser is signed in.
  app.post('/user/links/password-reset', async (c) => {
    const body = await readJson(c, z.object({ token: TokenSchema, password: z.string().max(1000), password_confirm: z.string().max(1000) }));
    const row = usable('password_reset', body.token);
    const rules = NewPasswordSchema.safeParse(body.password);
    if (!rules.success) throw fieldError('/password', `password: ${rules.error.issues[0]?.message ?? 'does not meet the rules'}`);
    if (body.password_confirm !== body.password) throw fieldError('/password_confirm', 'password_confirm: must match the password');
    const user = resetPasswordByLink(db, row, rules.data, clock.now());
    return c.json({ ...signIn(c, deps, user, false), login: user.login });
  });

  app.post('/user/links/verify', async (c) => {
    const { token } = await readJson(c, TokenBody);
    const row = usable('verify', token);
    const user = spend(row);
    if (!confirmEmail(db, user.id, row.address, clock.now())) throw linkExpired();
    return c.json({ confirmed: true, login: user.login });
  });

  app.post('/user/links/activate', async (c) => {
    const { token } = await readJson(c, TokenBody);
    const row = usable('activate', token);
    const user = spend(row);
    if (!confirmEmail(db, user.id, row.address, clock.now())) throw linkExpired();
    return c.json({ activated: true, login: user.login });
  });

  // The one-click player may not have kept his generated password: the link signs him in.
  app.post('/user/links/activate-fast', async (c) => {
    const { token } = await readJson(c, TokenBody);
    const row = usable('activate_fast', token);
    const user = spend(row);
    if (!confirmEmail(db, user.id, row.address, clock.now())) throw linkExpired();
    return c.json({ activated: true, ...signIn(c, deps, user, false), login: user.login });
  });

  // No sign-in: the link is the player's. Again and again it answers the same.
  app.post('/user/links/unsubscribe', async (c) => {
    const { token } = await readJson(c, TokenBody);
    const row = usable('unsubscribe', token);
    spend(row);
    optOut(db, row.user_id, clock.now());
    return c.json({ unsubscribed: true });
  });

  // A new letter for a link that expired (or, for a reset, was used): to the same player and address.
  app.post('/user/links/renew', async (c) => {
    const body = await readJson(c, z.object({ kind: KindSchema, token: TokenSchema }));
    const purpose = KINDS[body.kind];
    const row = findLinkToken(db, deps.secret, purpose, body.token);
    const user = row ? findUserById(db, row.user_id) : undefined;
    if (!row || !user || purpose === 'unsubscribe') throw linkInvalid();
    if (purpose !== 'password_reset') {
      const waiting = confirmationOf(db, user.id);
      if (!waiting || waiting.confirmed_at !== null) throw nothingToConfirm();
    }
    assertLinkResendAllowed(deps, user.id, purpose);
    sendLinkLetter(deps, langOf(c), user, purpose, row.address);
    return c.json({ sent: true }, 202);
  });

  // The signed-in player's e-mail and whether its letter is still waiting to be opened.
  app.get('/user/email-confirmation', (c) => {
    const user = requireSession(c, deps)?.user;
    if (!user) throw notSignedIn();
    const row = confirmationOf(db, user.id);
    const state = !row ? 'none' : row.confirmed_at === null ? 'pending' : 'confirmed';
    return c.json({ email: row?.email ?? user.email, state, kind: row?.kind ?? null });
  });

  app.post('/user/email-confirmation', (c) => {
    const user = requireSession(c, deps)?.user;
    if (!user) throw notSignedIn();
    resendConfirmation(deps, langOf(c), user);
    return c.json({ sent: true }, 202);
  });

  return app;
}
