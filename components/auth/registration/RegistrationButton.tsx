'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { isRegistrationAvailable, registrationDisplay } from '@/lib/auth/registrationDisplay';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import type { RegistrationLinks } from '@/lib/auth/authPages';
import { withQuery } from '@/lib/routes/localized';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn, selectSiteConfig } from '@/store/slices/app';
import { modalOpened } from '@/store/slices/modals';
import { AppLink as Link } from '@/components/ui/AppLink';
import { loadRegistrationModalBody, preload } from '../loaders';

/**
 * The header's registration button (shell-and-routing.md §6: only for visitors, only when registration is
 * enabled). A link to the registration page, so it works before scripts run and opens in a new
 * tab; a plain click opens the modal instead wherever the display rule says so (shell-and-routing.md §4).
 * `returnUrl` asks for a redirect after registering: that is the page's job. `links` come from the
 * server (registrationLinks), so the header's script carries no route table.
 */
export function RegistrationButton({
  lng,
  links,
  returnUrl,
  className = 'btn btn--accent',
}: {
  lng: string;
  links: RegistrationLinks;
  returnUrl?: string;
  className?: string;
}) {
  const t = useTranslations('header');
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  const signedIn = useAppSelector(selectIsSignedIn);
  const config = useAppSelector(selectSiteConfig);
  if (!isRegistrationAvailable(config, signedIn)) return null;
  const target = withQuery(links.registration, returnUrl ? new URLSearchParams({ [RETURN_URL_QUERY]: returnUrl }).toString() : undefined);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (registrationDisplay({ pathname, authPages: links.authPages, redirect: Boolean(returnUrl) }) !== 'modal') return;
    event.preventDefault();
    dispatch(modalOpened({ kind: 'registration' }));
  };

  // The modal's forms and their words load on demand (loaders.ts): started when the button is pointed at or focused.
  const preloadBody = () => preload(loadRegistrationModalBody, lng);

  return (
    <Link kind="action" href={target} className={className} onClick={onClick} onPointerEnter={preloadBody} onFocus={preloadBody}>
      {t('registration')}
    </Link>
  );
}
