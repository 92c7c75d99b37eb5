'use client';

import useSWR from 'swr';
import { fetchSelfExcludeReasons } from '@/lib/api/limits/selfExcludeReasons';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * The self-exclusion's reason (limits-coupon-auth.md §3, §7): the service's list, read with a fresh token.
 * Chosen before the self-exclusion is saved; a message next to it when missing.
 */
export function SelfExclusionReason({ id, value, onChange, error }: { id: string; value: number | null; onChange: (id: number) => void; error: string | null }) {
  const { t } = useLimitWords();
  const { lng } = useLimitsPage();
  const { data, error: loadError, isValidating, mutate } = useSWR(['limit-service/reasons/selfexclude', lng], () => fetchSelfExcludeReasons(lng), { revalidateOnFocus: false });
  if (!data && loadError) {
    return (
      <div className="limit-field">
        <p className="limit-field__error" role="alert">
          {t('extra.reasonsError')}
        </p>
        <button type="button" className="btn btn--ghost" disabled={isValidating} onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="limit-field">
      <label htmlFor={id} className="limit-field__label">
        {t('extra.reason')}
      </label>
      <select
        id={id}
        className="control limit-field__control"
        value={value === null ? '' : String(value)}
        disabled={!data}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value="" disabled>
          {data ? t('extra.reasonChoose') : t('loading')}
        </option>
        {(data ?? []).map((reason) => (
          <option key={reason.id} value={String(reason.id)}>
            {reason.selfExcludeReason}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="limit-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
