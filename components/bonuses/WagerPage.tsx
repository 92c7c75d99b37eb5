'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Bonuses } from '@/lib/api/bonuses/bonuses';
import { splitBonuses } from '@/lib/bonuses/progress';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { BonusCard } from './BonusCard';
import { DeclineBonus } from './DeclineBonus';
import { WageringList } from './WageringList';

/**
 * `office/bonuses/wager`: each active bonus with its progress, what counted and what did not (and
 * why), and "Decline"; then the finished ones. Without bonuses: the way to the deposit page.
 */
export function WagerPage({ data, onChanged }: { data: Bonuses; onChanged: () => void }) {
  const t = useTranslations('bonuses');
  const lng = useLocale();
  const { active, finished } = splitBonuses(data.items);
  if (data.items.length === 0) {
    return (
      <div className="bonuses-screen">
        <p className="empty-state">{t('empty')}</p>
        <p className="bonuses-empty__links">
          <Link kind="office" className="btn btn--accent" href={href(lng, 'officeRecharge')}>
            {t('toDeposit')}
          </Link>
          <Link kind="office" href={href(lng, 'officeBonusesDeposit')}>
            {t('toTerms')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="bonuses-screen">
      <section aria-labelledby="bonuses-active-title" className="bonuses-list">
        <h2 id="bonuses-active-title" className="panel__title">
          {t('activeTitle')}
        </h2>
        {active.length === 0 ? <p className="empty-state">{t('noActive')}</p> : null}
        {active.map((bonus) => (
          <BonusCard key={bonus.id} bonus={bonus} asOf={data.asOf}>
            <WageringList bonus={bonus} />
            <DeclineBonus bonus={bonus} onDone={onChanged} />
          </BonusCard>
        ))}
      </section>
      {finished.length > 0 ? (
        <section aria-labelledby="bonuses-finished-title" className="bonuses-list">
          <h2 id="bonuses-finished-title" className="panel__title">
            {t('finishedTitle')}
          </h2>
          {finished.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} asOf={data.asOf}>
              <WageringList bonus={bonus} />
            </BonusCard>
          ))}
        </section>
      ) : null}
    </div>
  );
}
