import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Landing } from '@/lib/api/casinoLandings/landing';
import { settle } from '@/lib/api/settle';
import { categoryHref } from '@/lib/casino/categoryPages';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { HeroArt } from './HeroArt';
import { LandingGames } from './LandingGames';
import { LandingOffer } from './LandingOffer';
import { loadLanding } from './loadLanding';
import { MoreLandings } from './MoreLandings';
import '@/app/styles/casinoLandings.css';

/** The page with all the games of a landing's rule, when the site has one (a category, a studio). */
function allGamesHref(lng: string, rule: Landing['rule']): string | null {
  if (rule.gameIds) return null;
  if (rule.category) return categoryHref(lng, rule.category);
  return rule.provider ? href(lng, 'providers', { provider: rule.provider }) : null;
}

/**
 * `games-landing/{landingRoute}` (docs/casino-landings-api.md): the landing's own hero, the games
 * its rule selects from the catalogue, its offer and the other landings. The same for every visitor
 * (who he is decides only the call to action, in the browser); an unknown landing is a 404, a
 * backend fault the error block with a retry.
 */
export async function GamesLandingScreen({ lng, landingRoute }: { lng: string; landingRoute: string }) {
  const t = await getTranslations('casinoLandings');
  const loaded = await settle(loadLanding(landingRoute, lng));
  if (!loaded.ok) return <RefreshErrorState reason="page" />;
  const landing = loaded.data;
  if (!landing) notFound();
  const all = allGamesHref(lng, landing.rule);
  return (
    <article className="casino-landing" data-landing={landing.route}>
      <header className="casino-landing-hero" style={{ background: landing.hero.palette[0] }}>
        <HeroArt hero={landing.hero} />
        <div className="casino-landing-hero__text" style={{ color: landing.hero.palette[2] }}>
          <p className="casino-landing-hero__title" aria-hidden="true">
            {landing.title}
          </p>
          <p className="casino-landing-hero__intro">{landing.intro}</p>
        </div>
      </header>
      <div className="casino-landing__body">
        <section className="casino-landing__games" aria-labelledby="casino-landing-games-title">
          <h2 id="casino-landing-games-title" className="casino-landing__section-title">
            {t('games.title', { count: landing.total })}
          </h2>
          <LandingGames games={landing.games} label={landing.title} empty={t('games.empty')} />
          {landing.total > landing.games.length ? <p className="muted">{t('games.shown', { shown: landing.games.length, total: landing.total })}</p> : null}
          {all ? (
            <p>
              <Link kind="navigation" href={all} className="btn btn--ghost">
                {t('games.all')}
              </Link>
            </p>
          ) : null}
        </section>
        {landing.offer ? <LandingOffer lng={lng} promotion={landing.offer} /> : null}
      </div>
      <MoreLandings lng={lng} links={landing.more} firstDeposit />
    </article>
  );
}
