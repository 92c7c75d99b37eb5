/** Where the registration form shows: over the current page, or on the registration page. */
export type RegistrationDisplay = 'modal' | 'page';

/**
 * The pages that are themselves a sign-in or registration screen: no modal over them. Their paths
 * (authPagePaths) come from the server, so the header's script carries no route table.
 */
export const AUTH_PAGE_ROUTES = ['registration', 'login', 'authApp'] as const;

export interface RegistrationDisplayFacts {
  /** The current path, language prefix included (`/ru/slots`). */
  pathname: string;
  /** The paths of AUTH_PAGE_ROUTES in the page's language (authPagePaths). */
  authPages: readonly string[];
  /** The caller wants the visitor taken somewhere after registering (a returnUrl). */
  redirect?: boolean;
}

/**
 * shell-and-routing.md §4 "Registration display": a modal, unless on the registration or login page; the
 * registration page when opened from those pages or when a redirect is asked for. (The third
 * fallback, a modal that errors, is the modal's own: components/auth/registration/RegistrationModalBody.)
 */
export function registrationDisplay(facts: RegistrationDisplayFacts): RegistrationDisplay {
  if (facts.redirect) return 'page';
  const onAuthPage = facts.authPages.some((path) => facts.pathname === path || facts.pathname.startsWith(`${path}/`));
  return onAuthPage ? 'page' : 'modal';
}

/**
 * shell-and-routing.md §5, §6: registration is open only when the site config enables it, and only to
 * visitors. A config not loaded yet does not hide it: the page and the backend check again.
 */
export function isRegistrationAvailable(config: { registrationEnabled: boolean } | null, signedIn: boolean): boolean {
  return !signedIn && (config?.registrationEnabled ?? true);
}
