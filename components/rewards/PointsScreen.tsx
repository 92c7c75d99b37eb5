import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { fetchRewardTerms } from '@/lib/api/rewards/rewardTerms';
import { settle } from '@/lib/api/settle';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { href } from '@/lib/routes/href';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import '@/app/styles/rewards.css';

/** The currency the public page quotes (the site's default). */
const PAGE_CURRENCY = 'RUB';

/**
 * `points` (docs/rewards-api.md): how points are earned and spent, with the live rates from the
 * public terms — the earning rates, the levels with their cashback, the caps, the shop — and the way
 * in (sign in, register, the player's own points). Server-rendered and the same for every visitor; a
 * backend fault shows the error block, never a 500.
 */
export async function PointsScreen({ lng }: { lng: string }) {
  const t = await getTranslations('rewards');
  const format = await getFormatter();
  const terms = await settle(fetchRewardTerms(PAGE_CURRENCY));
  if (!terms.ok) return <RefreshErrorState />;
  const data = terms.data;
  const money = (amount: number | null) => (amount === null ? '—' : format.number(amount, moneyFormat(data.currency)));
  const percent = (rate: number | null) => (rate === null ? t('page.closed') : format.number(rate / 100, { style: 'percent' }));
  return (
    <article className="rewards-screen rewards-page">
      <p>{t('page.intro')}</p>
      <section className="rewards-card" aria-labelledby="points-earn">
        <h2 id="points-earn" className="panel__title">
          {t('earnTitle')}
        </h2>
        <ul className="rewards-rules">
          {data.rates.sport !== null ? <li>{t('earnSport', { amount: money(data.rates.sport) })}</li> : null}
          {data.rates.casino !== null ? <li>{t('earnCasino', { amount: money(data.rates.casino) })}</li> : null}
        </ul>
        <p className="muted">{t('earnNote')}</p>
      </section>
      <section className="rewards-card" aria-labelledby="points-levels">
        <h2 id="points-levels" className="panel__title">
          {t('page.levelsTitle')}
        </h2>
        <div className="rewards-table-wrap">
          <table className="rewards-table">
            <thead>
              <tr>
                <th scope="col">{t('level')}</th>
                <th scope="col">{t('page.levelFrom')}</th>
                <th scope="col">{t('page.vip')}</th>
                <th scope="col">{t('page.premium')}</th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((level) => (
                <tr key={level.id}>
                  <th scope="row">{t(`levels.${level.key}`)}</th>
                  <td>{format.number(level.minPoints)}</td>
                  <td>{percent(level.vipRate)}</td>
                  <td>{percent(level.premiumRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted">{t('page.caps', { vip: money(data.cashback.vipCap), premium: money(data.cashback.premiumCap), days: data.cashback.claimDays })}</p>
      </section>
      <section className="rewards-card" aria-labelledby="points-shop">
        <h2 id="points-shop" className="panel__title">
          {t('page.shopTitle')}
        </h2>
        {data.items.length === 0 ? (
          <p className="empty-state">{t('shopEmpty')}</p>
        ) : (
          <ul className="rewards-shop">
            {data.items.map((item) => (
              <li key={item.id} className="rewards-item">
                <h3 className="rewards-item__name">{t(`item.${item.product}`, { amount: money(item.amount) })}</h3>
                <p className="rewards-item__price">{t('price', { points: item.price })}</p>
                <p className="muted">
                  {item.product === 'sport'
                    ? t('itemTerms.sport', { wager: item.wager, odds: format.number(item.minOdds ?? 1, { minimumFractionDigits: 2 }), days: item.days })
                    : t('itemTerms.casino', { wager: item.wager, days: item.days })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>{t('page.guest')}</p>
      <p className="rewards-page__links">
        <Link className="btn btn--accent" href={href(lng, 'login')}>
          {t('page.login')}
        </Link>
        <Link className="btn btn--ghost" href={href(lng, 'registration')}>
          {t('page.register')}
        </Link>
        <Link className="btn btn--ghost" href={href(lng, 'officeRewards')}>
          {t('page.office')}
        </Link>
      </p>
    </article>
  );
}
