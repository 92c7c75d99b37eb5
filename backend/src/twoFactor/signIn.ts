import type { Context } from 'hono';
import type { AuthTicketRow } from '../auth/rows';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { findUserById } from '../accounts/users';
import { codeExpired, codeInvalid } from '../auth/authErrors';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../auth/signInRules';
import { countAttempt, createTicket, spendTicket, ticketData } from '../auth/tickets';
import { countedCheck } from './counted';
import { activeSecret } from './store';
import { useSecondFactor } from './verify';

/**
 * The two-step step of the login for a player whose authenticator app is on (docs/auth-api.md
 * "Two-step sign-in"): no code is sent; the ticket says the step takes the app's code or a recovery code.
 */
export type TotpStep = { two_step_required: true; two_step_token: string; two_step_method: 'totp' };

/** The app's step when its secret is in force and readable (a changed BACKEND_SECRET: the inbox code instead). */
export function totpStepFor(deps: AppDeps, user: UserRow): TotpStep | null {
  if (activeSecret(deps.db, deps.secret, user.id) === null) return null;
  const token = createTicket(deps.db, deps.clock, {
    purpose: 'two_step',
    ttlMs: CODE_TTL_MS,
    userId: user.id,
    address: `user:${user.id}`,
    data: { method: 'totp' },
  });
  return { two_step_required: true, two_step_token: token, two_step_method: 'totp' };
}

export const isTotpTicket = (row: AuthTicketRow | undefined): row is AuthTicketRow =>
  row !== undefined && ticketData<{ method?: string }>(row).method === 'totp';

/**
 * Checks the app's code or a recovery code against a TOTP ticket, counted like a sign-in; the ticket
 * keeps its own limit (CODE_MAX_ATTEMPTS) and is spent by the right code. Answers the player.
 */
export async function totpSignInUser(c: Context, deps: AppDeps, row: AuthTicketRow, code: string): Promise<UserRow> {
  const user = row.user_id ? findUserById(deps.db, row.user_id) : undefined;
  if (row.used === 1 || row.expires_at <= deps.clock.now() || row.attempts >= CODE_MAX_ATTEMPTS || !user) throw codeExpired();
  // The app was turned off since the password: the ticket is worth nothing now.
  if (activeSecret(deps.db, deps.secret, user.id) === null) throw codeExpired();
  await countedCheck(
    c,
    deps,
    user.id,
    () => (useSecondFactor(deps, user.id, code) && spendTicket(deps.db, row.token) ? true : null),
    () => {
      throw codeInvalid(Math.max(0, CODE_MAX_ATTEMPTS - countAttempt(deps.db, row.token)));
    },
  );
  return user;
}
