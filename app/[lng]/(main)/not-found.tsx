import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

/** Every 404 under the main layout (the catch-all among them): the message inside its one frame. */
export default async function MainNotFound() {
  return <NotFoundScreen lng={await getLocale()} />;
}
