import { getFormatter, getTranslations } from 'next-intl/server';
import type { PromotionTermsData } from '@/lib/api/promotions';
import type { PromotionPage } from '@/lib/api/offers/promotionPage';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { DEFAULT_ISO, termsRows } from '@/lib/offers/terms';
import { casinoGamePath } from '@/lib/routes/gamePages';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';

/**
 * The parts of a promotion's pages (bonus/{id} and its tabs, bonus/casino/{id}, the landings),
 * server-rendered and the same for every visitor: the terms table from the machine-readable terms
 * (amounts in the site's default currency; the texts name the others), the games, the partners.
 */
export async function TermsTable({ terms, endsAt }: { terms: PromotionTermsData | null | undefined; endsAt: string | null }) {
  const t = await getTranslations('offers');
  const format = await getFormatter();
  const rows = termsRows(terms, DEFAULT_ISO, (amount, iso) => format.number(amount, moneyFormat(iso)));
  return (
    <dl className="offer-terms" aria-label={t('termsTitle')}>
      {rows.map((row) => (
        <div key={row.key} className="offer-terms__row">
          <dt>{t(`terms.${row.key}.label`)}</dt>
          <dd>{t(`terms.${row.key}.value`, row.values)}</dd>
        </div>
      ))}
      <div className="offer-terms__row">
        <dt>{t('terms.ends.label')}</dt>
        <dd>{endsAt ? t('until', { date: format.dateTime(new Date(endsAt), { dateStyle: 'long' }) }) : t('noEnd')}</dd>
      </div>
    </dl>
  );
}

export async function RulesList({ page }: { page: Pick<PromotionPage, 'body'> }) {
  return (
    <div className="offer-rules">
      {page.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export async function GamesList({ lng, page }: { lng: string; page: Pick<PromotionPage, 'games'> }) {
  const t = await getTranslations('offers');
  const { casino, sports } = page.games;
  if (casino.length === 0 && sports.length === 0) return <p className="empty-state">{t('gamesEmpty')}</p>;
  return (
    <div className="offer-games">
      {casino.length > 0 ? (
        <>
          <p className="muted">{t('casinoGamesIntro')}</p>
          <ul className="offer-games__list">
            {casino.map((game) => (
              <li key={game.id}>
                <Link kind="list" href={casinoGamePath(lng, game)} className="offer-games__game">
                  <span className="offer-games__name">{game.name}</span>
                  <span className="muted">{game.provider}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {sports.length > 0 ? (
        <>
          <p className="muted">{t('sportsIntro')}</p>
          <ul className="offer-games__list">
            {sports.map((sport) => (
              <li key={sport.id}>
                <Link kind="list" href={href(lng, 'line', { sport: sport.slug })} className="offer-games__game">
                  <span className="offer-games__name">{sport.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export async function PartnersList({ page }: { page: Pick<PromotionPage, 'partners'> }) {
  const t = await getTranslations('offers');
  if (page.partners.length === 0) return <p className="empty-state">{t('partnersEmpty')}</p>;
  return (
    <ul className="offer-partners">
      {page.partners.map((partner) => (
        <li key={partner.name} className="offer-partners__item">
          <span className="offer-partners__name">{partner.name}</span>
          <span className="muted">{partner.role}</span>
        </li>
      ))}
    </ul>
  );
}
