import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { alternates } from '@/lib/i18n/alternates';
import { pathFromFolder } from '@/lib/routes/folder';
import { matchRoute, type RouteMatch } from '@/lib/routes/match';
import type { ComponentType } from 'react';
import { RemoteView } from '@/components/remotes/RemoteView';
import { remoteAppOf } from '@/lib/remotes/apps';
import { redirectIfBanned } from '@/lib/session/serverBan';
import { redirectIfSessionEnded } from '@/lib/session/serverSessionEnded';
import { ScreenMessages } from '@/components/providers/ScreenMessages';
import { screenMessagesOf } from '@/lib/i18n/screenMessages';
import type { ScreenMessagesName } from '@/lib/config/clientMessages';

interface RoutePageProps {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

/** The page's query with its `?` ('' for none), read only when asked (a cached page never is). */
async function searchOf(props: RoutePageProps): Promise<string> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((await props.searchParams) ?? {})) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * A page folder's page, driven by the manifest: the path is matched again here (the middleware's
 * check is an early one), so a folder only ever renders the routes the manifest gives it, and a
 * parameter outside its rule is a 404, and a banned player is sent to the ban page by the backend's
 * view of his ban (lib/session/serverBan.ts).
 */
/** The page's own name for the tab (an event's teams, a sport); the route's name when undefined. */
export type OwnTitle = (lng: string, match: RouteMatch) => Promise<string | undefined>;

export function screenPage(
  folder: string,
  /** The screen: each layout's own (routePage, casinoPage), so a page's script carries its area's parts only. */
  Screen: ComponentType<{ lng: string; match: RouteMatch }>,
  ownTitle?: OwnTitle,
  /** The messages a screen component of its own adds to the shell's; the manifest's screen's when undefined. */
  screenMessages?: ScreenMessagesName,
) {
  async function resolve(props: RoutePageProps): Promise<{ lng: string; path: string; match: RouteMatch }> {
    const params = await props.params;
    const lng = String(params.lng);
    const path = pathFromFolder(folder, params);
    const match = matchRoute(path);
    if (!match || match.route.page !== folder) notFound();
    return { lng, path, match };
  }

  async function generateMetadata(props: RoutePageProps): Promise<Metadata> {
    const { lng, path, match } = await resolve(props);
    const t = await getTranslations('routes');
    const own = ownTitle ? await ownTitle(lng, match) : undefined;
    return {
      title: own ?? t(match.route.name as 'home'),
      alternates: alternates(lng, path),
      ...(match.route.noIndex || match.route.access !== 'public' ? { robots: { index: false } } : {}),
    };
  }

  async function RoutePage(props: RoutePageProps) {
    const { lng, path, match } = await resolve(props);
    // The ban is checked again here from the backend's record (the middleware read only the cookie).
    await redirectIfBanned(match.route);
    // So is the session: one the backend forgot goes to the login page, keeping this page.
    await redirectIfSessionEnded(match.route, { lng, path, search: () => searchOf(props) });
    return (
      <RemoteView name={remoteAppOf(match.route)}>
        <ScreenMessages name={screenMessages ?? screenMessagesOf(match.route)}>
          <Screen lng={lng} match={match} />
        </ScreenMessages>
      </RemoteView>
    );
  }

  return { generateMetadata, RoutePage };
}
