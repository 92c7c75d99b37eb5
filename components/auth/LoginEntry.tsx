'use client';

import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { LOGIN_DROPDOWN_MIN_WIDTH_PX } from '@/lib/config/login';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { modalOpened } from '@/store/slices/modals';
import { AppLink } from '@/components/ui/AppLink';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { loadLoginDropdown, loadLoginForm, loadLoginModalBody, preload } from './loaders';

// The dropdown comes with the form it holds, when first wanted (a failed load shows OnDemandPart's retry).
const LoginDropdown = lazyWithRetry(loadLoginDropdown);

/** Phones (narrow screens, or platform_type=mobile) get the login modal: a dropdown has no room there. */
function isPhoneLayout(): boolean {
  if (document.documentElement.dataset.platform === 'mobile') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${LOGIN_DROPDOWN_MIN_WIDTH_PX - 1}px)`).matches;
}

// The forms load on demand (loaders.ts): the dropdown's on wide screens, the modal's on phones.
function preloadForms(lng: string): void {
  if (isPhoneLayout()) {
    preload(loadLoginModalBody, lng);
    return;
  }
  loadLoginDropdown().catch(() => undefined);
  preload(loadLoginForm, lng);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's "Log in" (shell-and-routing.md §6): a link to the login page (without script, or opened in a
 * new tab), which opens the sign-in forms in a dropdown under it on wider screens and in the login
 * modal on phones. On the login page itself it is only the link. `loginHref` is the login page's
 * path, given by the server: the header's script carries no route table.
 */
export function LoginEntry({ lng, label, loginHref }: { lng: string; label: string; loginHref: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const boxId = useId();
  const close = useCallback(() => setOpen(false), []);
  const onLoginPage = pathname === loginHref;

  // Signed in (here or in another tab): the dropdown has done its work.
  const shown = open && !signedIn;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onLoginPage || !isPlainClick(event)) return;
    event.preventDefault();
    if (isPhoneLayout()) {
      dispatch(modalOpened({ kind: 'login' }));
      return;
    }
    setOpen(!shown);
  };

  return (
    <div className="login-entry">
      <AppLink
        kind="action"
        ref={linkRef}
        href={loginHref}
        className="btn btn--ghost"
        aria-expanded={onLoginPage ? undefined : shown}
        aria-controls={shown ? boxId : undefined}
        onClick={onClick}
        onPointerEnter={() => preloadForms(lng)}
        onFocus={() => preloadForms(lng)}
      >
        {label}
      </AppLink>
      {shown ? (
        <OnDemandPart words="authForms">
          <LoginDropdown boxId={boxId} linkRef={linkRef} onClose={close} />
        </OnDemandPart>
      ) : null}
    </div>
  );
}
