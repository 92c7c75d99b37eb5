import { authLinksBackTo, depositHref } from '@/lib/offers/claim';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import type { PromotionOffer } from '@/lib/api/promotions';
import { href } from '@/lib/routes/href';

/** Where a landing's call to action leads, built on the server (a client part carries no route table). */
export interface OfferLinks {
  /** A player's: the deposit, with the offer's first-deposit bonus chosen when it is one. */
  deposit: string;
  /** A guest's, each coming back to `back`. */
  register: string;
  signIn: string;
}

/**
 * A landing's offer (docs/decisions/casino-landings.md): a player goes to the deposit — with the
 * bonus chosen for a first-deposit offer (`?bonus=2`, which the deposit page reads) — and a guest
 * registers or signs in and comes back to `back` (the deposit, or the page he was on).
 */
export function offerLinks(lng: string, offer: PromotionOffer | null | undefined, back: 'deposit' | { path: string }): OfferLinks {
  const deposit = depositHref(lng, offer);
  if (back !== 'deposit') return { deposit, ...authLinksBackTo(lng, back.path) };
  const query = `${RETURN_URL_QUERY}=${encodeURIComponent(deposit)}`;
  return { deposit, register: href(lng, 'registration', {}, query), signIn: href(lng, 'login', {}, query) };
}
