import { SOCIAL_API, SOCIAL_PROVIDERS, type SocialProvider } from '@/lib/config/registration';
import { safeReturnUrl } from './returnUrl';
import { href } from '@/lib/routes/href';

/**
 * The link that starts a provider's sign-in round trip (auth contract: the backend simulates the
 * provider, then sends the browser back to `returnUrl`). Only a same-origin path is passed on,
 * else the language root `/{lng}`. `register` (mode=register) asks the round trip to come back with a
 * token for the registration step (soc_reg) instead of signing a new player in at once; `save`
 * remembers the session for 24 h (the login form's "remember me"). Open it as a plain link (a full
 * navigation, never prefetched): its answer binds the round trip's state to this browser with a
 * cookie, and the callback refuses a state this browser did not start.
 */
export function socialAuthorizeHref(
  provider: SocialProvider,
  returnUrl: string,
  lng: string,
  options: { register?: boolean; save?: boolean } = {},
): string {
  // `lng`: the provider's page speaks the site's language.
  const search = new URLSearchParams({ returnUrl: safeReturnUrl(returnUrl, href(lng, 'home')), lng });
  if (options.register) search.set('mode', 'register');
  if (options.save) search.set('save', '1');
  return `${SOCIAL_API.authorize(provider)}?${search.toString()}`;
}

/**
 * The social registration step from the query the round trip came back with (`provider` and
 * `social_token`); null when either is missing or the provider is not one of ours.
 */
export function socialStepOf(search: URLSearchParams): { provider: SocialProvider; token: string } | null {
  const provider = search.get('provider');
  const token = search.get('social_token');
  if (!token || !provider || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return null;
  return { provider: provider as SocialProvider, token };
}

/** Why a provider round trip came back without signing in (`social_error`: cancelled, expired, registration_disabled). */
export function socialErrorOf(search: URLSearchParams): string | null {
  return search.get('social_error');
}
