'use client';

import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { fetchMethods, methodsKey, startDeposit } from '@/lib/api/payments';
import { amountProblem, parseAmount } from '@/lib/payments/amount';
import { paymentReturnPath } from '@/lib/routes/localized';
import { useAppSelector } from '@/store/hooks';
import { selectAccounts } from '@/store/slices/account';
import { ErrorState } from '@/components/ui/ErrorState';
import { AmountField } from './AmountField';
import { presetBonusChoice } from '@/lib/bonuses/choice';
import { DepositLimitOffer } from './DepositLimitOffer';
import { FirstDepositTerms } from './FirstDepositTerms';
import { MethodPicker } from './MethodPicker';
import { usePaymentError } from './usePaymentError';
import '@/app/styles/payments.css';

const BONUS_CHOICES = [1, 2, 0] as const;

/**
 * Recharge (docs/payments-api.md): the methods for the player's currency, the amount with quick
 * amounts and the method's amount range, the first-deposit bonus choice when it is offered, the account
 * to credit; then off to the provider's page, which sends the player back to `onpay/{status}`.
 */
export function RechargeScreen() {
  const t = useTranslations('payments');
  const lng = useLocale();
  const id = useId();
  const describe = usePaymentError();
  // The accounts a player pays into: the slice keeps bonus accounts apart already.
  const accounts = useAppSelector(selectAccounts);
  const [accountId, setAccountId] = useState<number | undefined>();
  const { data, error, mutate, isValidating } = useSWR(methodsKey('deposit', lng, accountId), () => fetchMethods('deposit', lng, accountId));
  const [methodId, setMethodId] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [choice, setChoice] = useState<0 | 1 | 2 | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a retry after a lost answer is the same deposit, a refused one a new one.
  const attempt = useRef<string | null>(null);
  // Bonuses (docs/bonuses.md): office/bonuses/deposit links here with the bonus preselected (`?bonus=1|2`).
  const preset = presetBonusChoice(useSearchParams().toString());

  if (error && !data) return <ErrorState onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('methodsLoading')}
      </p>
    );
  }
  if (data.methods.length === 0) return <p className="empty-state">{t('noMethods')}</p>;
  const method = data.methods.find((m) => m.id === methodId) ?? data.methods[0]!;
  const amount = typed ?? String(method.quickAmounts[0] ?? method.min);
  const bonus = data.isAvailableFirstDepositBonus ? (choice ?? preset ?? 1) : 0;

  async function submit() {
    setTried(true);
    setFailure(null);
    if (amountProblem(amount, method) !== null) return;
    setBusy(true);
    attempt.current ??= crypto.randomUUID();
    try {
      const started = await startDeposit(
        { methodId: method.id, amount: parseAmount(amount)!, accountId: data!.accountId, bonusChoice: bonus, returnUrl: paymentReturnPath(lng, 'deposit') },
        lng,
        attempt.current,
      );
      window.location.assign(started.redirectUrl);
    } catch (caught) {
      attempt.current = null;
      setFailure(describe(caught));
      setBusy(false);
    }
  }

  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DepositLimitOffer />
      {accounts.length > 1 ? (
        <div className="payment-field">
          <label htmlFor={`${id}-account`}>{t('account')}</label>
          <select id={`${id}-account`} className="control" value={data.accountId} onChange={(event) => setAccountId(Number(event.target.value))}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <MethodPicker
        methods={data.methods}
        value={method.id}
        name={`${id}-method`}
        onChange={(next) => {
          setMethodId(next);
          setTyped(null);
        }}
      />
      <AmountField id={`${id}-amount`} method={method} currency={data.currency} value={amount} onChange={setTyped} showError={tried || typed !== null} />
      {data.isAvailableFirstDepositBonus ? (
        <fieldset className="payment-bonus">
          <legend>{t('bonus')}</legend>
          {BONUS_CHOICES.map((value) => (
            <label key={value} className="payment-bonus__item">
              <input type="radio" name={`${id}-bonus`} checked={bonus === value} onChange={() => setChoice(value)} />
              {t('bonusChoice', { choice: String(value) })}
            </label>
          ))}
          {/* Bonuses: the chosen bonus's terms (docs/bonuses.md). */}
          <FirstDepositTerms choice={bonus} />
        </fieldset>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--accent btn--large" disabled={busy} aria-busy={busy}>
        {busy ? t('depositing') : t('deposit')}
      </button>
      <p className="muted payment-note">{t('depositNote')}</p>
    </form>
  );
}
