'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { ApiError } from '@/lib/api/http';
import { registerPayAndPlay } from '@/lib/api/registerPayAndPlay';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { amountValue, checkAmount, collectErrors } from '@/lib/auth/fieldRules';
import { defaultOrigin } from '@/lib/auth/registrationDefaults';
import { payAndPlayReturnPath } from '@/lib/routes/localized';
import { useAppDispatch, useFeatureListeners } from '@/store/hooks';
import { payAndPlayStarted, addAuthListeners } from '@/store/listeners/auth';
import { TextField } from '../AuthField';
import { useAuthSubmit } from '../useAuthSubmit';
import { RegistrationTail } from './RegistrationTail';
import { useFieldErrors } from './useFieldErrors';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

/**
 * Pay and play (pay_and_play, docs/decisions/registration.md): the first deposit opens the account. The form
 * sends the browser to the provider's card page; the onpay page it comes back to opens the account
 * once the deposit succeeded and shows the generated login and password (PayAndPlayClaim).
 */
export function PayAndPlayPanel({ options }: { options: RegistrationOptions }) {
  useFeatureListeners(addAuthListeners);
  const t = useTranslations('registration');
  const lng = useLocale();
  const [amount, setAmount] = useState('');
  const [origin, setOrigin] = useState(() => defaultOrigin(options));
  const { pending, failure, run } = useAuthSubmit();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const { shown, validate } = useFieldErrors(collectErrors({ amount: checkAmount(amount) }));
  // What the provider refused, in our words next to its field: the card's range, or the currency.
  const [refused, setRefused] = useState<{ amount?: string; currency?: string }>({});

  const refusal = (error: unknown) => {
    if (!(error instanceof ApiError)) return null;
    const { min, max, iso } = error.meta ?? {};
    if ((error.code === 'amount_below_min' || error.code === 'amount_above_max') && typeof min === 'number' && typeof max === 'number') {
      const money = moneyFormat(typeof iso === 'string' ? iso : origin.currency);
      return { amount: t('payAndPlay.amountRange', { min: format.number(min, money), max: format.number(max, money) }) };
    }
    if (error.code === 'method_unavailable') return { currency: t('payAndPlay.currencyUnavailable') };
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused({});
    if (!validate(event)) return;
    const body = { amount: amountValue(amount), currency: origin.currency, country_id: Number(origin.countryId), return_url: payAndPlayReturnPath(lng) };
    const started = await run(() =>
      registerPayAndPlay(body, lng).catch((error: unknown) => {
        const shownRefusal = refusal(error);
        if (!shownRefusal) throw error;
        setRefused(shownRefusal);
        return undefined;
      }),
    );
    if (started) dispatch(payAndPlayStarted({ redirectUrl: started.redirectUrl }));
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="auth-form__lead">{t('payAndPlay.lead')}</p>
      <TextField
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        label={t('fields.amount')}
        value={amount}
        onValue={(value) => (setAmount(value), setRefused({}))}
        error={shown.amount}
        refusal={refused.amount}
      />
      <RegistrationTail
        options={options}
        origin={origin}
        onOrigin={(next) => (setOrigin(next), setRefused({}))}
        failure={failure ?? refused.currency ?? null}
        pending={pending}
        label={t('payAndPlay.submit')}
      />
    </form>
  );
}
