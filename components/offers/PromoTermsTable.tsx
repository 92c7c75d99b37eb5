import { getFormatter, getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/promotions';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { DEFAULT_ISO, termsRows } from '@/lib/offers/terms';

/** A promotion's terms as a table (lib/offers/terms.ts), in the site's default currency; the texts name the others. */
export async function PromoTermsTable({ promotion }: { promotion: Promotion }) {
  const t = await getTranslations('offers');
  const format = await getFormatter();
  const rows = termsRows(promotion.terms, DEFAULT_ISO, (amount, iso) => format.number(amount, moneyFormat(iso)));
  if (rows.length === 0) return null;
  return (
    <dl className="offer-terms" aria-label={t('termsTitle')}>
      {rows.map((row) => (
        <div key={row.key} className="offer-terms__row">
          <dt>{t(`terms.${row.key}.label`)}</dt>
          <dd>{t(`terms.${row.key}.value`, row.values)}</dd>
        </div>
      ))}
    </dl>
  );
}
