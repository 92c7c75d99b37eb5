'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { fetchGoogleOneTapClientId } from '@/lib/api/googleOneTapClientId';
import { signInWithGoogleOneTap } from '@/lib/api/googleOneTap';
import { fetchRegistrationOptions } from '@/lib/api/registrationOptions';
import { isOneTapEligible, sameOriginTarget } from '@/lib/auth/oneTap';
import { defaultOrigin } from '@/lib/auth/registrationDefaults';
import { GOOGLE_ONE_TAP_SCRIPT_ERROR, GOOGLE_ONE_TAP_SCRIPT_URL } from '@/lib/config/registration';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn, selectSiteConfig } from '@/store/slices/app';
import { href } from '@/lib/routes/href';

/** The part of Google Identity Services this component uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential: string }) => void; cancel_on_tap_outside?: boolean }) => void;
      prompt: () => void;
      cancel?: () => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_ID = 'google-one-tap';

/** Loads the Google script once per page; rejects when it cannot be loaded. */
function loadScript(): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    const ready = () => (window.google ? resolve(window.google) : reject(new Error('google is not defined')));
    const existing = document.getElementById(SCRIPT_ID);
    if (existing && window.google) return ready();
    existing?.remove();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = GOOGLE_ONE_TAP_SCRIPT_URL;
    script.async = true;
    script.onload = ready;
    script.onerror = () => reject(new Error(GOOGLE_ONE_TAP_SCRIPT_ERROR));
    document.head.append(script);
  });
}

/** The currency and country ids a One Tap sign-in creates an account with: the registration defaults. */
async function originIds(lng: string): Promise<{ currencyId: number | null; countryId: number | null }> {
  try {
    const options = await fetchRegistrationOptions(lng);
    const origin = defaultOrigin(options);
    const currency = options.currencies.find((entry) => entry.iso === origin.currency);
    return { currencyId: currency?.id ?? null, countryId: origin.countryId ? Number(origin.countryId) : null };
  } catch {
    // The backend picks its own defaults when the form has none.
    return { currencyId: null, countryId: null };
  }
}

/** A full page load: the page signed in is rendered from the new cookies. */
const openPage = (url: string) => window.location.assign(url);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Google One Tap (shell-and-routing.md §7, §8): only when the feature is on and the visitor is anonymous,
 * fetch the client id, load Google's script and prompt; the credential is posted (multipart) with
 * the language, currency id and country id, and the browser opens the answer's redirectUrl (this
 * origin only). A script that fails to load logs 'Failed to load the Google One Tap script'.
 * `navigate` is for tests.
 */
export function GoogleOneTap({ navigate = openPage }: { navigate?: (url: string) => void }) {
  const lng = useLocale();
  const signedIn = useAppSelector(selectIsSignedIn);
  const featureOn = useAppSelector(selectSiteConfig)?.googleOneTapEnabled ?? false;
  const eligible = isOneTapEligible(featureOn, signedIn);

  useEffect(() => {
    if (!eligible) return;
    let active = true;
    const onCredential = async ({ credential }: { credential: string }) => {
      try {
        const redirectUrl = await signInWithGoogleOneTap({ credential, language: lng, ...(await originIds(lng)) });
        navigate(sameOriginTarget(redirectUrl, window.location.origin, href(lng, 'home')));
      } catch (error) {
        console.error(`[google one tap] ${message(error)}`);
      }
    };
    const start = async () => {
      let clientId: string;
      try {
        clientId = await fetchGoogleOneTapClientId();
      } catch (error) {
        console.error(`[google one tap] ${message(error)}`);
        return;
      }
      if (!active) return;
      let google: GoogleIdentity;
      try {
        google = await loadScript();
      } catch {
        console.error(GOOGLE_ONE_TAP_SCRIPT_ERROR);
        return;
      }
      if (!active) return;
      google.accounts.id.initialize({ client_id: clientId, callback: (response) => void onCredential(response) });
      google.accounts.id.prompt();
    };
    void start();
    return () => {
      active = false;
      window.google?.accounts.id.cancel?.();
    };
  }, [eligible, lng, navigate]);

  return null;
}
