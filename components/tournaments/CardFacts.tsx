import { getFormatter, getTranslations } from 'next-intl/server';
import type { TournamentCard } from '@/lib/api/tournaments/tournaments';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { countdownTarget } from '@/lib/tournaments/countdown';
import { Countdown } from './Countdown';

/** A tournament's status with the countdown to its start or end (or the day it ended). */
export async function StatusLine({ card, asOf }: { card: TournamentCard; asOf: number }) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  const target = countdownTarget(card);
  return (
    <p className="tournament-card__meta">
      <span className={`tournament-status tournament-status--${card.status}`}>{t(`status.${card.status}`)}</span>
      {target !== null ? (
        <Countdown target={target} asOf={asOf} kind={card.status === 'upcoming' ? 'startsIn' : 'endsIn'} doneText={t(`status.${card.status}`)} />
      ) : (
        <span className="tournament-countdown">{t('endedOn', { date: format.dateTime(new Date(card.endsAt), { dateStyle: 'medium' }) })}</span>
      )}
    </p>
  );
}

/** The prize fund and the scoring in words. */
export async function CardFacts({ card }: { card: TournamentCard }) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  return (
    <dl className="tournament-card__facts">
      <div>
        <dt>{t('prizeFund')}</dt>
        <dd className="tournament-card__fund">{format.number(card.prizeFund, moneyFormat(card.currency))}</dd>
      </div>
      <div>
        <dt>{t('scoringTitle')}</dt>
        <dd>{t(`scoring.${card.scoring}`)}</dd>
      </div>
    </dl>
  );
}
