import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';
import { CASINO_CATEGORIES } from '@/lib/config/casino';

/** The lobby navigation of the casino layout: the game categories, and a way back to sport. */
export async function CasinoNav({ lng }: { lng: string }) {
  const t = await getTranslations('casino');
  return (
    <nav className="sections-nav sections-nav--casino" aria-label={t('lobbyNav')}>
      <ul>
        <li>
          <Link href={href(lng, 'line')} className="sections-nav__link sections-nav__link--back">
            ← {t('backToSport')}
          </Link>
        </li>
        <li>
          <Link
            href={href(lng, 'slots')}
            className="sections-nav__link"
          >
            {t('lobby')}
          </Link>
        </li>
        {CASINO_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              href={href(lng, 'slots', { subcategory: category })}
              className="sections-nav__link"
            >
              {t(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
