import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { cookies, headers } from 'next/headers';
import { COOKIE } from '@/lib/config/cookies';
import { isAgreeType } from '@/lib/consent/consent';
import { CookieConsent } from '@/components/consent/CookieConsent';
import { AgeGate } from '@/components/age/AgeGate';
import { IdleWatcher } from '@/components/shell/IdleWatcher';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { PLATFORM_HEADER } from '@/lib/config/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLanguage } from '@/lib/config/languages';
import { siteUrl } from '@/lib/i18n/alternates';
import { StoreProvider } from '@/components/providers/StoreProvider';
import { ScrollManager } from '@/components/shell/ScrollManager';
import { SessionKeeper } from '@/components/shell/SessionKeeper';
import { ModalHost } from '@/components/modals/ModalHost';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { getServerSession } from '@/lib/session/serverSession';
import { Suspense } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/blocks.css';
import '../styles/pages.css';
import '../styles/overlays.css';

export async function generateMetadata({ params }: LayoutProps<'/[lng]'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const t = await getTranslations({ locale: lng, namespace: 'meta' });
  return {
    title: { default: t('homeTitle'), template: t('titleTemplate', { title: '%s' }) },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    metadataBase: siteUrl(),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f1923',
};

/** The root layout: `<html lang>` from the validated language, providers for client components. */
export default async function LanguageLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  setRequestLocale(lng);
  // `platform_type=mobile` forces the phone layout whatever the width (the CSS reads the mark).
  const platform = (await headers()).get(PLATFORM_HEADER) === 'mobile' ? 'mobile' : undefined;
  const [{ userId, balance }, config] = await Promise.all([getServerSession(), fetchSiteConfig().catch(() => null)]);
  // Read on the server so the first render already knows the choice: no banner flash.
  const jar = await cookies();
  const agreed = jar.get(COOKIE.cookiesAgreeType)?.value;
  const rightSectionDisplayState = jar.get(COOKIE.hideRight)?.value === '1' ? 'compact' : 'expanded';
  const cookiesAgreeType = isAgreeType(agreed) ? agreed : null;
  return (
    <html lang={lng} data-platform={platform}>
      <body>
        <NextIntlClientProvider>
          <StoreProvider seed={{ language: lng, userId, balance, cookiesAgreeType, rightSectionDisplayState, siteConfig: config }}>
            <Suspense fallback={null}>
              <ScrollManager />
            </Suspense>
            <SessionKeeper />
            <ModalHost />
            <NotificationHost />
            {children}
            <CookieConsent />
            {config?.ageConfirmation.enabled ? <AgeGate config={config.ageConfirmation} /> : null}
            {config ? <IdleWatcher minutes={config.idleLogoffMinutes} /> : null}
          </StoreProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
