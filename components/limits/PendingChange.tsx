'use client';

import { useState } from 'react';
import type { Limit } from '@/lib/api/limits/limit';
import { decidePendingLimit } from '@/lib/api/limits/limitActions';
import { serviceTitle } from '@/lib/limits/errors';
import { countdownTo, pendingDirection } from '@/lib/limits/pending';
import { valueInForce, type LimitSlot } from '@/lib/limits/sections';
import { CancelLimitDialog } from './CancelLimitDialog';
import type { Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * A change waiting for approval (limits-coupon-auth.md §4, §9): marked higher or lower than the value in
 * force, the countdown to `endsAt`, and the way to cancel it (with its confirmation). Once due it
 * may be confirmed or rejected here too (`limitaction`), besides the site's approval dialog.
 */
export function PendingChange({ slot, onNote }: { slot: LimitSlot<Limit> & { pending: Limit }; onNote: (note: Note) => void }) {
  const { t, value, countdown } = useLimitWords();
  const { nowMs, lng, refresh } = useLimitsPage();
  const [asking, setAsking] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const { pending, type } = slot;
  const inForce = valueInForce(slot);
  const direction = pendingDirection(type, inForce, pending.limitValue);
  const left = pending.endsAt === null ? null : countdownTo(pending.endsAt, nowMs);

  const decide = async (action: 0 | 1) => {
    setDeciding(true);
    try {
      await decidePendingLimit(action, lng, type);
      onNote({ kind: 'success', text: t(action === 1 ? 'confirmLimitSuccess' : 'rejectLimitSuccess') });
    } catch (error) {
      onNote({ kind: 'error', text: serviceTitle(error) ?? t('confirmLimitError') });
    }
    await refresh();
    setDeciding(false);
  };

  return (
    <div className="limit-pending" data-direction={direction}>
      <p className="limit-pending__head">
        <span className="limit-badge" data-direction={direction}>
          {t(`pending.${direction}`)}
        </span>
        <span>{t('pending.to', { value: value(type, pending.limitValue) })}</span>
      </p>
      {left === null ? null : (
        <p className="limit-pending__when">
          {left.due ? t(pending.needApprove ? 'pending.due' : 'pending.soon') : t(pending.needApprove ? 'pending.countdown' : 'pending.takesEffect', { time: countdown(left) })}
        </p>
      )}
      <div className="limit-pending__actions">
        {left?.due && pending.needApprove ? (
          <>
            <button type="button" className="btn btn--accent" disabled={deciding} onClick={() => void decide(1)}>
              {t('pending.confirm')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={deciding} onClick={() => void decide(0)}>
              {t('pending.reject')}
            </button>
          </>
        ) : null}
        <button type="button" className="btn btn--ghost" disabled={deciding} onClick={() => setAsking(true)}>
          {t('pending.cancel')}
        </button>
      </div>
      {asking ? (
        <CancelLimitDialog
          type={type}
          inForce={inForce}
          pending={pending.limitValue}
          onClose={() => setAsking(false)}
          onDone={(note) => {
            setAsking(false);
            onNote(note);
          }}
        />
      ) : null}
    </div>
  );
}
