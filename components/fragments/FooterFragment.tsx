import { fetchFragment } from '@/lib/api/fragment';
import { prepareFragment, type SanitizedFragment } from '@/lib/fragments/payload';
import { FragmentMarkup, needsBrowser } from './FragmentMarkup';
import { FragmentContent, RemoteFragment } from './lazyFragments';
import { href } from '@/lib/routes/href';

/**
 * The footer fragment, rendered on the server for first paint and crawlers. It is asked for the
 * language root: the footer sits in the layout, which client navigation does not render again,
 * and its content depends on the language only. When the server cannot get it, the browser takes
 * over (skeleton, retries, error block with the refresh button). A status error shows the error
 * block too: raising a page error from the footer would take every page down with it. A fragment
 * that asks nothing of the browser (no head, style sheets, scripts or code) is markup only: no
 * client part, no script in the first load.
 */
export async function FooterFragment({ lng }: { lng: string }) {
  let fragment: SanitizedFragment;
  try {
    fragment = prepareFragment(await fetchFragment({ name: 'footer', path: href(lng, 'home') }));
  } catch (error) {
    console.error(`[fragment footer] ${error instanceof Error ? error.message : String(error)}`);
    return <RemoteFragment name="footer" onStatusError="block" />;
  }
  return needsBrowser(fragment) ? <FragmentContent name="footer" fragment={fragment} /> : <FragmentMarkup name="footer" fragment={fragment} />;
}
