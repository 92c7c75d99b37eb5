import { headers } from 'next/headers';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/config/languages';
import { LANGUAGE_HEADER } from '@/lib/config/headers';
import { MainFrame } from '@/components/shell/MainFrame';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

/** Every 404 of the site: the localized message inside the site's frame, status 404. */
export default async function NotFound() {
  const requested = (await headers()).get(LANGUAGE_HEADER);
  const lng = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  return (
    <MainFrame lng={lng}>
      <NotFoundScreen lng={lng} />
    </MainFrame>
  );
}
