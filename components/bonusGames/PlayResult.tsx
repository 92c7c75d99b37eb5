'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Play } from '@/lib/api/bonusGames/schemas';
import { prizeDestination } from '@/lib/bonusGames/prize';
import { AppLink as Link } from '@/components/ui/AppLink';
import { prizeText } from './prizeText';
import type { BonusGameLinks } from './links';

/** A finished play: what it won, where that went (bonuses or rewards), and the draw to check the hash against. */
export function PlayResult({ play, links }: { play: Play; links: BonusGameLinks }) {
  const t = useTranslations('bonusGames');
  const format = useFormatter();
  const prize = play.prize;
  if (!prize) return null;
  const where = prizeDestination(prize);
  return (
    <section className="bonus-result" aria-labelledby="bonus-result-title" data-testid="bonus-result">
      <h3 id="bonus-result-title" className="bonus-result__title">
        {t('resultTitle')}
      </h3>
      <p className="bonus-result__prize">{prize.kind === 'none' ? t('lost') : t('won', { prize: prizeText(t, format, prize) })}</p>
      {where === 'bonuses' ? (
        <Link kind="office" href={links.bonuses}>
          {t('toBonuses')}
        </Link>
      ) : null}
      {where === 'rewards' ? (
        <Link kind="office" href={links.rewards}>
          {t('toRewards')}
        </Link>
      ) : null}
      <details className="bonus-result__fair">
        <summary>{t('commitment', { hash: play.commitment.slice(0, 16) })}</summary>
        <p className="bonus-result__hash">{play.commitment}</p>
        {play.reveal ? <p className="bonus-result__hash">{t('reveal', { secret: play.reveal.secret, salt: play.reveal.salt })}</p> : null}
      </details>
    </section>
  );
}
