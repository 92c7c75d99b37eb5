'use client';

import { AppLink as Link } from '@/components/ui/AppLink';

export interface FooterColumn {
  title: string;
  links: readonly { href: string; label: string }[];
}

/**
 * The footer's columns of links. A client component for the weight of every page (docs/decisions/html-weight.md):
 * it gets the titles, addresses and labels, not each link's markup a second time in the payload.
 */
export function FooterLinks({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <div className="site-footer__columns">
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2 className="site-footer__title">{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.href}>
                <Link kind="footer" href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
