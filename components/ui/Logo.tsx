import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';

export async function Logo({ lng }: { lng: string }) {
  const t = await getTranslations('header');
  return (
    <Link href={href(lng, 'home')} className="logo" aria-label={t('home')}>
      <span className="logo__mark" aria-hidden="true">B</span>
      <span className="logo__text">
        Bet<strong>Site</strong>
      </span>
    </Link>
  );
}
