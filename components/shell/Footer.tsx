import { getTranslations } from 'next-intl/server';
import { INFO_PAGES } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { Suspense } from 'react';
import { FooterFragment } from '@/components/fragments/FooterFragment';
import { FragmentSkeleton } from '@/components/fragments/FragmentSkeleton';
import { FooterLinks } from './FooterLinks';

/**
 * `kept`: the page is rendered once for the cache (docs/cached-pages.md), where waiting for the
 * fragment costs no visitor anything, so it comes in the page's shell: no skeleton, no streamed
 * boundary and no script to reveal it.
 */
export async function Footer({ lng, kept = false }: { lng: string; kept?: boolean }) {
  const t = await getTranslations('footer');
  const half = Math.ceil(INFO_PAGES.length / 2);
  const linksOf = (pages: readonly (typeof INFO_PAGES)[number][]) =>
    pages.map((page) => ({ href: href(lng, 'info', { page }), label: t(`pages.${page}`) }));
  const tNav = await getTranslations('nav');
  const columns = [
    { title: t('info'), links: linksOf(INFO_PAGES.slice(0, half)) },
    { title: t('legal'), links: linksOf(INFO_PAGES.slice(half)) },
    // Every section the header and the left column do not show, so each is reachable on a wide
    // screen too (a phone's menu has them all, docs/decisions/phone-menu.md).
    {
      title: t('sections'),
      links: [
        { href: href(lng, 'results'), label: tNav('results') },
        { href: href(lng, 'multiLive'), label: t('multiLive') },
        { href: href(lng, 'esports'), label: tNav('esports') },
        { href: href(lng, 'promotions'), label: tNav('promotions') },
        { href: href(lng, 'toto'), label: tNav('toto') },
        { href: href(lng, 'lotto'), label: t('lotto') },
        { href: href(lng, 'rules', { ruleGroup: '1' }), label: t('rules') },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <FooterLinks columns={columns} />
      {/* The remote footer fragment (licence, social links, payments, support) streams in after the
          page rendered per request: a slow fragment server never holds up the rest of it. */}
      <div className="site-footer__fragment">
        {kept ? (
          <FooterFragment lng={lng} />
        ) : (
          <Suspense fallback={<FragmentSkeleton />}>
            <FooterFragment lng={lng} />
          </Suspense>
        )}
      </div>
      <div className="site-footer__bottom">
        <span className="age-badge" aria-label={t('adult')}>
          {t('adult')}
        </span>
        <p>{t('responsible')}</p>
        <p className="muted">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
