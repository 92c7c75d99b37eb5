import type { Db } from '../db/handle';
import type { UserRow } from '../accounts/rows';
import { loadSiteConfig } from '../siteConfigStore';
import { termsChanged } from './authErrors';

/**
 * For the calls a player makes with his money or account (setting the active account; bets and
 * payments when they come): 451 with exception_code 1 while his terms have changed and the site
 * asks players to confirm them. Reads (session, config, balance, token, rights, the terms status and
 * confirm itself) never answer 451, so the site can always reach confirm-terms and accept.
 */
export function assertTermsAccepted(db: Db, user: UserRow): void {
  if (user.terms_changed === 1 && loadSiteConfig(db).confirmTermsEnabled) throw termsChanged();
}
