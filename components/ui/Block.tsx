import { AppLink as Link } from '@/components/ui/AppLink';
import type { ReactNode } from 'react';

/** A titled block of a page, with an optional "all" link in its heading. */
export function Block({
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
    <section className="block" aria-labelledby={id}>
      <div className="block__head">
        <h2 id={id} className="block__title">
          {live ? <span className="live-dot" aria-hidden="true" /> : null}
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className="block__more">
            {more.label} →
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
