import { getLocale } from 'next-intl/server';
import { MainFrame } from './MainFrame';
import { NotFoundScreen } from './NotFoundScreen';

/**
 * A 404 under a layout with no frame of its own (empty, headless: a wrong status or landing
 * name) in the main frame, as a missing page anywhere. Next renders a not-found boundary into its
 * group's pages' payload ahead of time, so the frame's cost stays on those rare pages.
 */
export async function FramedNotFound() {
  const lng = await getLocale();
  return (
    <MainFrame lng={lng}>
      <NotFoundScreen lng={lng} />
    </MainFrame>
  );
}
