import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link.
 * - Scrolling is left to the ScrollManager, so a route that opts out of scrolling to the top (or
 *   the keep-scroll query flag) is honoured.
 * - No automatic prefetch: Next would render every visible link's page in advance (dozens per
 *   page view, each a server render), costly on a phone's data and on the server. Prefetching on
 *   idle time, skipped on 2g or save-data (shell spec §9), comes with its own rule.
 */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link scroll={false} prefetch={false} {...props} />;
}
