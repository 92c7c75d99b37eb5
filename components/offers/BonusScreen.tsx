import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { Tabs } from '@/components/ui/Tabs';
import { loadPromotionPage } from './loadPromotionPage';
import { GamesList, PartnersList, RulesList, TermsTable } from './PromotionParts';
import { TakePart } from './TakePart';
import { takePartLinks } from '@/lib/offers/claim';
import '@/app/styles/offers.css';

const TABS = ['terms', 'rules', 'games', 'partners'] as const;

/**
 * `bonus/{bonusId}/{tab?}` and its offer variant (docs/promotions-api.md "Promotions"): a promotion by
 * its numeric id with its tabs — the terms (default, with "take part"), the rules, the games it applies
 * to and its partners. An unknown id is a 404. The page is the same for everyone; the player's own
 * state is TakePart's, fetched in the browser.
 */
export async function BonusScreen({ lng, bonusId, tab }: { lng: string; bonusId: string; tab: string | undefined }) {
  const loaded = await settle(loadPromotionPage(bonusId, lng));
  if (!loaded.ok) return <RefreshErrorState reason="page" />;
  const page = loaded.data;
  if (!page) notFound();
  const t = await getTranslations('offers');
  const current = TABS.find((name) => name === tab) ?? 'terms';
  const tabHref = (name: (typeof TABS)[number]) => href(lng, 'bonus', { bonusId, ...(name === 'terms' ? {} : { tab: name }) });
  return (
    <article className="offer-page" style={{ '--accent-offer': page.accent } as React.CSSProperties}>
      <header className="offer-page__head">
        <h2 className="offer-page__title">{page.title}</h2>
        <p className="offer-page__summary">{page.summary}</p>
      </header>
      <Tabs label={t('tabsLabel')} tabs={TABS.map((name) => ({ key: name, href: tabHref(name), label: t(`tab.${name}`), current: name === current }))} />
      <section className="offer-page__body" aria-label={t(`tab.${current}`)}>
        {current === 'terms' ? (
          <>
            <TermsTable terms={page.terms} endsAt={page.endsAt} />
            <TakePart promotionId={page.id} offer={page.offer} links={takePartLinks(lng, page.offer, tabHref('terms'))} />
          </>
        ) : current === 'rules' ? (
          <RulesList page={page} />
        ) : current === 'games' ? (
          <GamesList lng={lng} page={page} />
        ) : (
          <PartnersList page={page} />
        )}
      </section>
    </article>
  );
}
