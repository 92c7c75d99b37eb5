import { getFormatter, getTranslations } from 'next-intl/server';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** The rules in words, from the tournament's own terms (docs/tournaments-api.md "What counts", "Scoring"). */
export async function TournamentRules({ tournament }: { tournament: TournamentDetail }) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="tournament-block" aria-labelledby="tournament-rules">
      <h2 id="tournament-rules" className="panel__title">
        {t('rulesTitle')}
      </h2>
      <ul className="tournament-rules">
        <li>{t('rules.window', { from: when(tournament.startsAt), to: when(tournament.endsAt) })}</li>
        <li>{t('rules.join')}</li>
        <li>{t('rules.minBet', { amount: format.number(tournament.minBet, moneyFormat(tournament.currency)) })}</li>
        <li>{tournament.scoring === 'winRatio' ? t('rules.winRatio', { count: tournament.minRounds }) : t('rules.multiplier')}</li>
        <li>{t('rules.ties')}</li>
        <li>{t('rules.prizes')}</li>
      </ul>
    </section>
  );
}
