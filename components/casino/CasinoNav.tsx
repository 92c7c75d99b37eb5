import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';

/**
 * The casino layout's header navigation: back to sport, the lobby, the player's own games and the tournaments.
 * The categories are in the category bar under the header (CategoryBar).
 */
export async function CasinoNav({ lng }: { lng: string }) {
  const [t, tRoutes] = await Promise.all([getTranslations('casino'), getTranslations('routes')]);
  const links = [
    { key: 'lobby', to: href(lng, 'casinoLobby'), label: t('lobby') },
    { key: 'my', to: href(lng, 'myCasino'), label: t('myCasino') },
    { key: 'tournaments', to: href(lng, 'casinoTournaments'), label: tRoutes('casinoTournaments') },
  ];
  return (
    <nav className="sections-nav sections-nav--casino" aria-label={t('lobbyNav')}>
      <ul>
        <li>
          <Link kind="navigation" href={href(lng, 'line')} className="sections-nav__link sections-nav__link--back">
            ← {t('backToSport')}
          </Link>
        </li>
        {links.map((link) => (
          <li key={link.key}>
            <Link kind="navigation" href={link.to} className="sections-nav__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
