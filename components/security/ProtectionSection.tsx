'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import type { SecurityOverview } from '@/lib/api/security/overview';
import { protectionLevelStatus } from '@/lib/user/protection';
import { SECTION_OF_METHOD } from './sections';

/**
 * The protection level (docs/security-api.md "Protection level"): the number, its status word
 * (shell-and-routing.md §4: none at exactly 30) and what would raise it, each a link to its section.
 */
export function ProtectionSection({ overview }: { overview: SecurityOverview }) {
  const t = useTranslations('security.protection');
  const format = useFormatter();
  const lng = useLocale();
  const { level, raise } = overview.protection;
  const status = protectionLevelStatus(level);
  const percent = format.number(level / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="panel security-section" aria-labelledby="security-protection-title" id="security-protection">
      <h2 id="security-protection-title" className="panel__title">
        {t('title')}
      </h2>
      <div className="security-level" data-status={status ?? 'none'}>
        <p className="security-level__value" data-testid="protection-level">
          <span>{percent}</span>
          {status ? <span className="security-level__status">{t(`status.${status}`)}</span> : null}
        </p>
        <meter className="security-level__meter" min={0} max={100} low={30} high={70} optimum={100} value={level} aria-label={t('meterLabel')}>
          {percent}
        </meter>
      </div>
      {raise.length === 0 ? (
        <p className="muted">{t('raiseNone')}</p>
      ) : (
        <>
          <h3 className="security-subtitle">{t('raiseTitle')}</h3>
          <ul className="security-raise">
            {raise.map((item) => (
              <li key={item.method}>
                {/* An e-mail is added in the profile (office/account); the others on this page. */}
                {item.method === 'email' ? (
                  <Link kind="office" href={href(lng, 'officeAccount')} className="security-raise__link">
                    <span>{t(`method.${item.method}`)}</span>{' '}
                    <span className="security-raise__points">{t('points', { points: item.points })}</span>
                  </Link>
                ) : (
                  <a href={`#${SECTION_OF_METHOD[item.method]}`} className="security-raise__link">
                    <span>{t(`method.${item.method}`)}</span>{' '}
                    <span className="security-raise__points">{t('points', { points: item.points })}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
