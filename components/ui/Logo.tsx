import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';

export async function Logo({ lng }: { lng: string }) {
  const t = await getTranslations('header');
  const meta = await getTranslations('meta');
  return (
    // The name starts with the site's name the logo shows (WCAG 2.5.3: a voice user says it).
    <Link kind="navigation" href={href(lng, 'home')} className="logo" aria-label={t('home', { site: meta('siteName') })}>
      {/* The mark's letter is drawn by CSS: a picture, not text the name must contain. */}
      <span className="logo__mark" aria-hidden="true" />
      <span className="logo__text">
        Bet<strong>Site</strong>
      </span>
    </Link>
  );
}
