'use client';

import { useId, useState } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { UnreadCount, useSupportUnreadName } from './OfficeNavUnread';
import '@/app/styles/office.css';

export interface OfficeNavGroup {
  key: string;
  title: string;
  links: readonly OfficeNavLink[];
}

export interface OfficeNavLink {
  href: string;
  label: string;
  current: boolean;
  /** The support link: the ICU pattern naming its unread answers (OfficeNavUnread.tsx). */
  unreadPattern?: string;
}

function NavLink({ link, onNavigate }: { link: OfficeNavLink; onNavigate: () => void }) {
  const unread = useSupportUnreadName(link.unreadPattern, link.label);
  return (
    <Link
      kind="office"
      href={link.href}
      className="office-nav__link"
      aria-current={link.current ? 'page' : undefined}
      aria-label={unread.name}
      // A page opened from the list folds it again, so the page is what the phone shows.
      onClick={onNavigate}
    >
      {link.label}
      <UnreadCount count={unread.count} />
    </Link>
  );
}

/**
 * The office menu's markup (OfficeNav builds its groups on the server). A client component for the
 * phone's disclosure: the button shows below 768 px (CSS), where the groups stay folded until it
 * is pressed; wider screens always show them and hide the button.
 */
export function OfficeNavList({
  label,
  toggleLabel,
  currentLabel,
  groups,
}: {
  label: string;
  toggleLabel: string;
  currentLabel: string | null;
  groups: readonly OfficeNavGroup[];
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <nav className="office-nav" aria-label={label}>
      <button type="button" className="office-nav__toggle" aria-expanded={open} aria-controls={`${id}-groups`} onClick={() => setOpen(!open)}>
        <span className="office-nav__toggle-text">
          {/* The space keeps the two apart in the button's name; the column lays them out. */}
          {toggleLabel}{' '}
          {currentLabel ? <span className="office-nav__current">{currentLabel}</span> : null}
        </span>
        <span className="office-nav__chevron" aria-hidden="true" />
      </button>
      <div id={`${id}-groups`} className="office-nav__groups" data-open={open}>
        {groups.map((group) => (
          <div key={group.key} className="office-nav__group">
            <p className="office-nav__title" id={`${id}-${group.key}`}>
              {group.title}
            </p>
            <ul aria-labelledby={`${id}-${group.key}`}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavLink link={link} onNavigate={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
