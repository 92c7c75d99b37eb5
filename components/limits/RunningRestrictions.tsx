'use client';

import type { Limit } from '@/lib/api/limits/limit';
import type { ExtraSection } from '@/lib/limits/sections';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * What runs now and cannot be cancelled (limits-coupon-auth.md §4): the player's block since when, a
 * self-exclusion until when with its reason, a deposit time-out until when.
 */
export function RunningRestrictions({ state }: { state: ExtraSection<Limit> }) {
  const { t, date } = useLimitWords();
  const items = [
    state.block ? { key: 'block', text: t('extra.blockRunning', { date: date(state.block.startedAt) }) } : null,
    state.selfExclusion?.endsAt
      ? {
          key: 'selfExclusion',
          text: t('extra.selfExclusionRunning', { date: date(state.selfExclusion.endsAt) }),
          reason: state.selfExclusion.selfExcludeReason,
        }
      : null,
    state.timeOut?.endsAt ? { key: 'timeOut', text: t('extra.timeOutRunning', { date: date(state.timeOut.endsAt) }) } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="limit-running">
      {items.map((item) => (
        <li key={item.key} className="limit-running__item">
          <strong>{item.text}</strong>
          {'reason' in item && item.reason ? <span className="muted">{t('extra.reasonShown', { reason: item.reason })}</span> : null}
          <span className="muted">{t('extra.cannotCancel')}</span>
        </li>
      ))}
    </ul>
  );
}
