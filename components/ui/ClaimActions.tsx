'use client';

import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { AppLink as Link } from '@/components/ui/AppLink';

export interface ClaimWords {
  /** A player's one action: to the deposit with the bonus chosen, or to take part. */
  action: string;
  register: string;
  signIn: string;
  hint: string;
}

/**
 * An offer's call to action (a promotion's landing, a games landing, the casino's first-deposit
 * page). Who the visitor is decides here, in the browser, so the page around it stays the same for
 * everyone (cacheable): a player goes to `links.target` at once, a guest registers or signs in and
 * comes back there. Links and words come from the server: a headless landing has no screen word
 * list, and a client part carries no route table. `block` names the CSS block of the page.
 */
export function ClaimActions({
  links,
  words,
  block = 'claim-offer',
}: {
  links: { target: string; register: string; signIn: string };
  words: ClaimWords;
  block?: string;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) {
    return (
      <p className={block}>
        <Link kind="action" href={links.target} className="btn btn--accent btn--large">
          {words.action}
        </Link>
      </p>
    );
  }
  return (
    <div className={block}>
      <p className={`${block}__actions`}>
        <Link kind="action" href={links.register} className="btn btn--accent btn--large">
          {words.register}
        </Link>
        <Link kind="action" href={links.signIn} className="btn btn--ghost btn--large">
          {words.signIn}
        </Link>
      </p>
      <p className="muted">{words.hint}</p>
    </div>
  );
}
