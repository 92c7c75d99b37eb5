import { getTranslations } from 'next-intl/server';
import type { RouteMatch } from '@/lib/routes/match';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { LoginForm } from './LoginForm';
import '@/app/styles/login.css';

/**
 * The login page (user/login, and the headless authorisation page /login). A visitor the guard sent
 * here brings the wanted page as `returnUrl`; the sign-in goes there (same-origin paths only).
 */
export async function LoginScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const t = await getTranslations('auth');
  const tInfo = await getTranslations('info');
  const headless = match.route.layout === 'headless';
  return (
    <div className={headless ? 'auth-page auth-page--headless' : 'route-screen auth-page'}>
      {headless ? null : <Breadcrumbs items={[{ label: tInfo('home'), href: href(lng, 'home') }, { label: t('title') }]} />}
      <h1 className="page-title">{t('title')}</h1>
      <div className="auth-card">
        <LoginForm />
      </div>
    </div>
  );
}
