import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { getServerSession } from '@/lib/session/serverSession';
import { alternates } from '@/lib/i18n/alternates';
import { href } from '@/lib/routes/href';

export async function generateMetadata({ params }: PageProps<'/[lng]/block-appeal-history'>): Promise<Metadata> {
  const { lng } = await params;
  const t = await getTranslations('blocked');
  return { title: t('title'), robots: { index: false }, alternates: alternates(lng, '/block-appeal-history') };
}

/**
 * A blocked player's appeals. The session is checked here on the server whatever the guards
 * decided; the appeal list itself arrives with the office issue (the backend has none yet).
 */
export default async function BlockAppealHistoryPage({ params }: PageProps<'/[lng]/block-appeal-history'>) {
  const { lng } = await params;
  const t = await getTranslations('blocked');
  const tHeader = await getTranslations('header');
  const session = await getServerSession();
  return (
    <section className="appeals">
      <h1 className="page-title">{t('title')}</h1>
      {session.userId === null ? (
        <>
          <p>{t('signInFirst')}</p>
          <Link kind="action" href={href(lng, 'login')} className="btn btn--accent">
            {tHeader('login')}
          </Link>
        </>
      ) : (
        <p className="empty-state">{t('empty')}</p>
      )}
    </section>
  );
}
