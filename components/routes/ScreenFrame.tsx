import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { RouteMatch } from '@/lib/routes/match';
import type { LeadKey } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';

/** The lead of a screen that shows only its route's words (the manifest's `lead` screens). */
export async function ScreenLead({ lead }: { lead: LeadKey }) {
  const tLead = await getTranslations('routeLead');
  return <p className="route-screen__lead">{tLead(lead)}</p>;
}

/**
 * The frame of a manifest screen: breadcrumbs and the route's title, then what the screen shows
 * under it (given the title where it asks for it: a list's label). `nav` sits between the two.
 */
export async function ScreenFrame({
  lng,
  match,
  nav,
  children,
}: {
  lng: string;
  match: RouteMatch;
  nav?: ReactNode;
  children: ReactNode | ((title: string) => ReactNode);
}) {
  const t = await getTranslations('routes');
  const tInfo = await getTranslations('info');
  const title = t(match.route.name as 'home');
  return (
    <div className="route-screen">
      <Breadcrumbs items={[{ label: tInfo('home'), href: href(lng, 'home') }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {nav}
      {typeof children === 'function' ? children(title) : children}
    </div>
  );
}
