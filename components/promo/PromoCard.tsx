import { AppLink as Link } from '@/components/ui/AppLink';
import type { Promotion } from '@/lib/api/promotions';
import { href } from '@/lib/routes/href';

export function PromoCard({ lng, promotion, kindLabel }: { lng: string; promotion: Promotion; kindLabel: string }) {
  return (
    <li className="promo-card" style={{ '--art': promotion.accent } as React.CSSProperties}>
      <Link kind="list" href={href(lng, 'landingPage', { landingId: promotion.slug })} className="promo-card__link">
        <span className="promo-card__kind">{kindLabel}</span>
        <span className="promo-card__title">{promotion.title}</span>
        <span className="promo-card__summary">{promotion.summary}</span>
      </Link>
    </li>
  );
}
