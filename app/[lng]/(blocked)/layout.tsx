import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/ui/Logo';

/** Blocked layout: for players whose access is restricted; the logo and the support contact only. */
export default async function BlockedLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  const t = await getTranslations('blocked');
  return (
    <div className="frame frame--blocked">
      <header className="blocked-header">
        <Logo lng={lng} />
      </header>
      <main id="content" className="content content--narrow">
        {children}
      </main>
      <footer className="blocked-footer">
        <h2>{t('support')}</h2>
        <p>{t('supportText')}</p>
      </footer>
    </div>
  );
}
