import { AppLink as Link } from '@/components/ui/AppLink';
import type { ReactNode } from 'react';

/** A titled section of a page, with an optional "all" link in its heading. */
export function Panel({
  id,
  title,
  more,
  children,
  live = false,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <div className="panel__head">
        <h2 id={id} className="panel__title">
          {live ? <span className="live-dot" aria-hidden="true" /> : null}
          {title}
        </h2>
        {more ? (
          <Link kind="navigation" href={more.href} className="panel__more">
            {more.label} →
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
