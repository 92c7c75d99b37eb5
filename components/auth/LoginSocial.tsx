'use client';

import { useLocale } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { afterSignIn } from '@/lib/auth/afterSignIn';
import { SocialButtons } from './SocialButtons';
import { href } from '@/lib/routes/href';

/**
 * The social sign-in buttons under the login form. The provider round trip is a full page visit,
 * so the page to come back to is decided now, by the same rule as a password sign-in: the
 * wanted page, else home from a page for visitors, else this page.
 */
export function LoginSocial({ returnUrl }: { returnUrl?: string }) {
  const lng = useLocale();
  // Both are null outside the app router (component tests): this page is then the language root.
  const pathname = usePathname() ?? href(lng, 'home');
  const search = useSearchParams()?.toString() ?? '';
  const next = afterSignIn({ pathname, search: search ? `?${search}` : '', language: lng, returnUrl });
  const back = next.kind === 'navigate' ? next.url : `${pathname}${search ? `?${search}` : ''}`;
  return <SocialButtons lng={lng} returnUrl={back} save />;
}
