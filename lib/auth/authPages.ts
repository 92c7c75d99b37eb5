import { href } from '@/lib/routes/href';
import { AUTH_PAGE_ROUTES } from './registrationDisplay';

/** The paths of the sign-in and registration pages in one language (registrationDisplay's `authPages`). */
export function authPagePaths(lng: string): string[] {
  return AUTH_PAGE_ROUTES.map((name) => href(lng, name));
}

/** What the header's registration button needs of the routes: its page, and where it is only a link. */
export function registrationLinks(lng: string) {
  return { registration: href(lng, 'registration'), authPages: authPagePaths(lng) };
}

export type RegistrationLinks = ReturnType<typeof registrationLinks>;
