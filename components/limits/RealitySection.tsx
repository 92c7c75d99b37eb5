'use client';

import { useId } from 'react';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { SECTION_ANCHOR } from '@/lib/limits/sections';
import { LimitSelect } from './LimitSelect';
import { useLimitWords } from './useLimitWords';
import { useSingleLimit } from './useSingleLimit';
import '@/app/styles/office.css';
import '@/app/styles/limits.css';

/**
 * Reality checks (32; limits-coupon-auth.md §2, §5): a reminder every 5–60 minutes of play, or none. A
 * change holds at once (it restricts nothing); the next reminder's time is the service's `endsAt`.
 */
export function RealitySection() {
  const { t, value, date } = useLimitWords();
  const titleId = useId();
  const type = LIMIT_TYPE.realityCheck;
  const { slot, choices, inForce, selected, choose, submit, footer } = useSingleLimit(type);

  return (
    <section id={SECTION_ANCHOR.reality} className="panel office-panel limits-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('sections.reality')}
      </h2>
      <p className="muted limits-section__lead">{t('leads.reality')}</p>
      <p className="limit-card__value" data-set={inForce !== null}>
        {inForce === null ? t('reality.off') : t('reality.every', { value: value(type, inForce) })}
      </p>
      {inForce !== null && slot.active?.endsAt ? <p className="limit-card__note muted">{t('reality.next', { date: date(slot.active.endsAt) })}</p> : null}
      {choices ? (
        <form className="limit-extra limit-extra--inline" noValidate onSubmit={submit}>
          <LimitSelect
            id={`${titleId}-minutes`}
            type={type}
            choices={choices}
            value={selected}
            onChange={choose}
            label={t('reality.label')}
          />
          {footer}
        </form>
      ) : (
        <p className="muted">{t('notOffered')}</p>
      )}
    </section>
  );
}
