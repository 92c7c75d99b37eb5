import { getTranslations } from 'next-intl/server';
import type { PromotionPage } from '@/lib/api/offers/promotionPage';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ClaimOffer } from './ClaimOffer';
import { RulesList, TermsTable } from './PromotionParts';
import '@/app/styles/offers.css';

/** One offer as a landing shows it: the summary, the way to claim it, the terms and the rules, a link to its full page. */
export async function OfferLanding({ lng, page, headingLevel = 2 }: { lng: string; page: PromotionPage; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('offers');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="offer-landing" style={{ '--accent-offer': page.accent } as React.CSSProperties}>
      <Heading className="offer-landing__title">{page.title}</Heading>
      <p className="offer-landing__summary">{page.summary}</p>
      <ClaimOffer lng={lng} offer={page.offer} promotionId={page.id} />
      <TermsTable terms={page.terms} endsAt={page.endsAt} />
      <details className="offer-landing__rules">
        <summary>{t('tab.rules')}</summary>
        <RulesList page={page} />
      </details>
      <p>
        <Link kind="navigation" href={href(lng, 'bonus', { bonusId: String(page.id) })}>
          {t('fullTerms')}
        </Link>
      </p>
    </article>
  );
}
