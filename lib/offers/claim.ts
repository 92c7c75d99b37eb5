import type { PromotionOffer } from '@/lib/api/promotions';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { href } from '@/lib/routes/href';

/** The deposit page's query that preselects the first-deposit bonus (the spec's choice: 1 sport, 2 casino). */
export const BONUS_QUERY = 'bonus';

/** The deposit page with this offer's first-deposit bonus chosen (any other offer: the plain deposit page). */
export function depositHref(lng: string, offer: PromotionOffer | null | undefined): string {
  const choice = offer?.type === 'first_deposit' ? (offer.product === 'sport' ? 1 : 2) : null;
  return href(lng, 'officeRecharge', {}, choice === null ? undefined : `${BONUS_QUERY}=${choice}`);
}

/**
 * The way a visitor claims an offer from a landing: for a first-deposit offer a guest registers (or
 * signs in) and then lands on the deposit with the bonus chosen — the offer remembered in the return
 * URL — and a player goes to that deposit at once; any other offer is taken part in on the
 * promotion's bonus page, where both come back to (`target`).
 */
export function claimLinks(lng: string, offer: PromotionOffer | null | undefined, promotionId: number) {
  const target = offer?.type === 'first_deposit' ? depositHref(lng, offer) : href(lng, 'bonus', { bonusId: String(promotionId) });
  const back = `${RETURN_URL_QUERY}=${encodeURIComponent(target)}`;
  return { target, register: href(lng, 'registration', {}, back), signIn: href(lng, 'login', {}, back) };
}

/** A guest's sign-in and registration links that come back to `path` (the page he was on). */
export function authLinksBackTo(lng: string, path: string) {
  const back = `${RETURN_URL_QUERY}=${encodeURIComponent(path)}`;
  return { register: href(lng, 'registration', {}, back), signIn: href(lng, 'login', {}, back) };
}

/** Where "take part" may lead, built on the server: the client part carries no route table. */
export interface TakePartLinks {
  register: string;
  signIn: string;
  /** The deposit with this offer's bonus chosen (a first-deposit offer). */
  deposit: string;
  /** The office's cashback page of this offer's programme (a cashback offer). */
  cashback: string;
  bonuses: string;
}

/** The links of a promotion's "take part" on the page at `path` (a guest comes back there). */
export function takePartLinks(lng: string, offer: PromotionOffer | null | undefined, path: string): TakePartLinks {
  return {
    ...authLinksBackTo(lng, path),
    deposit: depositHref(lng, offer),
    cashback: href(lng, offer?.type === 'cashback' && offer.programme === 'premium' ? 'officePremiumCashback' : 'officeVipCashback'),
    bonuses: href(lng, 'officeBonusesWager'),
  };
}
