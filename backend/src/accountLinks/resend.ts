import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import type { Lang } from '../lang';
import { tooManyAttempts } from '../auth/authErrors';
import { RESEND_INTERVAL_MS } from '../auth/signInRules';
import { confirmationOf } from './confirmations';
import { nothingToConfirm } from './errors';
import { sendLinkLetter } from './letters';
import { lastLinkAt, type LinkPurpose } from './tokens';

/** 429 when the player got a link of this purpose less than a minute ago (as codes are throttled). */
export function assertLinkResendAllowed(deps: AppDeps, userId: number, purpose: LinkPurpose): void {
  const last = lastLinkAt(deps.db, userId, purpose);
  const now = deps.clock.now();
  if (last !== null && now - last < RESEND_INTERVAL_MS) throw tooManyAttempts(last + RESEND_INTERVAL_MS, now, 'A letter was sent a moment ago');
}

/**
 * The letter for the player's waiting e-mail again, with a new link (the older ones stop working):
 * 409 nothing_to_confirm when none waits.
 */
export function resendConfirmation(deps: AppDeps, lang: Lang, user: UserRow): void {
  const row = confirmationOf(deps.db, user.id);
  if (!row || row.confirmed_at !== null) throw nothingToConfirm();
  assertLinkResendAllowed(deps, user.id, row.kind);
  sendLinkLetter(deps, lang, user, row.kind, row.email);
}
