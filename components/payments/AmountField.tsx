'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import type { PaymentMethod } from '@/lib/api/payments';
import { amountProblem, feeFor, parseAmount } from '@/lib/payments/amount';
import '@/app/styles/payments.css';

/**
 * The amount of a deposit or a withdrawal: the method's amount range beside it, its quick amounts, the
 * fee it costs, and what is wrong with it next to the field once the player has typed.
 */
export function AmountField({
  id,
  method,
  currency,
  value,
  onChange,
  max,
  showError,
}: {
  id: string;
  method: PaymentMethod;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  /** A lower ceiling than the method's (what may be withdrawn). */
  max?: number;
  showError: boolean;
}) {
  const t = useTranslations('payments');
  const format = useFormatter();
  const money = (amount: number) => format.number(amount, moneyFormat(currency));
  const amountRange = { min: method.min, max: Math.min(method.max, max ?? method.max) };
  const problem = amountProblem(value, amountRange);
  const amount = parseAmount(value);
  const fee = amount === null ? 0 : feeFor(amount, method.fee);
  const message =
    problem === 'invalid' ? t('amountInvalid') : problem === 'below' ? t('amountBelow', { min: money(amountRange.min) }) : problem === 'above' ? t('amountAbove', { max: money(amountRange.max) }) : null;
  return (
    <div className="payment-field">
      <label htmlFor={id}>{t('amount', { currency })}</label>
      <input
        id={id}
        className="control"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={showError && message !== null}
        aria-describedby={`${id}-hint${showError && message ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="muted payment-field__hint">
        {t('amountHint', { min: money(amountRange.min), max: money(amountRange.max) })} · {fee > 0 ? t('feeLine', { fee: money(fee) }) : t('noFee')}
      </p>
      {showError && message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="payment-quick" role="group" aria-label={t('quick')}>
        {method.quickAmounts
          .filter((quick) => quick <= amountRange.max)
          .map((quick) => (
            <button key={quick} type="button" className="chip" aria-pressed={amount === quick} onClick={() => onChange(String(quick))}>
              {money(quick)}
            </button>
          ))}
      </div>
    </div>
  );
}
