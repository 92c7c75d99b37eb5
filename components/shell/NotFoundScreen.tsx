import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';

export async function NotFoundScreen({ lng }: { lng: string }) {
  const t = await getTranslations('notFound');
  return (
    <section className="status-screen">
      <p className="status-screen__code" aria-hidden="true">404</p>
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <p className="muted">{t('hint')}</p>
      <Link kind="navigation" href={href(lng, 'home')} className="btn btn--accent">
        {t('home')}
      </Link>
    </section>
  );
}
