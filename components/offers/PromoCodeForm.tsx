'use client';

import { useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { checkPromoCode } from '@/lib/api/offers/promoCheck';
import { promoHistoryKey } from '@/lib/api/offers/promoHistory';
import type { PromoOffer } from '@/lib/api/offers/promoOffer';
import { redeemPromoCode } from '@/lib/api/offers/promoRedeem';
import { offersKey } from '@/lib/api/offers/offers';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { promoProblemOf, type PromoProblem } from '@/lib/offers/promoErrors';
import { href } from '@/lib/routes/href';
import { useAppDispatch } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { AppLink as Link } from '@/components/ui/AppLink';

type Result = { kind: 'checked'; offer: PromoOffer } | { kind: 'redeemed'; offer: PromoOffer };

/**
 * The promo-code field of office/promotion (docs/promotions-api.md "Promo codes"): "Check" says what
 * the code gives without redeeming it (the spec's code check), "Activate" redeems it; a refusal shows
 * next to the field and takes the focus back to it. A redeemed code refreshes the history, the offers
 * and the balance (the bonus account grew).
 */
export function PromoCodeForm() {
  const t = useTranslations('offers');
  const lng = useLocale();
  const format = useFormatter();
  const id = useId();
  const dispatch = useAppDispatch();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'check' | 'redeem' | null>(null);
  const [problem, setProblem] = useState<PromoProblem | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const problemText = (found: PromoProblem) =>
    'text' in found ? found.text : t('promoError', { reason: found.reason, amount: found.min === null ? '' : format.number(found.min, moneyFormat(found.iso ?? 'RUB')) });

  const run = async (action: 'check' | 'redeem') => {
    setResult(null);
    if (code.trim() === '') {
      setProblem({ reason: 'empty', min: null, iso: null });
      input.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(action);
    try {
      if (action === 'check') {
        setResult({ kind: 'checked', offer: await checkPromoCode(code.trim(), lng) });
      } else {
        const redeemed = await redeemPromoCode(code.trim(), lng);
        setResult({ kind: 'redeemed', offer: redeemed.offer });
        setCode('');
        dispatch(accountsRequested());
        await Promise.all([mutate(promoHistoryKey(lng)), mutate(offersKey(lng))]);
      }
    } catch (caught) {
      setProblem(promoProblemOf(caught));
      input.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const gives = (offer: PromoOffer) =>
    t('promoGives', {
      kind: offer.kind,
      product: offer.product,
      amount: format.number(offer.amount, moneyFormat(offer.iso)),
      multiplier: offer.wagerMultiplier,
      days: offer.days,
    });

  return (
    <form
      className="promo-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void run('redeem');
      }}
    >
      <h2 id={`${id}-heading`} className="panel__title">
        {t('promoTitle')}
      </h2>
      <div className="promo-form__field">
        <label htmlFor={`${id}-code`}>{t('promoLabel')}</label>
        <div className="promo-form__row">
          <input
            ref={input}
            id={`${id}-code`}
            className="control promo-form__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
          />
          <button type="button" className="btn btn--ghost" disabled={busy !== null} aria-busy={busy === 'check'} onClick={() => void run('check')}>
            {busy === 'check' ? t('checking') : t('check')}
          </button>
          <button type="submit" className="btn btn--accent" disabled={busy !== null} aria-busy={busy === 'redeem'}>
            {busy === 'redeem' ? t('redeeming') : t('redeem')}
          </button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="field-error promo-form__problem" role="alert">
            {problemText(problem)}
          </p>
        ) : (
          <p id={`${id}-hint`} className="muted promo-form__hint">
            {t('promoHint')}
          </p>
        )}
      </div>
      <div role="status" className="promo-form__result">
        {result ? (
          <div className={result.kind === 'redeemed' ? 'promo-result promo-result--done' : 'promo-result'}>
            <p className="promo-result__title">
              {result.kind === 'redeemed' ? t('redeemed', { code: result.offer.code }) : t('checked', { code: result.offer.code })}
            </p>
            <p>{gives(result.offer)}</p>
            <p className="muted">{result.offer.description}</p>
            {result.kind === 'redeemed' ? (
              <Link kind="navigation" href={href(lng, 'officeBonusesWager')}>
                {t('toBonuses')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
