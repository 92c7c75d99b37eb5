'use client';

import { useId, useState } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import '@/app/styles/office.css';

export interface OfficeNavGroup {
  key: string;
  title: string;
  links: readonly { href: string; label: string; current: boolean }[];
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
                  <Link
                    kind="office"
                    href={link.href}
                    className="office-nav__link"
                    aria-current={link.current ? 'page' : undefined}
                    // A page opened from the list folds it again, so the page is what the phone shows.
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
