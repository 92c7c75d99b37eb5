'use client';

import { AppLink as Link } from '@/components/ui/AppLink';
import { SportIcon } from '@/components/sport/SportIcon';

/** One sport of the menu, as the server hands it over: compact, since it travels in every page. */
export interface SportMenuItem {
  id: number;
  href: string;
  name: string;
  icon: string;
  lineCount: number;
  liveCount: number;
  /** "3 live events", in the page's language; set when liveCount > 0. */
  liveTitle?: string;
}

/**
 * The list of the sports menu. A client component for the weight of the page (docs/decisions/html-weight.md): a
 * server one would write each item's whole markup into the RSC payload beside the HTML; this one gets a few fields a sport and draws the same markup.
 */
export function SportMenu({ items }: { items: readonly SportMenuItem[] }) {
  return (
    <ul className="sport-menu">
      {items.map((sport) => (
        <li key={sport.id}>
          <Link kind="navigation" href={sport.href} className="sport-menu__link">
            <SportIcon icon={sport.icon} />
            <span className="sport-menu__name">{sport.name}</span>
            {sport.liveCount > 0 ? (
              <span className="sport-menu__live" title={sport.liveTitle}>
                {sport.liveCount}
              </span>
            ) : null}
            <span className="sport-menu__count">{sport.lineCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
