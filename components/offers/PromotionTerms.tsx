import { getFormatter, getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/promotions';

/** A promotion's terms paragraphs and, when it ends, until when it runs. */
export async function PromotionTerms({ promotion }: { promotion: Promotion }) {
  const t = await getTranslations('landing');
  const format = await getFormatter();
  return (
    <>
      {promotion.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {promotion.endsAt ? (
        <p className="muted">{t('until', { date: format.dateTime(new Date(promotion.endsAt), { dateStyle: 'long' }) })}</p>
      ) : null}
    </>
  );
}
