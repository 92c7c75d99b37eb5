import { getTranslations } from 'next-intl/server';
import type { LandingLink } from '@/lib/api/casinoLandings/landing';
import { fetchLandings } from '@/lib/api/casinoLandings/landings';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';

/**
 * The other landings (and, from a landing, the casino's first-deposit page): the way from one
 * selection to the next.
 */
export async function MoreLandings({ lng, links, firstDeposit }: { lng: string; links: readonly LandingLink[]; firstDeposit: boolean }) {
  const t = await getTranslations('casinoLandings');
  if (links.length === 0 && !firstDeposit) return null;
  return (
    <nav className="casino-landing-more" aria-label={t('more')}>
      <h2 className="casino-landing__section-title">{t('more')}</h2>
      <ul className="casino-landing-more__list">
        {links.map((link) => (
          <li key={link.route}>
            <Link kind="navigation" href={href(lng, 'gamesLanding', { landingRoute: link.route })} className="casino-landing-more__link">
              {link.title}
            </Link>
          </li>
        ))}
        {firstDeposit ? (
          <li>
            <Link kind="navigation" href={href(lng, 'slotFirstDeposit')} className="casino-landing-more__link">
              {t('firstDepositLink')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** Every landing, read on its own: a page that only links to them shows nothing when they cannot be read. */
export async function AllLandings({ lng }: { lng: string }) {
  const list = await settle(fetchLandings(lng));
  return list.ok ? <MoreLandings lng={lng} links={list.data} firstDeposit={false} /> : null;
}
