'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { PromotionOffer } from '@/lib/api/promotions';
import { joinPromotion } from '@/lib/api/offers/joinPromotion';
import { leavePromotion } from '@/lib/api/offers/leavePromotion';
import { useOffers } from '@/lib/api/offers/offers';
import { moneyFormat } from '@/lib/account/moneyFormat';
import type { TakePartLinks } from '@/lib/offers/claim';
import { promoProblemOf } from '@/lib/offers/promoErrors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { selectIsSignedIn } from '@/store/slices/app';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';

/**
 * "Take part" of a promotion (docs/promotions-api.md "Offers"). A guest is sent to sign in or register
 * and back to the page (`links`, built on the server: a client part carries no route table); a player joins through the backend: a first-deposit offer goes on to the
 * deposit with its bonus chosen, a promo-code offer grants its bonus here, the cashback offer links to
 * the office's cashback, an opt-in can be left. The player's state is fetched here, never rendered
 * into the (cacheable) page.
 */
export function TakePart({ promotionId, offer, links }: { promotionId: number; offer: PromotionOffer | null | undefined; links: TakePartLinks }) {
  const t = useTranslations('offers');
  const lng = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const offers = useOffers(lng, signedIn);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!offer) return null;
  const problemId = `take-part-problem-${promotionId}`;

  if (!signedIn) {
    return (
      <div className="take-part">
        <p>{t('guestTakePart')}</p>
        <p className="take-part__actions">
          <Link kind="action" href={links.register} className="btn btn--accent">
            {t('register')}
          </Link>
          <Link kind="action" href={links.signIn} className="btn btn--ghost">
            {t('signIn')}
          </Link>
        </p>
      </div>
    );
  }

  if (offers.error && !offers.data) {
    return <ErrorState compact text={t('joinedError')} onRetry={() => void offers.mutate()} pending={offers.isValidating} />;
  }
  const joined = offers.data?.find((item) => item.promotionId === promotionId);

  const act = async (action: 'join' | 'leave') => {
    setBusy(true);
    setProblem(null);
    try {
      if (action === 'leave') {
        await leavePromotion(promotionId, lng);
      } else {
        const answer = await joinPromotion(promotionId, lng);
        if (answer.bonus) dispatch(accountsRequested());
        // A first-deposit offer goes on to the deposit with its bonus chosen.
        if (answer.next && offer.type === 'first_deposit') {
          router.push(links.deposit);
          return;
        }
      }
      await offers.mutate();
    } catch (caught) {
      const found = promoProblemOf(caught);
      setProblem('text' in found ? found.text : t('promoError', { reason: found.reason, amount: '' }));
    } finally {
      setBusy(false);
    }
  };

  const button = (label: string, action: 'join' | 'leave', kind = 'btn btn--accent') => (
    <button
      type="button"
      className={kind}
      disabled={busy || !offers.data}
      aria-busy={busy || !offers.data}
      aria-describedby={problem ? problemId : undefined}
      onClick={() => void act(action)}
    >
      {busy ? t('joining') : label}
    </button>
  );

  let body;
  if (joined && joined.status !== 'left') {
    body = (
      <>
        <p className="take-part__state" role="status">
          {joined.bonus
            ? t('granted', { amount: format.number(joined.bonus.amount, moneyFormat(joined.bonus.iso)) })
            : t('youTakePart', { date: format.dateTime(new Date(joined.joinedAt), { dateStyle: 'medium' }) })}
        </p>
        <p className="take-part__actions">
          {offer.type === 'cashback' ? (
            <Link kind="navigation" href={links.cashback} className="btn btn--accent">
              {t('toCashback')}
            </Link>
          ) : null}
          {offer.type === 'first_deposit' ? (
            <Link kind="navigation" href={links.deposit} className="btn btn--accent">
              {t('toDeposit')}
            </Link>
          ) : null}
          {joined.bonus ? (
            <Link kind="navigation" href={links.bonuses} className="btn btn--ghost">
              {t('toBonuses')}
            </Link>
          ) : null}
          {joined.canLeave ? button(t('leave', { title: joined.title }), 'leave', 'btn btn--ghost') : null}
        </p>
      </>
    );
  } else {
    body = (
      <p className="take-part__actions">
        {button(offer.type === 'first_deposit' ? t('getBonus') : t('takePart'), 'join')}
        {offer.type === 'promo_code' ? <span className="muted">{t('codeHint', { code: offer.code })}</span> : null}
      </p>
    );
  }
  return (
    <div className="take-part">
      {body}
      {problem ? (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
