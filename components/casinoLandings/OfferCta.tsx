import { AppLink as Link } from '@/components/ui/AppLink';
import { ClaimActions } from '@/components/ui/ClaimActions';
import type { OfferLinks } from './links';

export interface OfferWords {
  deposit: string;
  register: string;
  signIn: string;
  guestHint: string;
}

/**
 * An offer's call to action (a player: the deposit; a guest: registration first, sign-in beside it)
 * and the link to the promotion's full terms; words and links come from the screen.
 */
export function OfferCta({ links, words, terms }: { links: OfferLinks; words: OfferWords; terms: { href: string; label: string } }) {
  return (
    <>
      <ClaimActions
        block="casino-landing-actions"
        links={{ target: links.deposit, register: links.register, signIn: links.signIn }}
        words={{ action: words.deposit, register: words.register, signIn: words.signIn, hint: words.guestHint }}
      />
      <p>
        <Link kind="navigation" href={terms.href}>
          {terms.label}
        </Link>
      </p>
    </>
  );
}
