import { cache } from 'react';
import { fetchLanding, type Landing } from '@/lib/api/casinoLandings/landing';
import { orNullIfNotFound } from '@/lib/api/http';
import { settle } from '@/lib/api/settle';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** A landing by its route, once per render (the screen and the tab's title share it); null: no such landing (a 404). */
export const loadLanding = cache(
  async (route: string, lng: string): Promise<Landing | null> => (SLUG.test(route) ? orNullIfNotFound(fetchLanding(route, lng)) : null),
);

/** The tab of a games landing: its own title (undefined, the route's name, when it cannot be read). */
export async function landingPageTitle(lng: string, route: string): Promise<string | undefined> {
  const landing = await settle(loadLanding(route, lng));
  return landing.ok ? landing.data?.title : undefined;
}
