import { getFormatter, getTranslations } from 'next-intl/server';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** The prize table: each place and what it wins. */
export async function PrizeTable({ tournament }: { tournament: TournamentDetail }) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  return (
    <section className="tournament-block" aria-labelledby="tournament-prizes">
      <h2 id="tournament-prizes" className="panel__title">
        {t('prizesTitle')}
      </h2>
      <table className="tournament-table">
        <thead>
          <tr>
            <th scope="col">{t('place')}</th>
            <th scope="col">{t('prize')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.prizes.map((prize) => (
            <tr key={prize.place}>
              <th scope="row">{prize.place}</th>
              <td>{format.number(prize.amount, moneyFormat(tournament.currency))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
