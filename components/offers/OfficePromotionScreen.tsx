'use client';

import { useLocale, useTranslations } from 'next-intl';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { JoinedOffers } from './JoinedOffers';
import { PromoCodeForm } from './PromoCodeForm';
import { RedeemedList } from './RedeemedList';
import '@/app/styles/offers.css';

/** `office/promotion` (docs/promotions-api.md): the promo-code field, the offers joined, the codes redeemed, the way to all promotions. */
export function OfficePromotionScreen() {
  const t = useTranslations('offers');
  const lng = useLocale();
  return (
    <div className="offers-screen">
      <PromoCodeForm />
      <JoinedOffers />
      <RedeemedList />
      <p>
        <Link kind="navigation" href={href(lng, 'promotions')} className="btn btn--ghost">
          {t('allPromotions')}
        </Link>
      </p>
    </div>
  );
}
