'use client';

import { usePathname } from 'next/navigation';
import { AppLink as Link } from '@/components/ui/AppLink';
import type { Audience } from '@/lib/routes/offered';
import type { LinkKind } from '@/lib/navigation/prefetch';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { UnreadCount, useSupportUnreadName } from '@/components/office/OfficeNavUnread';

export interface SiteMenuLink {
  href: string;
  label: string;
  audience: Audience;
  /** The link's kind, which decides its prefetch (docs/decisions/links-and-prefetch.md). */
  kind: LinkKind;
  /** The support link: the ICU pattern naming its unread answers (components/office/OfficeNavUnread.tsx). */
  unreadPattern?: string;
}

function MenuLink({ link, current }: { link: SiteMenuLink; current: boolean }) {
  const unread = useSupportUnreadName(link.unreadPattern, link.label);
  return (
    <Link kind={link.kind} href={link.href} className="site-menu__link" aria-current={current ? 'page' : undefined} aria-label={unread.name}>
      {link.label}
      <UnreadCount count={unread.count} />
    </Link>
  );
}

export interface SiteMenuGroup {
  key: string;
  title: string;
  links: readonly SiteMenuLink[];
}

/**
 * The phone menu's sections (PhoneMenu builds them on the server), each a disclosure so the menu
 * stays short enough to find the sports under it. A client component for the signed-in state
 * (the store is seeded with the session on the server): the office and the pages that need a
 * session show to players only, the visitors' pages to visitors only.
 */
export function SiteMenu({ label, groups }: { label: string; groups: readonly SiteMenuGroup[] }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const pathname = usePathname();
  const shown = (link: SiteMenuLink) => link.audience === 'all' || (link.audience === 'players') === signedIn;
  return (
    <nav className="site-menu" aria-label={label}>
      {groups.map((group) => {
        const links = group.links.filter(shown);
        if (links.length === 0) return null;
        return (
          <details key={group.key} className="site-menu__group" data-group={group.key}>
            <summary className="site-menu__summary">{group.title}</summary>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} current={link.href === pathname} />
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
