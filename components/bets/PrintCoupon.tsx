import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { fetchCouponView } from '@/lib/api/couponView';
import { ApiError } from '@/lib/api/http';
import { settle } from '@/lib/api/settle';
import { formatCoef } from '@/lib/coefficients/format';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { AppLink as Link } from '@/components/ui/AppLink';
import { href } from '@/lib/routes/href';
import { PrintButton } from './PrintButton';
import { CouponFigures } from './CouponFigures';
import { moneyFormat } from '@/lib/account/moneyFormat';
import '@/app/styles/bets.css';

/**
 * print-coupon/{id} (shell-and-routing.md §2): a plain, printable page of one coupon for its owner. The
 * backend checks the owner; anyone else (or a guest) gets "not found", never someone's bet.
 */
export async function PrintCoupon({ lng, couponId }: { lng: string; couponId: string }) {
  const t = await getTranslations('bets');
  const tCoupon = await getTranslations('coupon');
  const format = await getFormatter();
  // Not the owner's (401, 403, 404): "not found"; a backend fault: the error block with a retry.
  const missing = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);
  const loaded = await settle(
    fetchCouponView(Number(couponId), lng, { cookie: (await cookies()).toString() }).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    }),
  );
  if (!loaded.ok) return <RefreshErrorState reason="page" />;
  if (!loaded.data) {
    // Headed like any missing page, with the ways back: the player's bets and the home page.
    return (
      <section className="status-screen">
        <h1 className="page-title">{t('printNotFound')}</h1>
        <p className="muted">{t('printNotFoundHint')}</p>
        <p className="status-screen__actions">
          <Link kind="office" href={href(lng, 'officeHistory')} className="btn btn--ghost">
            {t('printToHistory')}
          </Link>
          <Link kind="navigation" href={href(lng, 'home')} className="btn btn--accent">
            {t('printToHome')}
          </Link>
        </p>
      </section>
    );
  }
  const coupon = loaded.data;
  const money = (amount: number) => format.number(amount, moneyFormat(coupon.iso));
  return (
    <article className="print-coupon">
      <h1 className="page-title">{t('printTitle', { id: coupon.couponId })}</h1>
      <p>
        {tCoupon('typeName', { typeId: String(coupon.typeId) })} · {t('status', { status: coupon.status })} ·{' '}
        {format.dateTime(new Date(coupon.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <table className="print-coupon__lines">
        <tbody>
          {coupon.lines.map((line) => (
            <tr key={line.outcomeId}>
              <td>
                {line.team1} — {line.team2}
                <br />
                <small>{line.champName}</small>
              </td>
              <td>{line.marketName}</td>
              <td>{formatCoef(line.coef, 0)}</td>
              <td>{t('lineStatus', { status: line.status })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CouponFigures
        items={[
          { label: t('stake'), value: money(coupon.amount) },
          { label: t('coef'), value: formatCoef(coupon.coef, 0) },
          { label: coupon.win === null ? t('possibleWin') : t('win'), value: money(coupon.win ?? coupon.possibleWin) },
        ]}
      />
      <PrintButton label={t('print')} />
    </article>
  );
}
