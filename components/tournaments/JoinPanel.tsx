'use client';

import { useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { joinTournament } from '@/lib/api/tournaments/joinTournament';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { AppLink as Link } from '@/components/ui/AppLink';
import { scoreText } from './scoreText';

/**
 * The player's entry: a guest is sent to sign in (and back); a player who has not joined presses
 * "Take part" (one Idempotency-Key per attempt, so a retry after a lost answer joins once); one who
 * has sees his place and score, or what he still needs, and, once finished, his prize.
 */
export function JoinPanel({
  tournament,
  guest = false,
  signInHref,
  onJoined,
}: {
  tournament: TournamentDetail;
  guest?: boolean;
  signInHref: string;
  onJoined: (next: TournamentDetail) => void;
}) {
  const t = useTranslations('tournaments');
  const lng = useLocale();
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const money = (amount: number) => format.number(amount, moneyFormat(tournament.currency));
  const me = tournament.me;

  if (guest || !me) {
    if (tournament.status === 'finished') return <p className="muted">{t('finishedNote')}</p>;
    return (
      <p>
        <Link kind="action" href={signInHref} className="btn btn--accent">
          {t('signIn')}
        </Link>
      </p>
    );
  }

  if (!me.joined) {
    if (tournament.status === 'finished') return <p className="muted">{t('notJoinedFinished')}</p>;
    const join = async () => {
      setBusy(true);
      setProblem(null);
      key.current ??= crypto.randomUUID();
      try {
        const next = await joinTournament(tournament.id, key.current, lng);
        key.current = null;
        onJoined(next);
      } catch (caught) {
        // A refusal is final for this attempt; a network failure keeps the key, so pressing again joins once.
        if (caught instanceof ApiError && caught.status < 500) key.current = null;
        setProblem(t('joinFailed', { reason: caught instanceof Error ? caught.message : String(caught) }));
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className="tournament-join">
        <button type="button" className="btn btn--accent" onClick={() => void join()} disabled={busy} aria-describedby={problem ? 'tournament-join-problem' : undefined}>
          {busy ? t('joining') : t('join')}
        </button>
        <div role="status" aria-live="polite">
          {problem ? (
            <p id="tournament-join-problem" className="tournament-problem">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    );
  }

  const standing =
    me.place !== null && me.score !== null
      ? t('ranked', { place: me.place, score: scoreText(format, tournament.scoring, me.score) })
      : tournament.scoring === 'winRatio'
        ? t('notRankedRatio', { count: tournament.minRounds, amount: money(tournament.minBet) })
        : t('notRanked', { amount: money(tournament.minBet) });
  return (
    <div className="tournament-join" role="status" aria-live="polite">
      <p className="tournament-join__joined">{t('joined')}</p>
      {me.joinedAt ? <p className="muted">{t('joinedSince', { date: format.dateTime(new Date(me.joinedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</p> : null}
      <p>{standing}</p>
      {tournament.status === 'finished' && me.prize ? <p className="tournament-join__prize">{t('yourPrize', { amount: money(me.prize) })}</p> : null}
    </div>
  );
}
