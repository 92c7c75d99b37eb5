import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link. Next would scroll on its own; the ScrollManager decides instead, so
 * a route that opts out of scrolling to the top (or the keep-scroll query flag) is honoured.
 */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link scroll={false} {...props} />;
}
