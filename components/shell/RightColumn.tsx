import { getTranslations } from 'next-intl/server';
import { RightColumnBody } from './RightColumnBody';
import { RightColumnToggle } from './RightColumnToggle';

/** The right column of the main layout: the coupon (its full screen comes with the coupon issue). */
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
          <div className="coupon-panel__empty">
            <span className="coupon-panel__icon" aria-hidden="true" />
            <p className="coupon-panel__lead">{t('empty')}</p>
            <p className="muted">{t('emptyHint')}</p>
          </div>
        </RightColumnBody>
      </section>
    </aside>
  );
}
