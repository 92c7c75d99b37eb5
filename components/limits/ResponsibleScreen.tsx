'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useAvailableLimits } from '@/lib/api/limits/availableLimits';
import type { Limit } from '@/lib/api/limits/limit';
import { useLimits } from '@/lib/api/limits/limits';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { CaptchaDialog } from './CaptchaDialog';
import { ExtraSection } from './ExtraSection';
import { LimitsSkeleton } from './LimitsSkeleton';
import { MoneySection } from './MoneySection';
import { RealitySection } from './RealitySection';
import { SectionNav } from './SectionNav';
import { LimitsPageContext, type LimitsPage } from './pageContext';
import { useCaptchaStep } from '@/components/ui/useCaptchaStep';
import { useServerNow } from './useServerNow';
import '@/app/styles/limits.css';

/**
 * The responsible-gaming page (office/responsible; limits-coupon-auth.md §2–§9,
 * docs/decisions/responsible-gaming-page.md): the
 * deposit limit, the extra limits, reality checks, wagering and loss limits, from the limit
 * service. The backend holds every limit where money moves; this page shows them and asks for
 * changes.
 */
export function ResponsibleScreen() {
  const t = useTranslations('responsible');
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <p className="empty-state">{t('signedOut')}</p>;
  return <LimitsLoader />;
}

function LimitsLoader() {
  const t = useTranslations('responsible');
  const lng = useLocale();
  const limits = useLimits(lng);
  const offered = useAvailableLimits(lng);
  const { nowMs, tick } = useServerNow();
  const captcha = useCaptchaStep();
  const { mutate } = limits;

  const page = useMemo<LimitsPage | null>(() => {
    if (!limits.data || !offered.data || nowMs === null) return null;
    const currency = offered.data.find((entry) => entry.currency)?.currency ?? limits.data.find((limit) => limit.currency)?.currency ?? 'RUB';
    return {
      lng,
      limits: limits.data,
      offered: offered.data,
      nowMs,
      currency,
      refresh: (fresh?: Limit[]) => {
        tick();
        return fresh ? mutate(fresh, { revalidate: true }) : mutate();
      },
    };
  }, [limits.data, offered.data, nowMs, lng, mutate, tick]);

  // A link to a section (the deposit page's `#deposit-limit`) is followed once the sections exist.
  const placed = useRef(false);
  const ready = page !== null;
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (!ready || placed.current || !target) return;
    const frame = requestAnimationFrame(() => {
      placed.current = true;
      document.getElementById(target)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  if (!page && (limits.error || offered.error)) {
    return (
      <ErrorState
        text={t('loadError')}
        pending={limits.isValidating || offered.isValidating}
        onRetry={() => {
          void limits.mutate();
          void offered.mutate();
        }}
      />
    );
  }
  if (!page) return <LimitsSkeleton />;
  const noneSet = page.limits.length === 0;
  return (
    <LimitsPageContext.Provider value={page}>
      <div className="limits-page">
        <p className="limits-lead">{t('lead')}</p>
        {noneSet ? <p className="limits-notice">{t('noneSet')}</p> : null}
        <SectionNav />
        <MoneySection family="deposit" />
        <ExtraSection />
        <RealitySection />
        <MoneySection family="wager" />
        <MoneySection family="loss" />
      </div>
      {captcha.shown ? <CaptchaDialog onSolved={captcha.solve} onCancel={captcha.cancel} /> : null}
    </LimitsPageContext.Provider>
  );
}
