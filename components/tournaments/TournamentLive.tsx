'use client';

import { useTranslations } from 'next-intl';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { useTournament } from '@/lib/api/tournaments/useTournament';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { ErrorState } from '@/components/ui/ErrorState';
import { JoinPanel } from './JoinPanel';
import { Leaderboard } from './Leaderboard';

/**
 * The moving part of a tournament's page: the player's entry ("Take part", his place) and the
 * leaderboard, read again in the browser with his session and every 10 s while the tournament runs.
 * Until the first read answers, the server's leaderboard shows; a failed read keeps it, with a retry.
 */
export function TournamentLive({ lng, initial, signInHref }: { lng: string; initial: TournamentDetail; signInHref: string }) {
  const t = useTranslations('tournaments');
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data, error, mutate, isValidating } = useTournament(initial.id, lng, initial.status === 'running');
  const shown = data ?? initial;

  let entry;
  if (!signedIn) entry = <JoinPanel tournament={shown} guest signInHref={signInHref} onJoined={() => undefined} />;
  else if (data) entry = <JoinPanel tournament={data} signInHref={signInHref} onJoined={(next) => void mutate(next, { revalidate: false })} />;
  else if (error) entry = <ErrorState compact text={t('error')} onRetry={() => void mutate()} pending={isValidating} />;
  else
    entry = (
      <p className="muted" role="status" aria-busy="true">
        {t('loadingMe')}
      </p>
    );

  return (
    <>
      <section className="tournament-block tournament-entry" aria-label={t('yourPlace')}>
        {entry}
      </section>
      <Leaderboard tournament={shown} />
    </>
  );
}
