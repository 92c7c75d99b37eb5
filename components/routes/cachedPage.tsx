import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { isLanguage } from '@/lib/config/languages';

interface PageModule<P> {
  default: (props: P) => ReactNode | Promise<ReactNode>;
  generateMetadata?: (props: P) => Promise<Metadata>;
}

/**
 * A page of the cached folder (app/[lng]/cached, docs/cached-pages.md) from the
 * route's own page: the same screen and metadata, with the language set for next-intl in each
 * scope first — next-intl reads the request's headers where it was not, and a cached page
 * renders for every visitor, so it must read none.
 */
export function cachedPage<P extends { params: Promise<{ lng: string }> }>(page: PageModule<P>) {
  async function setLanguage(props: P): Promise<void> {
    const { lng } = await props.params;
    // The layout has checked it (an unknown language is its 404).
    if (isLanguage(lng)) setRequestLocale(lng);
  }
  const Page = page.default;
  async function CachedPage(props: P) {
    await setLanguage(props);
    return <Page {...props} />;
  }
  const pageMetadata = page.generateMetadata;
  async function generateMetadata(props: P): Promise<Metadata> {
    await setLanguage(props);
    return pageMetadata ? pageMetadata(props) : {};
  }
  return { CachedPage, generateMetadata };
}
