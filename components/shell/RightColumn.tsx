import { getTranslations } from 'next-intl/server';
import { RightColumnBody } from './RightColumnBody';
import { RightColumnToggle } from './RightColumnToggle';
import { CouponPanelGate } from '@/components/coupon/CouponGate';

/** The right column of the main layout: the coupon, a landmark named by its title. */
export async function RightColumn() {
  const t = await getTranslations('coupon');
  return (
    <aside className="right-column" aria-labelledby="coupon-title">
      <section className="coupon-panel">
        <div className="coupon-panel__head">
          <h2 id="coupon-title" className="column-title">
            {t('title')}
          </h2>
          <RightColumnToggle />
        </div>
        <RightColumnBody>
          <CouponPanelGate />
        </RightColumnBody>
      </section>
    </aside>
  );
}
