import * as page from '@/app/[lng]/(casino)/fast-games/page';
import { cachedPage } from '@/components/routes/cachedPage';

const { CachedPage, generateMetadata } = cachedPage(page);

export { generateMetadata };
export default CachedPage;
// A cached page (docs/cached-pages.md): rendered once per language for visitors
// with no session or preference cookie and kept. Under force-static every cookie and header reads
// as empty (the root layout's too), the backend purges the page when its data changes, and it is
// rendered again a minute after its last render at most.
export const dynamic = 'force-static';
export const revalidate = 60;
