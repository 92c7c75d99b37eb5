import { getTranslations } from 'next-intl/server';
import type { Terms } from '@/lib/api/bonusGames/schemas';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { GameArt } from './GameArt';
import { PlaysLeft } from './PlaysLeft';

/** A game on the index: its picture, name, what it is, its price in points, the player's plays left, the way in. */
export async function GameCard({ lng, terms }: { lng: string; terms: Terms }) {
  const t = await getTranslations('bonusGames');
  const name = t(`games.${terms.game}.name`);
  return (
    <section className="bonus-card" aria-labelledby={`bonus-card-${terms.game}`}>
      <GameArt game={terms.game} />
      <h2 id={`bonus-card-${terms.game}`} className="bonus-card__name">
        {name}
      </h2>
      <p className="bonus-card__summary">{t(`games.${terms.game}.summary`, { turns: terms.turns ?? 0 })}</p>
      <p className="muted">{t('price', { points: terms.price })}</p>
      <PlaysLeft game={terms.game} />
      <Link kind="navigation" className="btn btn--accent bonus-card__go" href={href(lng, 'games', { gameRoute: terms.game })}>
        {t('rulesLink', { name })}
      </Link>
    </section>
  );
}
