import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

/** Every 404 under the casino layout: the message inside its one frame. */
export default async function CasinoNotFound() {
  return <NotFoundScreen lng={await getLocale()} />;
}
