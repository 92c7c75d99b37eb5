import { getTranslations } from 'next-intl/server';
import { AppLink as Link } from '@/components/ui/AppLink';
import type { Promotion } from '@/lib/api/promotions';
import { href } from '@/lib/routes/href';

const PAGES = ['terms', 'rules', 'games', 'partners'] as const;

/**
 * A promotion's card: the whole card opens its page; on the promotions list (`withPages`) a row of
 * links under it opens its bonus page's tabs (terms, rules, games, partners).
 */
export async function PromoCard({ lng, promotion, kindLabel, withPages = false }: { lng: string; promotion: Promotion; kindLabel: string; withPages?: boolean }) {
  const t = await getTranslations('offers');
  return (
    <li className="promo-card" style={{ '--art': promotion.accent } as React.CSSProperties}>
      <Link kind="list" href={href(lng, 'promotion', { promotionId: promotion.slug })} className="promo-card__link">
        <span className="promo-card__kind">{kindLabel}</span>
        <span className="promo-card__title">{promotion.title}</span>
        <span className="promo-card__summary">{promotion.summary}</span>
      </Link>
      {withPages ? (
        <nav className="promo-card__pages" aria-label={t('promotionPages', { title: promotion.title })}>
          {PAGES.map((page) => (
            <Link key={page} kind="list" href={href(lng, 'bonus', { bonusId: String(promotion.id), ...(page === 'terms' ? {} : { tab: page }) })}>
              {t(`tab.${page}`)}
            </Link>
          ))}
        </nav>
      ) : null}
    </li>
  );
}
