import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLanguage } from '@/lib/config/languages';
import { siteUrl } from '@/lib/i18n/alternates';
import { StoreProvider } from '@/components/providers/StoreProvider';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/blocks.css';
import '../styles/pages.css';

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
  return (
    <html lang={lng}>
      <body>
        <NextIntlClientProvider>
          <StoreProvider seed={{ language: lng }}>{children}</StoreProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
