import { getTranslations } from 'next-intl/server';
import { fetchCasinoGames } from '@/lib/api/casinoGames';
import { settle } from '@/lib/api/settle';
import type { CasinoCategory } from '@/lib/config/casino';
import { categoryHref } from '@/lib/casino/categoryPages';
import { AppLink as Link } from '@/components/ui/AppLink';
import { GameGrid } from './GameGrid';

const OFFERED = 8;

/**
 * A section's thank-you page (`slots|casino|keno/thank-you`, shell-and-routing.md §2): where a player lands
 * after signing up or paying from that section's offer — a thank-you, the way to the section and
 * its most popular games to start with.
 */
export async function ThankYouScreen({ lng, category }: { lng: string; category: CasinoCategory }) {
  const [t, games] = await Promise.all([getTranslations('casino'), settle(fetchCasinoGames({ lng, category, limit: OFFERED }))]);
  const section = categoryHref(lng, category);
  return (
    <div className="thank-you">
      <p className="thank-you__lead">{t('thankYouText')}</p>
      {section ? (
        <Link kind="navigation" href={section} className="btn btn--primary thank-you__cta">
          {t('thankYouPlay')}
        </Link>
      ) : null}
      {games.ok && games.data.length ? <GameGrid games={games.data} label={t('tagName.popular')} /> : null}
    </div>
  );
}
