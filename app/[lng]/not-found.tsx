import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

/**
 * A 404 of a layout without a not-found of its own (blocked, maintenance): the
 * message in that layout's bare frame. Next renders every not-found boundary into each page's
 * payload ahead of time, so a frame here (header, menus, a sports fetch, footer) was a second
 * MainFrame on every page; the other layouts have a not-found of their own.
 */
export default async function NotFound() {
  return (
    <main id="content" className="content">
      <NotFoundScreen lng={await getLocale()} />
    </main>
  );
}
