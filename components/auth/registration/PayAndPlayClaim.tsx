'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { ApiError } from '@/lib/api/http/errors';
import { claimPayAndPlay, type ClaimedAccount } from '@/lib/api/registerPayAndPlay';
import { PAYMENT_POLL_MS } from '@/lib/config/payments';
import { href } from '@/lib/routes/href';
import { useAppDispatch, useFeatureListeners } from '@/store/hooks';
import { signedIn, addAuthListeners } from '@/store/listeners/auth';
import { AppLink as Link } from '@/components/ui/AppLink';
import { GeneratedCredentialsView } from './GeneratedCredentialsView';

type ClaimState =
  | { kind: 'checking' }
  | { kind: 'opened'; account: ClaimedAccount }
  | { kind: 'failed'; status: string }
  /** The card belongs to a self-excluded, timed-out or blocked player: refunded, no account ever opens. */
  | { kind: 'excluded' }
  | { kind: 'lost' }
  | { kind: 'error' };

/** One claim at a time, asked again while the deposit is pending; settles the state once. */
function claimUntilSettled(paymentId: string, settle: (state: ClaimState) => void, timers: Set<ReturnType<typeof setTimeout>>) {
  const attempt = async () => {
    try {
      settle({ kind: 'opened', account: await claimPayAndPlay(paymentId) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'payment_pending') timers.add(setTimeout(() => void attempt(), PAYMENT_POLL_MS));
      else if (code === 'payment_failed' && error instanceof ApiError) settle({ kind: 'failed', status: String(error.meta?.status ?? 'fail') });
      else if (code === 'payer_excluded') settle({ kind: 'excluded' });
      else if (code === 'pay_and_play_not_found') settle({ kind: 'lost' });
      else settle({ kind: 'error' });
    }
  };
  void attempt();
}

/**
 * The onpay page after a pay-and-play deposit (docs/payments-api.md): the account opens when the
 * provider's callback says the deposit succeeded. Until then the page asks again every few
 * seconds; then it shows the generated login and password once and signs the browser in. A claim
 * spends its ticket, so it runs once per page, not once per render.
 */
export function PayAndPlayClaim({ paymentId }: { paymentId: string }) {
  useFeatureListeners(addAuthListeners);
  const t = useTranslations('registration.payAndPlay');
  const tOnpay = useTranslations('onpay');
  const lng = useLocale();
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ClaimState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    claimUntilSettled(paymentId, setState, timers);
    return () => timers.forEach(clearTimeout);
  }, [paymentId, attempt]);

  if (state.kind === 'opened') {
    const { account } = state;
    return (
      <main className="status-screen status-screen--standalone" data-status="success">
        <span className="status-mark" data-status="success" aria-hidden="true" />
        <h1 className="page-title">{tOnpay('success.title')}</h1>
        {account.currency ? <p role="status">{t('opened', { amount: format.number(account.balance, moneyFormat(account.currency)) })}</p> : null}
        <GeneratedCredentialsView credentials={account} onContinue={() => dispatch(signedIn({ userId: account.user_id, returnUrl: href(lng, 'home') }))} />
      </main>
    );
  }

  const shown = state.kind === 'failed' ? (state.status === 'cancel' ? 'cancel' : 'fail') : state.kind === 'checking' ? 'pending' : 'fail';
  return (
    <main className="status-screen status-screen--standalone" data-status={shown}>
      <span className="status-mark" data-status={shown} aria-hidden="true" />
      <h1 className="page-title">{tOnpay(`${shown}.title`)}</h1>
      <div role="status" aria-live="polite">
        {state.kind === 'checking' ? <p>{t('checking')}</p> : null}
        {state.kind === 'failed' ? <p>{t('failed')}</p> : null}
        {state.kind === 'excluded' ? <p>{t('payerExcluded')}</p> : null}
        {state.kind === 'lost' ? <p className="field-error">{t('lost')}</p> : null}
        {state.kind === 'error' ? <p className="field-error">{t('error')}</p> : null}
      </div>
      <p className="status-screen__actions">
        {state.kind === 'error' ? (
          <button type="button" className="btn btn--accent" onClick={() => (setState({ kind: 'checking' }), setAttempt((n) => n + 1))}>
            {t('retry')}
          </button>
        ) : null}
        {state.kind === 'failed' || state.kind === 'lost' ? (
          <Link kind="action" href={href(lng, 'registration', { type: 'pay-and-play' })} className="btn btn--accent">
            {t('tryAgain')}
          </Link>
        ) : null}
      </p>
    </main>
  );
}
