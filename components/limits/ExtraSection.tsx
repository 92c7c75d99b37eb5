'use client';

import { useId } from 'react';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { extraSectionOf, SECTION_ANCHOR } from '@/lib/limits/sections';
import { AccountBlockField } from './AccountBlockField';
import { RestrictionField } from './RestrictionField';
import { RunningRestrictions } from './RunningRestrictions';
import { SessionLimitField } from './SessionLimitField';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/office.css';
import '@/app/styles/limits.css';

/**
 * The extra limits (limits-coupon-auth.md §2, §4): self-exclusion with its reason, the deposit time-out, the
 * session limit and the player's own block. Disabled while the block (37) is active or any of its
 * fields is (a running self-exclusion or time-out, or one the service does not offer); a running
 * restriction shows until when and cannot be cancelled; a self-exclusion set to start later is
 * announced.
 */
export function ExtraSection() {
  const { t, date } = useLimitWords();
  const page = useLimitsPage();
  const titleId = useId();
  const state = extraSectionOf(page.limits, page.offered, Math.floor(page.nowMs / 1000));
  return (
    <section id={SECTION_ANCHOR.extra} className="panel office-panel limits-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('sections.extra')}
      </h2>
      <p className="muted limits-section__lead">{t('leads.extra')}</p>
      {state.notStarted ? (
        <p className="limits-notice limits-notice--warning" role="note">
          {t('extra.notStarted', { date: date(state.notStarted.startedAt) })}
        </p>
      ) : null}
      <RunningRestrictions state={state} />
      {state.disabled ? <p className="limits-notice">{t(`extra.disabled.${state.disabled}`)}</p> : null}
      <fieldset className="limit-extras" disabled={state.disabled !== null} aria-label={t('sections.extra')}>
        <RestrictionField type={LIMIT_TYPE.selfExclusion} />
        <RestrictionField type={LIMIT_TYPE.timeOut} />
        <SessionLimitField />
        <AccountBlockField />
      </fieldset>
    </section>
  );
}
