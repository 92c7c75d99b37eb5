'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { backendNow, timeLeft } from '@/lib/tournaments/countdown';

/**
 * "Ends in 5d 3h…" ticking every second on the backend clock (`asOf` of the read plus the time the
 * browser has counted since). The first render is the read's own moment, on the server and in the
 * browser alike, so hydration matches; once the moment has come it says `doneText`.
 */
export function Countdown({ target, asOf, kind, doneText }: { target: number; asOf: number; kind: 'startsIn' | 'endsIn'; doneText: string }) {
  const t = useTranslations('tournaments');
  const [now, setNow] = useState(asOf);
  useEffect(() => {
    const readAt = Date.now();
    const timer = setInterval(() => setNow(backendNow(asOf, readAt, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [asOf]);
  const left = timeLeft(target, now);
  if (!left) return <span className="tournament-countdown">{doneText}</span>;
  const time = left.days > 0 ? t('countdown', { ...left }) : t('countdownShort', { ...left });
  return <span className="tournament-countdown">{t(kind, { time })}</span>;
}
