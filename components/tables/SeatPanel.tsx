'use client';

import { useTranslations } from 'next-intl';
import type { Seat } from '@/lib/api/tables/tableState';
import { AppLink } from '@/components/ui/AppLink';
import type { SeatMode, SeatRefusal } from './useSeat';

const REFUSALS = ['banned', 'self_excluded', 'time_out', 'blocked', 'account_not_allowed', 'unauthorized'] as const;
type KnownRefusal = (typeof REFUSALS)[number];
const isKnown = (code: string): code is KnownRefusal => (REFUSALS as readonly string[]).includes(code);
/** Refusals that come from the player's restrictions: the way out is the responsible-gaming page. */
const RESTRICTIONS = new Set(['banned', 'self_excluded', 'time_out', 'blocked']);

export interface SeatPanelProps {
  me: Seat | null;
  signedIn: boolean;
  seats: { taking: SeatMode | null; refusal: SeatRefusal | null; take: (mode: SeatMode) => Promise<void> };
  loginHref: string;
  responsibleHref: string;
}

/**
 * Where the player sits: fun money for anyone, real money for a signed-in player (his active
 * account; a visitor gets the login that brings him back), the switch between them, and a refusal
 * of a real seat in words with the way to the responsible-gaming page.
 */
export function SeatPanel({ me, signedIn, seats, loginHref, responsibleHref }: SeatPanelProps) {
  const t = useTranslations('tables.seat');
  const tMode = useTranslations('tables.mode');
  const { taking, refusal, take } = seats;
  const other: SeatMode = me?.mode === 'demo' ? 'real' : 'demo';

  return (
    <div className="live-table__seat-panel">
      {me ? (
        <p className="live-table__mode">
          <span className={`live-table__mode-badge live-table__mode-badge--${me.mode}`}>{tMode(me.mode)}</span>{' '}
          {other === 'demo' || signedIn ? (
            <button type="button" className="btn btn--ghost" disabled={taking !== null} onClick={() => void take(other)}>
              {other === 'demo' ? t('switchDemo') : t('switchReal')}
            </button>
          ) : null}
        </p>
      ) : (
        <div className="live-table__choices" role="group" aria-label={t('heading')}>
          <button type="button" className="btn btn--ghost btn--large" disabled={taking !== null} onClick={() => void take('demo')}>
            {t('demo')}
          </button>
          {signedIn ? (
            <button type="button" className="btn btn--accent btn--large" disabled={taking !== null} onClick={() => void take('real')}>
              {t('real')}
            </button>
          ) : (
            <AppLink kind="action" className="btn btn--accent btn--large" href={loginHref}>
              {t('signIn')}
            </AppLink>
          )}
          <p className="live-table__hint">{signedIn ? t('realHint') : t('demoHint')}</p>
        </div>
      )}
      {taking ? (
        <p className="muted" role="status">
          {t('taking')}
        </p>
      ) : null}
      {refusal ? (
        <div className="live-table__refusal" role="alert">
          <p>{isKnown(refusal.code) ? t(`refused.${refusal.code}`) : t('refused.other', { detail: refusal.detail })}</p>
          {RESTRICTIONS.has(refusal.code) ? (
            <AppLink kind="footer" href={responsibleHref}>
              {t('responsible')}
            </AppLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
