'use client';

import { useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { cancelWithdrawal, fetchHistory, fetchMethods, historyKey, methodsKey, requestWithdrawal } from '@/lib/api/payments';
import { amountProblem, parseAmount } from '@/lib/payments/amount';
import { useAppDispatch } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { ErrorState } from '@/components/ui/ErrorState';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ApiError } from '@/lib/api/http';
import { href } from '@/lib/routes/href';
import { AmountField } from './AmountField';
import { MethodPicker } from './MethodPicker';
import { usePaymentError } from './usePaymentError';
import '@/app/styles/payments.css';
// The link to the verification page (its style lives with the verification screen's).
import '@/app/styles/documents.css';

const PENDING_PAGE = { page: 1, pageSize: 20 } as const;

/**
 * Withdrawal (docs/payments-api.md): the payout methods the player may use, the amount up to what may
 * be withdrawn (a bonus balance may not), the payout details in the method's format, and the
 * identification the amount needs. A request holds the money at once; while pending it can be
 * cancelled, which returns it.
 */
export function DeduceScreen() {
  const t = useTranslations('payments');
  const lng = useLocale();
  const id = useId();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const describe = usePaymentError();
  const methods = useSWR(methodsKey('withdrawal', lng), () => fetchMethods('withdrawal', lng));
  const pendingQuery = { lng, kind: 'withdrawal' as const, status: 'pending' as const, ...PENDING_PAGE };
  const pending = useSWR(historyKey(pendingQuery), () => fetchHistory(pendingQuery));
  const [methodId, setMethodId] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string; identify?: 'officeVerification' | 'officeIdentification' } | null>(null);
  const attempt = useRef<string | null>(null);

  const data = methods.data;
  if (methods.error && !data) return <ErrorState onRetry={() => void methods.mutate()} pending={methods.isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('methodsLoading')}
      </p>
    );
  }
  const money = (amount: number) => format.number(amount, moneyFormat(data.currency));
  const withdrawable = data.withdrawable ?? 0;
  const method = data.methods.find((m) => m.id === methodId) ?? data.methods[0];
  const amount = typed ?? '';
  const detailsOk = method?.details ? new RegExp(method.details.pattern).test(details.replace(/\s+/g, '')) : details.trim() !== '';
  const threshold = data.identification?.threshold ?? null;
  const needsIdentification = data.identification !== undefined && !data.identification.identified && threshold !== null && (parseAmount(amount) ?? 0) > threshold;

  const refresh = () => {
    void methods.mutate();
    void pending.mutate();
    dispatch(accountsRequested());
  };

  async function submit() {
    if (!method) return;
    setTried(true);
    setNote(null);
    if (amountProblem(amount, { min: method.min, max: Math.min(method.max, withdrawable) }) !== null || !detailsOk || needsIdentification) return;
    setBusy(true);
    attempt.current ??= crypto.randomUUID();
    try {
      const requested = await requestWithdrawal({ methodId: method.id, amount: parseAmount(amount)!, details: details.replace(/\s+/g, ''), accountId: data!.accountId }, attempt.current);
      attempt.current = null;
      setTyped(null);
      setDetails('');
      setTried(false);
      setNote({ ok: true, text: t('withdrawalRequested', { amount: money(requested.amount) }) });
      refresh();
    } catch (caught) {
      attempt.current = null;
      // Refused for want of identification: the office page the backend names lifts it (docs/documents-api.md).
      const identify =
        caught instanceof ApiError && caught.code === 'identification_required'
          ? caught.meta?.page === 'office/identification'
            ? ('officeIdentification' as const)
            : ('officeVerification' as const)
          : undefined;
      setNote({ ok: false, text: describe(caught), identify });
    } finally {
      setBusy(false);
    }
  }

  async function cancel(paymentId: string) {
    setNote(null);
    try {
      await cancelWithdrawal(paymentId);
      setNote({ ok: true, text: t('cancelled') });
      refresh();
    } catch (caught) {
      setNote({ ok: false, text: describe(caught) });
    }
  }

  return (
    <div className="payment-screen">
      <p className="payment-withdrawable">
        {t('withdrawable', { amount: money(withdrawable) })} <span className="muted">{t('bonusNotWithdrawable')}</span>
      </p>
      {data.methods.length === 0 || !method ? (
        <p className="empty-state">{t('noMethods')}</p>
      ) : (
        <form
          className="payment-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <MethodPicker
            methods={data.methods}
            value={method.id}
            name={`${id}-method`}
            onChange={(next) => {
              setMethodId(next);
              setDetails('');
            }}
          />
          <AmountField id={`${id}-amount`} method={method} currency={data.currency} value={amount} onChange={setTyped} max={withdrawable} showError={tried || typed !== null} />
          <div className="payment-field">
            <label htmlFor={`${id}-details`}>{t('details', { kind: method.details?.kind ?? 'other' })}</label>
            <input
              id={`${id}-details`}
              className="control"
              autoComplete="off"
              value={details}
              aria-invalid={tried && !detailsOk}
              aria-describedby={tried && !detailsOk ? `${id}-details-error` : undefined}
              onChange={(event) => setDetails(event.target.value)}
            />
            {tried && !detailsOk ? (
              <p id={`${id}-details-error`} className="field-error" role="alert">
                {t('detailsInvalid')}
              </p>
            ) : null}
          </div>
          {needsIdentification ? (
            <p className="field-error" role="alert">
              {t('identificationNeeded', { threshold: money(threshold ?? 0) })}{' '}
              <Link kind="office" className="identify-link" href={href(lng, 'officeVerification')}>
                {t('identificationLink')}
              </Link>
            </p>
          ) : null}
          <button type="submit" className="btn btn--accent btn--large" disabled={busy} aria-busy={busy}>
            {busy ? t('withdrawing') : t('withdraw')}
          </button>
        </form>
      )}
      {note ? (
        <p className={note.ok ? 'payment-note payment-note--ok' : 'field-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
          {note.identify ? (
            <>
              {' '}
              <Link kind="office" className="identify-link" href={href(lng, note.identify)}>
                {t('identificationLink')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <section className="panel" aria-labelledby={`${id}-pending`}>
        <h2 id={`${id}-pending`} className="panel__title">
          {t('pendingTitle')}
        </h2>
        {pending.error && !pending.data ? (
          <ErrorState compact onRetry={() => void pending.mutate()} />
        ) : !pending.data ? null : pending.data.items.length === 0 ? (
          <p className="muted">{t('noPending')}</p>
        ) : (
          <ul className="payment-list">
            {pending.data.items.map((item) => (
              <li key={item.paymentId} className="payment-list__item">
                <span>
                  {money(item.amount)} · {item.method.name} {item.details ? <span className="muted">{item.details}</span> : null}
                </span>
                <span className="muted">{t('status', { status: item.status })}</span>
                {item.canCancel ? (
                  <button type="button" className="btn btn--ghost" aria-label={t('cancelLabel', { amount: money(item.amount) })} onClick={() => void cancel(item.paymentId)}>
                    {t('cancel')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
