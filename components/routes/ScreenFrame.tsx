import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { RouteMatch } from '@/lib/routes/match';
import type { LeadKey } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';

/** The lead of a screen that shows only its route's words (the manifest's `lead` screens). */
export async function ScreenLead({ lead }: { lead: LeadKey }) {
  const tLead = await getTranslations('routeLead');
  return <p className="route-screen__lead">{tLead(lead)}</p>;
}

/**
 * The frame of a manifest screen: breadcrumbs and the route's title, then what the screen shows
 * under it (given the title where it asks for it: a list's label). `nav` sits between the two.
 * A page of one thing (a provider, a promotion) is titled by it (`own`), under its list's crumb.
 */
export async function ScreenFrame({
  lng,
  match,
  nav,
  own,
  children,
}: {
  lng: string;
  match: RouteMatch;
  nav?: ReactNode;
  own?: { title: string; parent: Crumb };
  children: ReactNode | ((title: string) => ReactNode);
}) {
  const t = await getTranslations('routes');
  const tInfo = await getTranslations('info');
  const title = own?.title ?? t(match.route.name as 'home');
  return (
    <div className="route-screen">
      <Breadcrumbs items={[{ label: tInfo('home'), href: href(lng, 'home') }, ...(own ? [own.parent] : []), { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {nav}
      {typeof children === 'function' ? children(title) : children}
    </div>
  );
}
